import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { searchAssociados } from '@mocks/handlers/associados';
import { server } from '@mocks/node';
import { formatCpfCnpj } from '@/utils/br/masks';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { capSearchPages } from '../capped-searches';
import { findTable, rowTexts, rowWith } from './listas-helpers';
import { chooseOption, optionsOf } from '../form-controls';

const firstPage = (descricao = '', filtros: string[] = []) =>
  searchAssociados({ descricao, filtros: filtros as never, numPage: 1, numRows: 10 });

describe('members list', () => {
  it('shows a skeleton for at least 500 ms, then Nome, E-mail, CPF/CNPJ, Status and Ações of the first page', async () => {
    // When each is put on screen, seen as the DOM changes (a query's polling is late on a busy machine).
    const shownAt: { skeleton?: number; table?: number } = {};
    const observer = new MutationObserver(() => {
      shownAt.skeleton ??= document.body.textContent?.includes('Carregando associados…') ? Date.now() : undefined;
      shownAt.table ??= document.querySelector('table[aria-label="Associados"]') ? Date.now() : undefined;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderApp('/listas', { signedIn: true });
    expect(await screen.findByText('Carregando associados…')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Associados' })).not.toBeInTheDocument();
    // The mock answers at once (no latency in tests): the skeleton still stays 500 ms.
    const table = await findTable('Associados');
    observer.disconnect();
    expect(shownAt.table! - shownAt.skeleton!).toBeGreaterThanOrEqual(500);

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Selecionar', 'Nome', 'E-mail', 'CPF/CNPJ', 'Status', 'Ações']);
    const expected = firstPage().data;
    expect(rowTexts(table).map((cells) => cells.slice(0, 4))).toEqual(
      expected.map((associado) => [
        associado.nome,
        associado.email,
        formatCpfCnpj(associado.cpfCnpj),
        associado.ativo ? 'Ativo' : 'Inativo',
      ]),
    );
    expect(screen.getByRole('link', { name: /Novo associado/ })).toHaveAttribute('href', '/associados/form/cadastro');
    expect(screen.getByRole('button', { name: 'Exportar Associados' })).toBeEnabled();
    expect(screen.getByPlaceholderText('Pesquise por nome, e-mail, CPF/CNPJ ou cidade')).toHaveAccessibleName(
      'Pesquisar associados',
    );
  });

  it('colours the status: green Ativo, red Inativo', async () => {
    const inativo = firstPage().data[0];
    await db.associados.update((q) => q.where({ associadoId: inativo.associadoId }), {
      data: (record) => void (record.ativo = false),
    });
    await renderApp('/listas', { signedIn: true });
    const table = await findTable('Associados');
    expect(within(rowWith(table, inativo.nome)).getByText('Inativo').closest('.ui-tag')).toHaveClass('ui-tag--danger');
    const ativo = firstPage().data.find((associado) => associado.ativo)!;
    expect(within(rowWith(table, ativo.nome)).getByText('Ativo').closest('.ui-tag')).toHaveClass('ui-tag--success');
  });

  it('searches 1200 ms after typing stops, sending the text with page 1, and keeps it in the URL', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    const cidade = firstPage().data[3].endereco.cidade;

    const field = screen.getByLabelText('Pesquisar associados');
    let lastKeyAt = 0;
    field.addEventListener('input', () => (lastKeyAt = Date.now()));
    await user.type(field, cidade);
    await waitFor(() => expect(requests.of('buscarAssociados')).toHaveLength(2), { timeout: 2000 });
    // One search, sent once typing had stopped for 1200 ms (not before: search-input.test.tsx times it exactly).
    expect(requests.of('buscarAssociados')[1].at - lastKeyAt).toBeGreaterThanOrEqual(1200);
    expect(requests.of('buscarAssociados')[1].body).toEqual({
      descricao: cidade,
      filtros: [],
      numPage: 1,
      numRows: 10,
    });

    const expected = firstPage(cidade).data;
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Associados' })).map((cells) => cells[0])).toEqual(
        expected.map((a) => a.nome),
      ),
    );
    expect(new URL(location(router), 'http://x').searchParams.get('q')).toBe(cidade);
  });

  it('searches at once on Enter, and once only', async () => {
    const requests = captureRequests();
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await user.type(screen.getByLabelText('Pesquisar associados'), 'zzz-ninguém{Enter}');
    await waitFor(() => expect(requests.of('buscarAssociados')).toHaveLength(2));
    expect(requests.of('buscarAssociados')[1].body).toMatchObject({ descricao: 'zzz-ninguém', numPage: 1 });
    expect(await screen.findByText('Nenhum associado encontrado.')).toBeInTheDocument();
    // Typing's own wait, cancelled by Enter, sends nothing later: search-input.test.tsx runs it out.
    expect(requests.of('buscarAssociados')).toHaveLength(2);
  });

  it('adds filters as chips once each, sends them as filtros, removes one and clears all', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');

    expect(optionsOf('Filtrar por')).toEqual([
      'Nome',
      'E-mail',
      'CPF/CNPJ',
      'Cidade',
      'Cartório',
      'Tipo',
      'Data de Cadastro',
    ]);
    await chooseOption(user, 'Filtrar por', 'Cidade');
    await chooseOption(user, 'Filtrar por', 'Nome');
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cidade', 'Nome', 'Limpar filtros']);
    // A chosen filter is not offered again.
    expect(optionsOf('Filtrar por')).toEqual(['E-mail', 'CPF/CNPJ', 'Cartório', 'Tipo', 'Data de Cadastro']);
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toEqual({
        descricao: '',
        filtros: ['Cidade', 'Nome'],
        numPage: 1,
        numRows: 10,
      }),
    );
    expect(location(router)).toBe('/listas?filter=Cidade&filter=Nome');

    await user.click(screen.getByRole('button', { name: 'Remover filtro Cidade' }));
    await waitFor(() => expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ filtros: ['Nome'] }));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    // Back to the first search, which is already cached.
    await waitFor(() => expect(location(router)).toBe('/listas'));
    expect(optionsOf('Filtrar por')).toHaveLength(7);
  });

  it('goes back to page 1 when the search, a filter or the page size changes', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    const pager = screen.getByRole('navigation', { name: 'Paginação dos associados' });
    await user.click(within(pager).getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 3 }));
    expect(location(router)).toBe('/listas?page=3');

    await chooseOption(user, 'Filtrar por', 'Nome');
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 1, filtros: ['Nome'] }),
    );

    await user.click(
      within(screen.getByRole('navigation', { name: 'Paginação dos associados' })).getByRole('button', {
        name: 'Página 2',
      }),
    );
    await waitFor(() => expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 2 }));
    await user.type(screen.getByLabelText('Pesquisar associados'), 'a{Enter}');
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 1, descricao: 'a' }),
    );

    await user.click(
      within(screen.getByRole('navigation', { name: 'Paginação dos associados' })).getByRole('button', {
        name: 'Página 2',
      }),
    );
    await waitFor(() => expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 2 }));
    await chooseOption(user, 'Itens por página', '25');
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 1, numRows: 25 }),
    );
    expect(location(router)).toBe('/listas?filter=Nome&q=a&size=25');
  });

  it('shows the pager only when the total exceeds the page size, with 10 as default and the sizes of the spec', async () => {
    const { user } = await renderApp('/listas', { signedIn: true });
    const table = await findTable('Associados');
    const total = firstPage().total;
    expect(rowTexts(table)).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Paginação dos associados' });
    expect(within(pager).getByText(`1–10 de ${total}`)).toBeInTheDocument();
    expect(optionsOf('Itens por página')).toEqual(['10', '25', '30', '50', '100', 'MAX']);

    // A search with fewer results than a page: no pager.
    const cpfCnpj = formatCpfCnpj(firstPage().data[0].cpfCnpj);
    const few = firstPage(cpfCnpj);
    expect(few.total).toBeLessThanOrEqual(10);
    await user.type(screen.getByLabelText('Pesquisar associados'), `${cpfCnpj}{Enter}`);
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Associados' }))).toHaveLength(few.total));
    expect(screen.queryByRole('navigation', { name: 'Paginação dos associados' })).not.toBeInTheDocument();
  });

  it('MAX asks for every row (numRows = total) and hides the page links', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    const total = firstPage().total;
    await chooseOption(user, 'Itens por página', 'MAX');
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toEqual({
        descricao: '',
        filtros: [],
        numPage: 1,
        numRows: total,
      }),
    );
    expect(location(router)).toBe('/listas?size=max');
    const pager = await screen.findByRole('navigation', { name: 'Paginação dos associados' });
    await waitFor(() => expect(within(pager).getByText(`1–${total} de ${total}`)).toBeInTheDocument());
    expect(within(pager).queryByRole('button', { name: 'Página 2' })).not.toBeInTheDocument();
    // The size stays choosable, so MAX can be undone.
    await chooseOption(user, 'Itens por página', '10');
    await waitFor(() => expect(location(router)).toBe('/listas'));
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Associados' }))).toHaveLength(10));
  });

  it('at MAX, a server that caps its pages and stops giving rows: the list says how many associates are missing', async () => {
    capSearchPages(25, { lastPage: 1 });
    await renderApp('/listas?size=max', { signedIn: true });
    await findTable('Associados');
    const { total } = firstPage();
    expect(total).toBeGreaterThan(25);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Faltam ${total - 25} de ${total} associados: o servidor não os enviou, e a lista abaixo não os inclui. Tente abrir a lista de novo mais tarde.`,
    );
    // The 25 rows it did give are shown.
    expect(rowTexts(screen.getByRole('table', { name: 'Associados' }))).toHaveLength(25);
  });

  it('at MAX, a server that answers at most 25 rows a page: the whole list, and nothing said missing', async () => {
    capSearchPages(25);
    await renderApp('/listas?size=max', { signedIn: true });
    const { total } = firstPage();
    const pager = await screen.findByRole('navigation', { name: 'Paginação dos associados' });
    await waitFor(() => expect(within(pager).getByText(`1–${total} de ${total}`)).toBeInTheDocument());
    expect(screen.queryByText(/^Faltam /)).not.toBeInTheDocument();
  });

  it.each(['clamp', 'truncate'] as const)(
    'page 2 of 50 on a server that answers at most 25 rows a page (%s) shows rows 51–100, none of page 1’s',
    async (mode) => {
      capSearchPages(25, { mode });
      const { user } = await renderApp('/listas?size=50', { signedIn: true });
      const names = (numPage: number) =>
        searchAssociados({ descricao: '', filtros: [], numPage, numRows: 50 }).data.map((associado) => associado.nome);
      expect(firstPage().total).toBeGreaterThan(100);
      const table = await findTable('Associados');
      await waitFor(() => expect(rowTexts(table).map((cells) => cells[0])).toEqual(names(1)));

      const requests = captureRequests();
      await user.click(
        within(screen.getByRole('navigation', { name: 'Paginação dos associados' })).getByRole('button', {
          name: 'Página 2',
        }),
      );
      await waitFor(() =>
        expect(rowTexts(screen.getByRole('table', { name: 'Associados' })).map((cells) => cells[0])).toEqual(names(2)),
      );
      expect(screen.getByText(`51–100 de ${firstPage().total}`)).toBeInTheDocument();
      expect(screen.queryByText(/^Faltam /)).not.toBeInTheDocument();
      // Its own size known from page 1, the server is asked for its pages 3 and 4.
      expect(requests.of('buscarAssociados').map((request) => request.body)).toEqual([
        expect.objectContaining({ numPage: 3, numRows: 25 }),
        expect.objectContaining({ numPage: 4, numRows: 25 }),
      ]);
    },
  );

  it('opens a pasted MAX link with every row', async () => {
    const requests = captureRequests();
    await renderApp('/listas?size=max', { signedIn: true });
    const total = firstPage().total;
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 1, numRows: total }),
    );
    await waitFor(() => expect(screen.getByText(`1–${total} de ${total}`)).toBeInTheDocument());
  });

  it('links Editar and Ver informações of each row', async () => {
    const { user, router } = await renderApp('/listas', { signedIn: true });
    const table = await findTable('Associados');
    const associado = firstPage().data[1];
    const row = rowWith(table, associado.nome);
    expect(within(row).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/associados/form/editar/${associado.associadoId}`,
    );
    await user.click(within(row).getByRole('link', { name: 'Ver informações' }));
    await waitFor(() => expect(location(router)).toBe(`/associados/info/${associado.associadoId}`));
  });

  it('inativa after a confirm, then goes back to page 1 and reloads; Cancelar sends nothing', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas?page=2', { signedIn: true });
    const table = await findTable('Associados');
    const secondPage = searchAssociados({ descricao: '', filtros: [], numPage: 2, numRows: 10 }).data;
    const alvo = secondPage.find((associado) => associado.ativo)!;

    await user.click(within(rowWith(table, alvo.nome)).getByRole('button', { name: 'Inativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inativar associado' });
    expect(dialog).toHaveTextContent(`Deseja inativar o associado ${alvo.nome}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.of('alternarAtivoAssociado')).toHaveLength(0);

    await user.click(within(rowWith(table, alvo.nome)).getByRole('button', { name: 'Inativar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Inativar associado' })).getByRole('button', {
        name: 'Inativar',
      }),
    );
    await waitFor(() => expect(requests.of('alternarAtivoAssociado')).toHaveLength(1));
    expect(requests.of('alternarAtivoAssociado')[0].url).toMatch(
      new RegExp(`/api/associados/ativar/${alvo.associadoId}$`),
    );
    await waitFor(() => expect(location(router)).toBe('/listas'));
    await waitFor(() => expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 1 }));
    expect(db.associados.findFirst((q) => q.where({ associadoId: alvo.associadoId }))?.ativo).toBe(false);

    // Back on page 2, the row now offers Ativar.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Paginação dos associados' })).getByRole('button', {
        name: 'Página 2',
      }),
    );
    await waitFor(() =>
      expect(
        within(rowWith(screen.getByRole('table', { name: 'Associados' }), alvo.nome)).getByText('Inativo'),
      ).toBeInTheDocument(),
    );
    await user.click(
      within(rowWith(screen.getByRole('table', { name: 'Associados' }), alvo.nome)).getByRole('button', {
        name: 'Ativar',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Ativar associado' })).toHaveTextContent(
      `Deseja ativar o associado ${alvo.nome}?`,
    );
  });

  it('shows the server message when the toggle fails', async () => {
    server.use(
      http.get('*/api/associados/ativar/:id', () =>
        HttpResponse.json({ message: 'Associado bloqueado.' }, { status: 400 }),
      ),
    );
    const { user } = await renderApp('/listas', { signedIn: true });
    const table = await findTable('Associados');
    const alvo = firstPage().data.find((associado) => associado.ativo)!;
    await user.click(within(rowWith(table, alvo.nome)).getByRole('button', { name: 'Inativar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Inativar associado' })).getByRole('button', {
        name: 'Inativar',
      }),
    );
    const alert = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(alert).toHaveTextContent('Associado bloqueado.');
  });

  it('empties the list and says so when loading fails, and loads again on Tentar novamente', async () => {
    server.use(
      http.post('*/api/associados/busca', () => HttpResponse.json({ message: 'Falha.' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderApp('/listas', { signedIn: true });
    expect(
      await screen.findByText('Não foi possível carregar os associados.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Associados' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Paginação dos associados' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Associados' }))).toHaveLength(10), {
      timeout: 3000,
    });
  });

  it('empties rows that were shown when a later load fails', async () => {
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    server.use(http.post('*/api/associados/busca', () => HttpResponse.error()));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Paginação dos associados' })).getByRole('button', {
        name: 'Página 2',
      }),
    );
    expect(await screen.findByText('Não foi possível carregar os associados.')).toBeInTheDocument();
    expect(screen.queryByText(firstPage().data[0].nome)).not.toBeInTheDocument();
  });

  it('disables Inativar of the row while its toggle runs', async () => {
    const requests = captureRequests();
    let release: () => void = () => {};
    server.use(
      http.get('*/api/associados/ativar/:id', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = await renderApp('/listas', { signedIn: true });
    const table = await findTable('Associados');
    const alvo = firstPage().data.find((associado) => associado.ativo)!;
    await user.click(within(rowWith(table, alvo.nome)).getByRole('button', { name: 'Inativar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Inativar associado' })).getByRole('button', {
        name: 'Inativar',
      }),
    );
    await waitFor(() =>
      expect(within(rowWith(table, alvo.nome)).getByRole('button', { name: 'Inativar' })).toBeDisabled(),
    );
    release();
    await waitFor(() =>
      expect(
        within(rowWith(screen.getByRole('table', { name: 'Associados' }), alvo.nome)).getByRole('button', {
          name: 'Inativar',
        }),
      ).toBeEnabled(),
    );
    expect(requests.of('alternarAtivoAssociado')).toHaveLength(1);
  });
});
