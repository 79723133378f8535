import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getBuscarAssociadosQueryOptions, getObterAssociadoQueryOptions } from '@/generated/api/associados/associados';
import { getBuscarRemessasQueryOptions, getObterRemessaQueryOptions } from '@/generated/api/remessas/remessas';
import { getBuscarUsuariosQueryOptions, getObterUsuarioQueryOptions } from '@/generated/api/usuarios/usuarios';
import { getSession } from '@/lib/auth/session-store';
import { FORBIDDEN_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/lib/http/error-message';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { findTable, rowTexts } from '../../listas/listas-helpers';
import { location, renderApp } from '../../render';
import { captureRequests } from '../../requests';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Waits until the page has no read in flight: a failure installed for the next call must meet the
 * refresh the test makes, not a read of the page's opening that a busy machine started late.
 */
const settled = (queryClient: Awaited<ReturnType<typeof renderApp>>['queryClient']) =>
  waitFor(() => expect(queryClient.isFetching()).toBe(0));
const expired = () => HttpResponse.json({ message: 'Sessão expirada. Entre novamente.' }, { status: 401 });

/** Answers with data still in the cache (a screen may register an empty query again). */
const cachedAnswers = (queryClient: Awaited<ReturnType<typeof renderApp>>['queryClient']) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data !== undefined);

describe('ten parallel calls all answer 401', () => {
  it('signs out once, navigates once to the sign-in page, does not loop and leaves the cache empty', async () => {
    const { router, queryClient } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    const signOuts = vi.spyOn(queryClient, 'clear');
    const navigations: string[] = [];
    let lastKey = router.state.location.key;
    const stopWatching = router.subscribe((state) => {
      if (state.location.key === lastKey) return;
      lastKey = state.location.key;
      navigations.push(state.location.pathname);
    });
    server.use(http.all('*/api/*', expired));
    const requests = captureRequests();

    const search = { descricao: '', numPage: 1, numRows: 10 };
    const results = await Promise.allSettled([
      ...[2, 3, 4].map((numPage) =>
        queryClient.fetchQuery(getBuscarAssociadosQueryOptions({ ...search, filtros: [], numPage })),
      ),
      ...[1, 2].map((numPage) =>
        queryClient.fetchQuery(getBuscarUsuariosQueryOptions({ ...search, tipoUsuario: '', numPage })),
      ),
      ...[1, 2].map((numPage) =>
        queryClient.fetchQuery(getBuscarRemessasQueryOptions({ ...search, situacaoRemessaId: null, numPage })),
      ),
      queryClient.fetchQuery(getObterAssociadoQueryOptions(1)),
      queryClient.fetchQuery(getObterUsuarioQueryOptions(2)),
      queryClient.fetchQuery(getObterRemessaQueryOptions(1)),
    ]);

    expect(results).toHaveLength(10);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByText(/^Sua sessão expirou\. Entre novamente para continuar/)).toBeInTheDocument();
    expect(signOuts).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    expect(location(router)).toBe('/');

    // Settled: nothing more is asked of the server and the app stays on the sign-in page.
    const sentAfterSignOut = requests.all.length;
    await wait(500);
    expect(requests.all).toHaveLength(sentAfterSignOut);
    expect(navigations).toEqual(['/']);
    expect(signOuts).toHaveBeenCalledTimes(1);
    expect(cachedAnswers(queryClient)).toEqual([]);
    stopWatching();
  });
});

