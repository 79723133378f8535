import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/auth/session-store';
import { LIST_MEMORY_STORAGE_KEY } from '@/lib/list-memory';
import { DEMO_COLLEAGUE, DEMO_CREDENTIALS } from '@mocks/db/seed';
import { db } from '@mocks/db';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { chooseOption, selectedText } from '../form-controls';
import { findTable } from './listas-helpers';

/** What the browser keeps of each person's lists (raw). */
const stored = () => localStorage.getItem(LIST_MEMORY_STORAGE_KEY) ?? '';

/** /listas opened again as a person would (a new page load of the same browser, the same session). */
async function reopen(path = '/listas') {
  const app = await renderApp(path);
  await screen.findByRole('heading', { name: 'Listas', level: 1 });
  return app;
}

/** Leaves the shipments list on Enviado, 25 a page, searching "Mensalidade". */
async function leaveShipmentsFiltered(user: UserEvent, router: Parameters<typeof location>[0]) {
  await user.click(screen.getByRole('tab', { name: 'Remessas' }));
  await findTable('Remessas');
  // The page size first: the pager hides once every row fits one page.
  await chooseOption(user, 'Itens por página', '25');
  await chooseOption(user, 'Situação', 'Enviado');
  await user.type(screen.getByLabelText('Pesquisar remessas'), 'Mensalidade{Enter}');
  await waitFor(() => expect(location(router)).toBe('/listas?type=shipments&size=25&status=3&q=Mensalidade'));
  await waitFor(() => expect(stored()).toContain('q=Mensalidade'));
}

async function signOut(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /Menu do usuário/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Sair da conta' }));
  await screen.findByRole('heading', { name: 'Entrar' });
}

async function signIn(user: UserEvent, who: { cpf: string; senha: string }) {
  await user.type(screen.getByLabelText('CPF'), who.cpf);
  await user.type(screen.getByLabelText('Senha'), who.senha);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await screen.findByRole('heading', { name: 'Listas', level: 1 }, { timeout: 5000 });
}

