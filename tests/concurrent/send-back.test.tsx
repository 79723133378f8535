import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http as mswHttp, HttpResponse } from 'msw';
import { handlers } from '@mocks/handlers';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { mockRuntime, resetAnswers } from '@mocks/lib/runtime';
import { server } from '@mocks/node';
import { SituacaoRemessaId } from '@/generated/model';
import { expectContractViolations } from '../expected-reports';
import { dialog, rowOf, seededRemessa, vinculosOf } from '../remessas/remessa-helpers';
import { associadoFormShown, section } from '../associados/associado-form-helpers';
import { hasOwnDescricao } from '../seed-picks';
import { renderApp } from '../render';
import { captureRequests } from '../requests';

/**
 * POST /api/remessas/vincular replaces the remessa's whole list with the one sent, so it is only
 * ever built from a list the server sent as a list, and never sends back an amount read by
 * guessing. The same for the edit forms, which send back the record they were filled from.
 */
const REFUSED =
  /Os dados da remessa não vieram completos ou legíveis do servidor \((.+)\)\. Para não apagar nem gravar dados errados, nada foi enviado\./;

afterEach(resetAnswers);

type Change = (record: Record<string, unknown>) => Record<string, unknown>;

/** `method url` answered as the mock backend would, with `change` applied to the answer. */
function answeredWith(url: string, change: Change) {
  server.use(
    mswHttp.get(url, async ({ request }) => {
      const original = await getResponse(handlers, request);
      return HttpResponse.json(change((await original!.json()) as Record<string, unknown>));
    }),
  );
}

const remessaAnsweredWith = (change: Change) => answeredWith('*/api/remessas/:id', change);

/** The associate page of one of the remessa's associates, and its Deletar vínculo com a remessa. */
async function unlinkFromAssociatePage(remessaId: number, descricao: string) {
  const alvo = vinculosOf(remessaId).find(
    (vinculo) => vinculo.situacaoRemessaId === null && hasOwnDescricao(vinculo.associadoId, remessaId),
  )!;
  const app = await renderApp(`/associados/info/${alvo.associadoId}`, { signedIn: true });
  const remessas = await screen.findByRole('table', { name: 'Últimas remessas do associado' });
  const linha = within(remessas)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(descricao))!;
  const requests = captureRequests();
  await app.user.click(within(linha).getByRole('button', { name: 'Deletar vínculo com a remessa' }));
  await app.user.click(within(await dialog('Deletar vínculo com a remessa')).getByRole('button', { name: 'Deletar' }));
  return { requests, alvo };
}

describe('a replace-all write is built only from a list the server sent as a list', () => {
  it('the remessa answered associados: null: removing one associate on the associate page sends nothing and says why', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const antes = vinculosOf(remessa.remessaId).length;
    const violations = expectContractViolations();
    mockRuntime.answers.associadosNulos = true;

    const { requests } = await unlinkFromAssociatePage(remessa.remessaId, remessa.descricao);

    const alert = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(alert.textContent).toMatch(REFUSED);
    expect(alert).toHaveTextContent('(lista de associados)');
    expect(requests.of('obterRemessa')).toHaveLength(1);
    expect(requests.of('vincularAssociadosRemessa')).toHaveLength(0);
    expect(vinculosOf(remessa.remessaId)).toHaveLength(antes);
    expect(violations.map((violation) => violation.operationId)).toContain('obterRemessa');
  });

  it.each([
    ['missing', ({ associados: _associados, ...rest }: Record<string, unknown>) => rest],
    ['an object', (remessa: Record<string, unknown>) => ({ ...remessa, associados: { itens: remessa.associados } })],
  ])(
    'the remessa answered without associados as a list (%s): the remessa page removes nothing',
    async (_kind, change) => {
      const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
      const antes = vinculosOf(remessa.remessaId).length;
      const primeiro = db.associados.findFirst((q) =>
        q.where({ associadoId: vinculosOf(remessa.remessaId)[0].associadoId }),
      )!;
      const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
      await screen.findByRole('table', { name: 'Associados da remessa' });
      await within(screen.getByRole('table', { name: 'Associados da remessa' })).findByText(primeiro.nome);
      expectContractViolations();
      remessaAnsweredWith(change);
      const requests = captureRequests();

      await user.click(rowOf(primeiro.nome).getByRole('button', { name: 'Deletar' }));
      await user.click(within(await dialog('Deletar associado da remessa')).getByRole('button', { name: 'Deletar' }));

      expect((await screen.findByRole('dialog', { name: /Erro!/ })).textContent).toMatch(REFUSED);
      expect(requests.of('vincularAssociadosRemessa')).toHaveLength(0);
      expect(vinculosOf(remessa.remessaId)).toHaveLength(antes);
    },
  );

  it('an amount that cannot be read without guessing ("1.500") is never written back by vincular', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const violations = expectContractViolations();
    remessaAnsweredWith((answer) => ({ ...answer, valorRemessa: '1.500' }));

    const { requests } = await unlinkFromAssociatePage(remessa.remessaId, remessa.descricao);

    const alert = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(alert).toHaveTextContent('(valor da remessa)');
    expect(requests.of('vincularAssociadosRemessa')).toHaveLength(0);
    // The guard reported it as it came.
    expect(violations.some((violation) => violation.issues.some((issue) => issue.startsWith('valorRemessa')))).toBe(
      true,
    );
  });

  it('an amount in either convention ("1.500,50", "1500.50") is read as that number and written back as it', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    expectContractViolations();
    remessaAnsweredWith((answer) => ({ ...answer, valorRemessa: '1.500,50' }));

    const { requests, alvo } = await unlinkFromAssociatePage(remessa.remessaId, remessa.descricao);

    await waitFor(() => expect(requests.of('vincularAssociadosRemessa')).toHaveLength(1));
    const body = requests.of('vincularAssociadosRemessa')[0].body as {
      valorRemessa: unknown;
      associadosRemessa: { associadoId: number }[];
    };
    expect(body.valorRemessa).toBe(1500.5);
    expect(body.associadosRemessa.map((associado) => associado.associadoId)).not.toContain(alvo.associadoId);
    expect(body.associadosRemessa.length).toBeGreaterThan(0);
  });
});

