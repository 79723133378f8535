import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import { db } from '@mocks/db';
import {
  presentAssociado,
  presentAssociadoDaRemessa,
  presentAssociadoResumo,
  presentRemessa,
  presentUsuario,
} from '@mocks/db/presenters';
import { server } from '@mocks/node';
import { expectConsoleErrors, expectContractViolations } from '../../expected-reports';
import { findTable, rowTexts } from '../../listas/listas-helpers';
import { seededRemessa } from '../../remessas/remessa-helpers';
import { renderApp } from '../../render';

/**
 * A server that breaks the contract — nulls where text is expected, amounts as strings, huge
 * numbers, status codes the panel does not know. Screens show a fallback instead of failing, the
 * contract guard reports each answer, and a screen that still cannot render shows the error inside
 * the layout with Tentar novamente, which renders it again without reloading.
 */
const HUGE = 9.99e20;
const BROKEN_SCREEN = 'Algo deu errado nesta tela';

/** The operations the contract guard reported. */
const reported = (violations: readonly { operationId: string }[]) => [
  ...new Set(violations.map((violation) => violation.operationId)),
];

/** The header of the signed-in layout, which must outlive a broken screen. */
const expectLayout = () => {
  expect(screen.getByRole('button', { name: /Menu do usuário/ })).toBeInTheDocument();
  expect(screen.getByText(/^Versão /)).toBeInTheDocument();
};

