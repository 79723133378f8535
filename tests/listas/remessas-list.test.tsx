import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { presentRemessa } from '@mocks/db/presenters';
import { server } from '@mocks/node';
import { VALOR_VARIAVEL_DICA } from '@/features/remessas/lista/remessas-list-valor';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { capSearchPages } from '../capped-searches';
import { findTable, rowTexts, rowWith } from './listas-helpers';
import { chooseOption, optionsOf } from '../form-controls';

/** The remessas the server lists (newest first), as the API shows them. */
const remessas = (situacaoRemessaId?: number) =>
  db.remessas
    .all()
    .filter(
      (remessa) => situacaoRemessaId === undefined || remessa.situacaoRemessa.situacaoRemessaId === situacaoRemessaId,
    )
    .sort((a, b) => b.remessaId - a.remessaId)
    .map(presentRemessa);

const situacaoText: Record<number, string> = {
  1: 'Em preparação',
  2: 'Enviando',
  3: 'Enviado',
  4: 'Pago',
  5: 'Erro no envio',
  6: 'Enviando',
};

describe('remessas list', () => {
  it('shows Descrição, Valor, Data de vencimento, Situação, Total pago, Total pendente and Ações, in BRL and dd/MM/yyyy', async () => {
    await renderApp('/listas?type=shipments', { signedIn: true });
    const table = await findTable('Remessas');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Selecionar',
      'Descrição',
      'Valor',
      'Data de vencimento',
      'Situação',
      'Total pago',
      'Total pendente',
      'Ações',
    ]);
    expect(rowTexts(table).map((cells) => cells.slice(0, 6))).toEqual(
      remessas()
        .slice(0, 10)
        .map((remessa) => [
          remessa.descricao,
          remessa.tipoRemessa.tipoRemessaId === 1 ? 'Variável' : formatMoney(remessa.valorRemessa),
          formatDate(remessa.dataVencimento),
          situacaoText[remessa.situacaoRemessa.situacaoRemessaId],
          formatMoney(remessa.totalPago),
          formatMoney(remessa.totalPendente),
        ]),
    );
    expect(rowTexts(table).flat().join(' ')).toMatch(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);
    expect(screen.getByPlaceholderText('Pesquisar por descrição')).toHaveAccessibleName('Pesquisar remessas');
    expect(screen.getByRole('link', { name: /Nova remessa/ })).toHaveAttribute('href', '/remessas/form/cadastro');
  });

  it('at MAX, a server that answers at most 25 rows a page still shows every remessa, read page after page', async () => {
    capSearchPages(25);
    const total = db.remessas.all().length;
    expect(total).toBeGreaterThan(25);
    await renderApp('/listas?type=shipments&size=max', { signedIn: true });
    const table = await findTable('Remessas');
    await waitFor(() => expect(rowTexts(table)).toHaveLength(total));
  });

  it('shows Variável with its tooltip for Mensalidade remessas', async () => {
    await renderApp('/listas?type=shipments', { signedIn: true });
    const table = await findTable('Remessas');
    const mensalidade = remessas()
      .slice(0, 10)
      .find((remessa) => remessa.tipoRemessa.tipoRemessaId === 1)!;
    const variavel = within(rowWith(table, mensalidade.descricao)).getByText('Variável');
    expect(variavel).toHaveAccessibleDescription(VALOR_VARIAVEL_DICA);
    // The tooltip (CSS, on hover and on keyboard focus) shows the same text.
    expect(variavel).toHaveAttribute('data-hint', VALOR_VARIAVEL_DICA);
    expect(variavel).toHaveAttribute('tabindex', '0');
  });

  it('filters by situação from page 1, Todas situações sending null', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas?type=shipments&page=2', { signedIn: true });
    await findTable('Remessas');
    expect(optionsOf('Situação')).toEqual([
      'Todas situações',
      'Em preparação',
      'Enviando',
      'Enviado',
      'Pago',
      'Erro no envio',
    ]);
    expect(requests.of('buscarRemessas').at(-1)?.body).toEqual({
      descricao: '',
      situacaoRemessaId: null,
      numPage: 2,
      numRows: 10,
    });

    await chooseOption(user, 'Situação', 'Pago');
    await waitFor(() =>
      expect(requests.of('buscarRemessas').at(-1)?.body).toEqual({
        descricao: '',
        situacaoRemessaId: 4,
        numPage: 1,
        numRows: 10,
      }),
    );
    expect(location(router)).toBe('/listas?type=shipments&status=4');
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Remessas' })).map((cells) => cells[0])).toEqual(
        remessas(4)
          .slice(0, 10)
          .map((r) => r.descricao),
      ),
    );

    await chooseOption(user, 'Situação', 'Todas situações');
    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments'));
  });

  it('searches the description', async () => {
    const requests = captureRequests();
    const { user } = await renderApp('/listas?type=shipments', { signedIn: true });
    await findTable('Remessas');
    const alvo = remessas()[12];
    await user.type(screen.getByLabelText('Pesquisar remessas'), `${alvo.descricao}{Enter}`);
    await waitFor(() =>
      expect(requests.of('buscarRemessas').at(-1)?.body).toEqual({
        descricao: alvo.descricao,
        situacaoRemessaId: null,
        numPage: 1,
        numRows: 10,
      }),
    );
    await waitFor(() => expect(screen.getByRole('table', { name: 'Remessas' })).toHaveTextContent(alvo.descricao));
  });

  it('enables Deletar only for remessas in preparation (status 1) and links Editar and Ver informações', async () => {
    await renderApp('/listas?type=shipments&size=100', { signedIn: true });
    // Every remessa of the seed on one page (47, with its year of Mensalidades): more than findTable's 4 s on a busy machine.
    const table = await screen.findByRole('table', { name: 'Remessas' }, { timeout: 10_000 });
    const shown = remessas().slice(0, 100);
    expect(shown.some((remessa) => remessa.situacaoRemessa.situacaoRemessaId === 1)).toBe(true);
    expect(shown.some((remessa) => remessa.situacaoRemessa.situacaoRemessaId !== 1)).toBe(true);
    // Each row by its Editar link, read once (role queries over every row, for every remessa, cost seconds).
    const rowByEditar = new Map(
      within(table)
        .getAllByRole('row')
        .map((row) => [within(row).queryByRole('link', { name: 'Editar' })?.getAttribute('href'), row]),
    );
    for (const remessa of shown) {
      const row = rowByEditar.get(`/remessas/form/editar/${remessa.remessaId}`);
      expect(row, `linha da remessa ${remessa.remessaId}`).toBeDefined();
      const deletar = within(row!).getByRole('button', { name: 'Deletar' });
      if (remessa.situacaoRemessa.situacaoRemessaId === 1) expect(deletar).toBeEnabled();
      else expect(deletar).toBeDisabled();
      expect(within(row!).getByRole('link', { name: 'Ver informações' })).toHaveAttribute(
        'href',
        `/remessas/info/${remessa.remessaId}`,
      );
    }
  });

  it('deletes a remessa in preparation after a confirm and reloads', async () => {
    const requests = captureRequests();
    const { user } = await renderApp('/listas?type=shipments&status=1', { signedIn: true });
    const table = await findTable('Remessas');
    const emPreparacao = remessas(1).slice(0, 10);
    const alvo = emPreparacao.find(
      (remessa) => emPreparacao.filter((other) => other.descricao === remessa.descricao).length === 1,
    )!;
    await user.click(within(rowWith(table, alvo.descricao)).getByRole('button', { name: 'Deletar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deletar remessa' });
    expect(confirm).toHaveTextContent(`Deseja deletar a remessa ${alvo.descricao}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.of('excluirRemessas')).toHaveLength(0);

    await user.click(within(rowWith(table, alvo.descricao)).getByRole('button', { name: 'Deletar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deletar remessa' })).getByRole('button', { name: 'Deletar' }),
    );
    await waitFor(() =>
      expect(requests.of('excluirRemessas').map((request) => request.body)).toEqual([
        { remessasDelete: [{ remessaId: alvo.remessaId }] },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('table', { name: 'Remessas' })).not.toHaveTextContent(alvo.descricao));
  });

  it('says so when nothing is found, without a pager', async () => {
    server.use(http.post('*/api/remessas/busca', () => HttpResponse.json({ data: [], total: 0 })));
    await renderApp('/listas?type=shipments', { signedIn: true });
    expect(await screen.findByText('Nenhuma remessa encontrada.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação das remessas' })).not.toBeInTheDocument();
  });

  it('empties the list when the load fails', async () => {
    server.use(
      http.post('*/api/remessas/busca', () => HttpResponse.json({ message: 'Indisponível.' }, { status: 503 })),
    );
    await renderApp('/listas?type=shipments', { signedIn: true });
    expect(
      await screen.findByText('Não foi possível carregar as remessas.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('table', { name: 'Remessas' }))).toHaveLength(1);
  });
});
