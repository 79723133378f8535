import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getSession, SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { saveFormDraft } from '@/lib/form-draft';
import { notifyUnauthorized } from '@/lib/http/unauthorized';
import { signInAsDemoUser, TEST_TOKEN } from '../auth';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';

const editUserPage = '/usuarios/form/editar/2';

/**
 * Answers still held in the cache. A screen still mounted at sign-out may register its query
 * again, empty; what matters is that no answer of the last session survives.
 */
const cachedAnswers = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryKey);

describe('session', () => {
  it('Sair da conta removes the session and every cached answer, so the next user sees nothing of the last', async () => {
    const requests = captureRequests();
    const { user, router, queryClient } = await renderApp(editUserPage, { signedIn: true });
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    expect(await screen.findByDisplayValue(usuario.nome)).toBeInTheDocument();
    expect(cachedAnswers(queryClient)).not.toEqual([]);

    await user.click(screen.getByRole('button', { name: /Menu do usuário/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sair da conta' }));
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(location(router)).toBe('/');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(cachedAnswers(queryClient)).toEqual([]);

    await user.type(screen.getByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
    await user.type(screen.getByLabelText('Senha'), DEMO_CREDENTIALS.senha);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
    await screen.findByRole('heading', { name: 'Listas' }, { timeout: 5000 });
    await router.navigate(editUserPage);
    expect(await screen.findByDisplayValue(usuario.nome, {}, { timeout: 5000 })).toBeInTheDocument();
    // Asked again, with the new token: nothing came from the last session's cache.
    const loads = requests.of('obterUsuario');
    expect(loads).toHaveLength(2);
    expect(loads[1].headers.get('authorization')).toBe(`Bearer ${getSession()?.accessToken}`);
    expect(getSession()?.accessToken).not.toBe(TEST_TOKEN);
  });

  it('a 401 on any call signs out, drops the cache and sends the user to /', async () => {
    const { router, queryClient } = await renderApp(editUserPage, { signedIn: true });
    await screen.findByRole('heading', { name: 'Edição do usuário' });
    // The server forgets the session (expired elsewhere).
    db.sessoes.clear();
    await queryClient.refetchQueries();

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(location(router)).toBe('/');
    expect(getSession()).toBeNull();
    expect(cachedAnswers(queryClient)).toEqual([]);
  });

  it('the sign-in page on screen shows the expiry notice as soon as the session ends by expiry, without a navigation', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(screen.queryByText(/^Sua sessão expirou\. Entre novamente para continuar/)).not.toBeInTheDocument();
    const navigations: string[] = [];
    const stopWatching = router.subscribe((state) => navigations.push(state.location.pathname));

    // What the HTTP client does on a 401: the server says the session is over.
    notifyUnauthorized();

    expect(await screen.findByText(/^Sua sessão expirou\. Entre novamente para continuar/)).toBeInTheDocument();
    expect(navigations).toEqual([]);
    expect(location(router)).toBe('/');
    stopWatching();
  });

  it('restores a stored session when the app loads', async () => {
    const { router } = await renderApp(editUserPage, { signedIn: true });
    await screen.findByRole('heading', { name: 'Edição do usuário' });
    expect(location(router)).toBe(editUserPage);
    expect(getSession()?.accessToken).toBe(TEST_TOKEN);
  });
});

describe('a session ended in another tab', () => {
  /** What the browser does in this tab when another tab writes or removes the stored session. */
  function otherTabWrites(value: string | null) {
    if (value === null) localStorage.removeItem(SESSION_STORAGE_KEY);
    else localStorage.setItem(SESSION_STORAGE_KEY, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: value, storageArea: localStorage }),
    );
  }

  it.each([
    ['signed out there', () => null],
    [
      'someone else signed in there',
      () =>
        JSON.stringify({ accessToken: 'token-de-outra-pessoa', nome: 'Ana Beatriz Costa', titular: 'outra-pessoa' }),
    ],
    ['someone not known signed in there', () => JSON.stringify({ accessToken: 'token-sem-titular' })],
  ])('%s: cached answers dropped, sign-in page with the reason, and never the other token', async (_case, stored) => {
    const { router, queryClient } = await renderApp(editUserPage, { signedIn: true });
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    expect(await screen.findByDisplayValue(usuario.nome)).toBeInTheDocument();
    const requests = captureRequests();

    const value = stored();
    otherTabWrites(value);
    expect(
      await screen.findByText(
        'Sua sessão foi encerrada em outra aba deste navegador. Entre novamente para continuar; o que ainda não tinha sido salvo não foi gravado.',
      ),
    ).toBeInTheDocument();
    expect(location(router)).toBe('/');
    expect(getSession()).toBeNull();
    expect(cachedAnswers(queryClient)).toEqual([]);
    // What the other tab stored is its own: this tab leaves it there, and never uses it.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(value);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.all.filter((request) => request.headers.get('authorization') !== '')).toEqual([]);
  });

  it('the same person signing in again there: this tab goes on with the new token', async () => {
    const { router } = await renderApp(editUserPage, { signedIn: true });
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    expect(await screen.findByDisplayValue(usuario.nome)).toBeInTheDocument();
    const mine = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { titular: string };
    await db.sessoes.create({ token: 'novo-token', usuarioId: 1 });

    otherTabWrites(JSON.stringify({ accessToken: 'novo-token', nome: 'Ana Beatriz Costa', titular: mine.titular }));
    await waitFor(() => expect(getSession()?.accessToken).toBe('novo-token'));
    expect(location(router)).toBe(editUserPage);
    expect(screen.getByDisplayValue(usuario.nome)).toBeInTheDocument();
    expect(TEST_TOKEN).not.toBe('novo-token');
  });
});

describe('a page restored from the back-forward cache', () => {
  const leave = () => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
  const comeBack = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

  it('is hidden while cached, and comes back as it was while the session is the same', async () => {
    const { router } = await renderApp(editUserPage, { signedIn: true });
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    expect(await screen.findByDisplayValue(usuario.nome)).toBeInTheDocument();
    leave();
    expect(document.documentElement.style.visibility).toBe('hidden');
    comeBack();
    expect(document.documentElement.style.visibility).toBe('');
    expect(getSession()?.accessToken).toBe(TEST_TOKEN);
    expect(location(router)).toBe(editUserPage);
    expect(screen.getByDisplayValue(usuario.nome)).toBeInTheDocument();
  });

  it('follows a sign-out made while it was away, which it heard nothing of, before it shows again', async () => {
    const { router, queryClient } = await renderApp(editUserPage, { signedIn: true });
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    expect(await screen.findByDisplayValue(usuario.nome)).toBeInTheDocument();
    leave();
    // Sair da conta in another page of this tab: a cached page gets no storage event for it.
    localStorage.removeItem(SESSION_STORAGE_KEY);
    comeBack();
    expect(getSession()).toBeNull();
    // Gone before the next frame: the microtasks queued by the event run before it, React's first.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(screen.queryByDisplayValue(usuario.nome)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(location(router)).toBe('/');
    expect(cachedAnswers(queryClient)).toEqual([]);
  });
});

describe('recovery and billing routes', () => {
  it.each(['/cobranca/demo-disponivel', '/esqueceu-senha', '/cadastrar-senha/qualquer'])(
    '%s clears the stored session and every draft of the tab',
    async (path) => {
      await signInAsDemoUser();
      await saveFormDraft('/usuarios/form/cadastro', { nome: 'Rascunho' });
      expect(Object.keys(sessionStorage)).toHaveLength(1);
      await renderApp(path);
      await waitFor(() => expect(getSession()).toBeNull());
      await waitFor(() => expect(Object.keys(sessionStorage)).toEqual([]));
    },
  );
});