describe('/listas as the person left it', () => {
  it('opened with no query, shows the tab, search, filter and page size last used, asking only for that list', async () => {
    const first = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await leaveShipmentsFiltered(first.user, first.router);
    first.unmount();

    const requests = captureRequests();
    const { router } = await reopen();
    await findTable('Remessas');
    expect(location(router)).toBe('/listas?type=shipments&size=25&status=3&q=Mensalidade');
    expect(screen.getByRole('tab', { name: 'Remessas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Pesquisar remessas')).toHaveValue('Mensalidade');
    expect(selectedText('Situação')).toBe('Enviado');
    expect(selectedText('Itens por página')).toBe('25');
    expect(requests.of('buscarRemessas').map((request) => request.body)).toEqual([
      { descricao: 'Mensalidade', situacaoRemessaId: 3, numPage: 1, numRows: 25 },
    ]);
    // The default list was never asked for on the way.
    expect(requests.of('buscarAssociados')).toEqual([]);
  });

  it('the header’s logo link to Listas, from another page, opens the view kept', async () => {
    const first = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await leaveShipmentsFiltered(first.user, first.router);
    first.unmount();

    const { user, router } = await renderApp('/usuarios/form/cadastro');
    const logo = await screen.findByRole('link', { name: /: ir para Listas$/ });
    expect(logo).toHaveAttribute('href', '/listas');
    const requests = captureRequests();
    await user.click(logo);
    await findTable('Remessas');
    expect(location(router)).toBe('/listas?type=shipments&size=25&status=3&q=Mensalidade');
    expect(screen.getByRole('tab', { name: 'Remessas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Pesquisar remessas')).toHaveValue('Mensalidade');
    expect(requests.of('buscarRemessas').map((request) => request.body)).toEqual([
      { descricao: 'Mensalidade', situacaoRemessaId: 3, numPage: 1, numRows: 25 },
    ]);
    expect(requests.of('buscarAssociados')).toEqual([]);
  });

  it('keeps the page size but not the page', async () => {
    const first = await renderApp('/listas?type=shipments&page=2', { signedIn: true });
    await findTable('Remessas');
    await first.user.click(
      within(screen.getByRole('navigation', { name: 'Paginação das remessas' })).getByRole('button', {
        name: 'Página 3',
      }),
    );
    await waitFor(() => expect(location(first.router)).toBe('/listas?type=shipments&page=3'));
    await waitFor(() => expect(stored()).toContain('type=shipments'));
    first.unmount();

    const { router } = await reopen();
    await findTable('Remessas');
    expect(location(router)).toBe('/listas?type=shipments');
  });

  it('a query in the address wins over the view kept', async () => {
    const first = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await leaveShipmentsFiltered(first.user, first.router);
    first.unmount();

    const { router } = await reopen('/listas?type=users');
    expect(await findTable('Usuários')).toBeInTheDocument();
    expect(location(router)).toBe('/listas?type=users');
    expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  });

  it('remembers Limpar filtros and a tab change, and Limpar filtros stays cleared on the page', async () => {
    const first = await renderApp('/listas?filter=Cidade&filter=Nome', { signedIn: true });
    await findTable('Associados');
    const requests = captureRequests();
    await first.user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(location(first.router)).toBe('/listas'));
    // The lists' own plain address is the view as it says: nothing is put back over it. The page
    // shows it (it asks for the list without filters), where a view put back would have gone first.
    await waitFor(() => expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ filtros: [] }));
    expect(location(first.router)).toBe('/listas');
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    first.unmount();

    const second = await reopen();
    await findTable('Associados');
    expect(location(second.router)).toBe('/listas');
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    await second.user.click(screen.getByRole('tab', { name: 'Usuários' }));
    await waitFor(() => expect(location(second.router)).toBe('/listas?type=users'));
    await findTable('Usuários');
    second.unmount();

    const { router } = await reopen();
    expect(await findTable('Usuários')).toBeInTheDocument();
    expect(location(router)).toBe('/listas?type=users');
  });

  it('Sair da conta keeps it; another person signing in on this browser sees the default list, then the first gets theirs back', async () => {
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await leaveShipmentsFiltered(user, router);
    await signOut(user);
    expect(stored()).toContain('Mensalidade');

    await signIn(user, { cpf: DEMO_COLLEAGUE.cpf, senha: DEMO_COLLEAGUE.senha });
    expect(await findTable('Associados')).toBeInTheDocument();
    expect(location(router)).toBe('/listas');
    expect(screen.getByRole('tab', { name: 'Associados' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Pesquisar associados')).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Usuários' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    await signOut(user);

    await signIn(user, { cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments&size=25&status=3&q=Mensalidade'));
    expect(await findTable('Remessas')).toBeInTheDocument();
    expect(screen.getByLabelText('Pesquisar remessas')).toHaveValue('Mensalidade');
    await signOut(user);

    await signIn(user, { cpf: DEMO_COLLEAGUE.cpf, senha: DEMO_COLLEAGUE.senha });
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
  });

  it('never keeps a CPF or CNPJ typed in the search, nor one in a pasted link', async () => {
    const requests = captureRequests();
    const first = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await first.user.type(screen.getByLabelText('Pesquisar associados'), 'Silva{Enter}');
    await waitFor(() => expect(location(first.router)).toBe('/listas?q=Silva'));
    await first.user.clear(screen.getByLabelText('Pesquisar associados'));
    await first.user.type(screen.getByLabelText('Pesquisar associados'), '111.444.777-35{Enter}');
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ descricao: '111.444.777-35' }),
    );
    await waitFor(() => expect(location(first.router)).toBe('/listas'));
    expect(stored()).not.toMatch(/111|444|777/);
    first.unmount();

    const second = await reopen('/listas?q=11222333000181&type=shipments');
    await findTable('Remessas');
    second.unmount();
    expect(stored()).not.toContain('11222333000181');

    const { router } = await reopen();
    await findTable('Remessas');
    expect(location(router)).toBe('/listas?type=shipments');
    expect(screen.getByLabelText('Pesquisar remessas')).toHaveValue('');
  });

  it('a session whose owner is not known keeps nothing and gets nothing', async () => {
    const usuario = db.usuarios.findFirst((q) => q.where({ cpf: DEMO_CREDENTIALS.cpf }))!;
    await db.sessoes.create({ token: 'token-sem-titular', usuarioId: usuario.usuarioId });
    storeSession({ accessToken: 'token-sem-titular', nome: usuario.nome }, null);
    const first = await renderApp('/listas?type=users');
    await findTable('Usuários');
    first.unmount();
    expect(stored()).toBe('');

    const { router } = await reopen();
    await findTable('Associados');
    expect(location(router)).toBe('/listas');
  });
});