describe('a 403 and a network error are not a lost session', () => {
  it('a 403 on an action shows "sem permissão" in Portuguese and keeps the user signed in', async () => {
    server.use(http.get('*/api/associados/ativar/:id', () => new HttpResponse(null, { status: 403 })));
    const { user, router } = await renderApp('/listas', { signedIn: true });
    const table = await findTable('Associados');
    await user.click(within(table).getAllByRole('button', { name: /^(Inativar|Ativar)$/ })[0]);
    const confirm = await screen.findByRole('dialog', { name: /associado$/ });
    await user.click(within(confirm).getByRole('button', { name: /^(Inativar|Ativar)$/ }));

    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(FORBIDDEN_ERROR_MESSAGE);
    expect(getSession()).not.toBeNull();
    expect(location(router)).toBe('/listas');
    expect(rowTexts(screen.getByRole('table', { name: 'Associados' }))).toHaveLength(10);
  });

  it("a 403 with the server's own message shows that message", async () => {
    server.use(
      http.post('*/api/usuarios', () =>
        HttpResponse.json({ message: 'Seu perfil não pode cadastrar usuários.' }, { status: 403 }),
      ),
    );
    const { user, router } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), 'Joana Prado');
    await user.type(screen.getByLabelText('E-mail'), 'joana@exemplo.com.br');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));
    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(
      'Seu perfil não pode cadastrar usuários.',
    );
    expect(getSession()).not.toBeNull();
    expect(location(router)).toBe('/usuarios/form/cadastro');
  });

  it('a 403 when opening a page says so, with no sign-out', async () => {
    server.use(http.get('*/api/associados/:id', () => new HttpResponse(null, { status: 403 })));
    const { router } = await renderApp('/associados/info/1', { signedIn: true });
    expect(await screen.findByText(FORBIDDEN_ERROR_MESSAGE)).toBeInTheDocument();
    expect(getSession()).not.toBeNull();
    expect(location(router)).toBe('/associados/info/1');
  });

  it('a network error refreshing a list keeps its rows on screen, says so, and Tentar novamente loads again', async () => {
    const { user, router, queryClient } = await renderApp('/listas', { signedIn: true });
    const before = rowTexts(await findTable('Associados'));
    expect(before).toHaveLength(10);
    await settled(queryClient);
    server.use(http.post('*/api/associados/busca', () => HttpResponse.error(), { once: true }));

    await queryClient.refetchQueries({ type: 'active' });

    expect(await screen.findByText('Não foi possível carregar os associados.')).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('table', { name: 'Associados' }))).toEqual(before);
    expect(getSession()).not.toBeNull();
    expect(location(router)).toBe('/listas');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText('Não foi possível carregar os associados.')).not.toBeInTheDocument());
    expect(rowTexts(screen.getByRole('table', { name: 'Associados' }))).toEqual(before);
  });

  it('a network error refreshing a detail page keeps what it shows and offers to try again', async () => {
    const associado = db.associados.findFirst((q) => q.where({ associadoId: 1 }))!;
    const { user, router, queryClient } = await renderApp('/associados/info/1', { signedIn: true });
    expect(await screen.findAllByText(associado.associacao.nomeCartorio)).not.toHaveLength(0);
    await settled(queryClient);
    server.use(http.get('*/api/associados/:id', () => HttpResponse.error(), { once: true }));

    await queryClient.refetchQueries({ type: 'active' });

    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(associado.associacao.nomeCartorio)).not.toHaveLength(0);
    expect(getSession()).not.toBeNull();
    expect(location(router)).toBe('/associados/info/1');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument());
    expect(screen.getAllByText(associado.associacao.nomeCartorio)).not.toHaveLength(0);
  });

  it('a network error refreshing a form being edited keeps the form and what was typed', async () => {
    const { user, queryClient } = await renderApp('/usuarios/form/editar/2', { signedIn: true });
    const nome = await screen.findByLabelText('Nome');
    await waitFor(() => expect(nome).not.toHaveValue(''));
    await user.clear(nome);
    await user.type(nome, 'Nome em edição');
    await settled(queryClient);
    server.use(http.get('*/api/usuarios/:id', () => HttpResponse.error(), { once: true }));

    // The refetch fails, and React has rendered what it left.
    await act(() => queryClient.refetchQueries({ type: 'active' }));

    expect(screen.getByLabelText('Nome')).toHaveValue('Nome em edição');
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
    expect(getSession()).not.toBeNull();
  });
});