describe('edit forms that send back the record they were filled from', () => {
  it('an associate answered usuarios: null cannot be edited (the save would delete its users)', async () => {
    const associado = db.associados.findFirst((q) =>
      q.where((record) => db.usuarios.findMany((u) => u.where({ associadoId: record.associadoId })).length > 0),
    )!;
    expectContractViolations();
    answeredWith(`*/api/associados/${associado.associadoId}`, (answer) => ({ ...answer, usuarios: null }));
    await renderApp(`/associados/form/editar/${associado.associadoId}`, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Os dados do associado não vieram completos ou legíveis do servidor (lista de usuários).',
    );
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).not.toBeInTheDocument();
  });

  it('an associate whose users came without usuarioId: the save sends nothing and says why', async () => {
    const associado = db.associados.findFirst((q) =>
      q.where((record) => db.usuarios.findMany((u) => u.where({ associadoId: record.associadoId })).length > 0),
    )!;
    expectContractViolations();
    answeredWith(`*/api/associados/${associado.associadoId}`, (answer) => ({
      ...answer,
      usuarios: (answer.usuarios as Record<string, unknown>[]).map(({ usuarioId: _usuarioId, ...usuario }) => usuario),
    }));
    const { user } = await renderApp(`/associados/form/editar/${associado.associadoId}`, { signedIn: true });
    await associadoFormShown();
    const bairro = section('Endereço').getByLabelText('Bairro');
    await user.clear(bairro);
    await user.type(bairro, 'Centro Histórico');
    const requests = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('identificação de cada usuário');
    expect(requests.of('atualizarAssociado')).toHaveLength(0);
  });

  it('values another system stored, that no mask shows whole, go back exactly as they came', async () => {
    const associado = db.associados.findFirst((q) =>
      q.where((record) => db.usuarios.findMany((u) => u.where({ associadoId: record.associadoId })).length > 0),
    )!;
    expectContractViolations();
    answeredWith(`*/api/associados/${associado.associadoId}`, (answer) => ({
      ...answer,
      cpfCnpj: '111444777350001',
      contato: { ...(answer.contato as object), telefone: '5511987654321' },
      endereco: { ...(answer.endereco as object), cep: '1310100' },
      associacao: { ...(answer.associacao as object), cns: '1234567' },
      usuarios: (answer.usuarios as Record<string, unknown>[]).map((usuario) => ({
        ...usuario,
        telefone: '5511912345678',
      })),
    }));
    server.use(mswHttp.put('*/api/associados/', () => HttpResponse.json({ message: 'Associado atualizado.' })));
    const { user } = await renderApp(`/associados/form/editar/${associado.associadoId}`, { signedIn: true });
    await associadoFormShown();
    expect(section('Contato').getByLabelText('Telefone')).toHaveValue('5511987654321');
    expect(section('Contato').getByText(/Mostrado como está gravado/)).toBeInTheDocument();
    const bairro = section('Endereço').getByLabelText('Bairro');
    await user.clear(bairro);
    await user.type(bairro, 'Centro Histórico');
    const requests = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(requests.of('atualizarAssociado')).toHaveLength(1));
    expect(requests.of('atualizarAssociado')[0].body).toMatchObject({
      cpfCnpj: '111444777350001',
      contato: { telefone: '5511987654321' },
      endereco: { cep: '1310100', bairro: 'Centro Histórico' },
      associacao: { cns: '1234567' },
    });
    const usuarios = (requests.of('atualizarAssociado')[0].body as { usuarios: { telefone: string }[] }).usuarios;
    expect(usuarios.map((usuario) => usuario.telefone)).toEqual(usuarios.map(() => '5511912345678'));
  });

  it('an associate answered without its contato (a part the server did not load) cannot be edited', async () => {
    const associado = db.associados.all()[0];
    expectContractViolations();
    answeredWith(`*/api/associados/${associado.associadoId}`, ({ contato: _contato, ...answer }) => answer);
    await renderApp(`/associados/form/editar/${associado.associadoId}`, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Os dados do associado não vieram completos ou legíveis do servidor (contato).',
    );
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).not.toBeInTheDocument();
  });

  it('a remessa whose amount came as "1.500" cannot be edited (the save would write a guess)', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    expectContractViolations();
    remessaAnsweredWith((answer) => ({ ...answer, valorRemessa: '1.500' }));
    await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('(valor da remessa)');
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).not.toBeInTheDocument();
  });

  it('a remessa answered associados: null can still be edited: its save does not send the list', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    expectContractViolations();
    mockRuntime.answers.associadosNulos = true;
    await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Salvar alterações' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