describe('malformed answers', () => {
  it('the associates list shows rows with missing texts and odd values', async () => {
    const violations = expectContractViolations();
    const [first, second, ...rest] = db.associados
      .findMany((q) => q.where({}))
      .slice(0, 10)
      .map(presentAssociadoResumo);
    server.use(
      http.post('*/api/associados/busca', () =>
        HttpResponse.json({
          data: [
            { ...first, nome: null, email: null, cpfCnpj: null },
            { ...second, cpfCnpj: 12345678901, ativo: 'talvez', endereco: { ...second.endereco, cidade: null } },
            ...rest,
          ],
          total: '160',
        }),
      ),
    );
    await renderApp('/listas', { signedIn: true });
    const rows = rowTexts(await findTable('Associados'));
    expect(rows).toHaveLength(10);
    expect(rows[0].slice(0, 3)).toEqual(['', '', '']);
    expect(rows[1][2]).toBe('123.456.789-01');
    expect(screen.queryByText(BROKEN_SCREEN)).not.toBeInTheDocument();
    expect(reported(violations)).toEqual(['buscarAssociados']);
  });

  it('the remessas list shows amounts sent as strings, huge numbers and unknown statuses', async () => {
    const violations = expectContractViolations();
    const remessas = db.remessas
      .findMany((q) => q.where((r) => r.tipoRemessa.tipoRemessaId !== 1))
      .slice(0, 3)
      .map(presentRemessa);
    server.use(
      http.post('*/api/remessas/busca', () =>
        HttpResponse.json({
          data: [
            { ...remessas[0], valorRemessa: '1500.50', totalPago: HUGE, totalPendente: null, descricao: null },
            {
              ...remessas[1],
              situacaoRemessa: { situacaoRemessaId: 99, situacaoRemessaNome: 'Arquivada' },
              dataVencimento: '31/12/2030',
            },
            {
              ...remessas[2],
              valorRemessa: 'R$ mil',
              tipoRemessa: { tipoRemessaId: 42, tipoRemessaNome: 'Nova' },
              dataVencimento: null,
            },
          ],
          total: 3,
        }),
      ),
    );
    await renderApp('/listas?type=shipments', { signedIn: true });
    const rows = rowTexts(await findTable('Remessas'));
    expect(rows).toHaveLength(3);
    const [valor, vencimento, situacao, pago, pendente] = [1, 2, 3, 4, 5];
    expect(rows[0][valor]).toBe('R$ 1.500,50');
    expect(rows[0][pago]).toBe('R$ 999.000.000.000.000.000.000,00');
    expect(rows[0][pendente]).toBe('R$ 0,00');
    // An unknown status reads as 1 Em preparação (spec section 4); an unreadable date is left blank.
    expect(rows[1][situacao]).toBe('Em preparação');
    expect(rows[1][vencimento]).toBe('');
    expect(rows[2][valor]).toBe('R$ 0,00');
    expect(screen.queryByText(BROKEN_SCREEN)).not.toBeInTheDocument();
    expect(reported(violations)).toEqual(['buscarRemessas']);
  });

  it('the users list shows users with missing texts', async () => {
    const violations = expectContractViolations();
    const usuarios = db.usuarios
      .findMany((q) => q.where({}))
      .slice(0, 2)
      .map(presentUsuario);
    server.use(
      http.post('*/api/usuarios/busca', () =>
        HttpResponse.json({
          data: [
            { ...usuarios[0], nome: null, email: null, cpf: null, login: null, usuarioGestao: null },
            { ...usuarios[1], cpf: 52998224725 },
          ],
          total: 2,
        }),
      ),
    );
    await renderApp('/listas?type=users', { signedIn: true });
    const rows = rowTexts(await findTable('Usuários'));
    expect(rows).toHaveLength(2);
    expect(rows[0].slice(0, 4)).toEqual(['', '', '', 'Associado']);
    expect(rows[1][2]).toBe('529.982.247-25');
    expect(reported(violations)).toEqual(['buscarUsuarios']);
  });

  it('the remessa page shows its data and associates with missing texts, and its search still works', async () => {
    const violations = expectContractViolations();
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const associados = db.vinculos
      .findMany((q) => q.where({ remessaId: remessa.remessaId }))
      .map((vinculo) =>
        presentAssociadoDaRemessa(
          db.associados.findFirst((q) => q.where({ associadoId: vinculo.associadoId }))!,
          vinculo,
        ),
      );
    const [semNome, ...outros] = associados;
    server.use(
      http.get('*/api/remessas/:remessaId', () =>
        HttpResponse.json({
          ...presentRemessa(remessa),
          descricao: null,
          valorRemessa: '250.00',
          totalPago: HUGE,
          associados: [
            {
              ...semNome,
              nome: null,
              email: null,
              cpfCnpj: null,
              associadoRemessas: [
                { ...semNome.associadoRemessas[0], situacaoRemessa: { situacaoRemessaId: 77 }, valorPagamento: '12.5' },
              ],
            },
            ...outros,
          ],
        }),
      ),
    );
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Associados da remessa' });
    expect(within(table).getAllByRole('row')).toHaveLength(associados.length + 1);
    expect(screen.getByText('R$ 999.000.000.000.000.000.000,00')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Pesquisar associados da remessa'), outros[0].nome);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Associados da remessa' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.queryByText(BROKEN_SCREEN)).not.toBeInTheDocument();
    expect(reported(violations)).toEqual(['obterRemessa']);
  });

  it('the associate page shows missing texts, amounts as strings and unknown statuses', async () => {
    const violations = expectContractViolations();
    const associado = presentAssociado(db.associados.findFirst((q) => q.where({ associadoId: 1 }))!);
    server.use(
      http.get('*/api/associados/:associadoId', () =>
        HttpResponse.json({
          ...associado,
          nome: null,
          cpfCnpj: null,
          tipoAssociado: { tipoAssociadoId: 9, tipoAssociadoNome: null },
          associacao: { ...associado.associacao, mensalidade: '480.00', dataAssociacao: 'ontem', nomeCartorio: null },
          contato: { telefone: null, email: null },
          usuarios: associado.usuarios.map((usuario) => ({ ...usuario, nome: null, dataNasc: null })),
          remessas: associado.remessas.map((remessa) => ({
            ...remessa,
            situacaoRemessa_Associado: { situacaoRemessaId: 99 },
            valorRemessa: HUGE,
          })),
        }),
      ),
    );
    await renderApp('/associados/info/1', { signedIn: true });
    expect(await screen.findByText('R$ 480,00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informações do associado' })).toBeInTheDocument();
    expect(screen.queryByText(BROKEN_SCREEN)).not.toBeInTheDocument();
    expect(reported(violations)).toEqual(['obterAssociado']);
  });

  it('a screen that cannot render shows the error inside the layout; Tentar novamente asks the server again and renders it in place', async () => {
    const violations = expectContractViolations();
    const consoleErrors = expectConsoleErrors();
    const associado = presentAssociado(db.associados.findFirst((q) => q.where({ associadoId: 1 }))!);
    let broken = true;
    server.use(
      http.get('*/api/associados/:associadoId', () =>
        broken ? HttpResponse.json({ ...associado, associacao: null, endereco: null, contato: null }) : undefined,
      ),
    );
    const { user, router } = await renderApp('/associados/info/1', { signedIn: true });

    const problem = await screen.findByRole('alert');
    expect(within(problem).getByRole('heading', { name: BROKEN_SCREEN })).toBeInTheDocument();
    expectLayout();
    expect(reported(violations)).toEqual(['obterAssociado']);
    expect(consoleErrors.length).toBeGreaterThan(0);

    broken = false;
    await user.click(within(problem).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByText(associado.associacao.nomeCartorio)).not.toHaveLength(0);
    expect(screen.queryByText(BROKEN_SCREEN)).not.toBeInTheDocument();
    expectLayout();
    expect(router.state.location.pathname).toBe('/associados/info/1');
  });

  it('a broken list keeps the header, and Ir para as listas opens the other lists', async () => {
    expectContractViolations();
    expectConsoleErrors();
    server.use(
      http.post('*/api/remessas/busca', () =>
        HttpResponse.json({ data: [{ remessaId: 1, tipoRemessa: null, situacaoRemessa: null }], total: 1 }),
      ),
    );
    const { user } = await renderApp('/listas?type=shipments', { signedIn: true });
    expect(await screen.findByRole('heading', { name: BROKEN_SCREEN }, { timeout: 4000 })).toBeInTheDocument();
    expectLayout();
    await user.click(screen.getByRole('link', { name: 'Ir para as listas' }));
    expect(rowTexts(await findTable('Associados'))).toHaveLength(10);
  });
});
