import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { TEST_TOKEN } from '../auth';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';

const editUserPage = '/usuarios/form/editar/2';

describe('session', () => {
  it('Sair da conta removes the session and every cached answer, so the next user sees nothing of the last', async () => {
    const requests = captureRequests();
    const { user, router, queryClient } = await renderApp(editUserPage, { signedIn: true });
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    expect(await screen.findByDisplayValue(usuario.nome)).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Menu do usuário/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sair da conta' }));
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(location(router)).toBe('/');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    await user.type(screen.getByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
    await user.type(screen.getByLabelText('Senha'), DEMO_CREDENTIALS.senha);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location(router)).toBe('/listas'));
    await router.navigate(editUserPage);
    expect(await screen.findByDisplayValue(usuario.nome)).toBeInTheDocument();
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
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('restores a stored session when the app loads', async () => {
    const { router } = await renderApp(editUserPage, { signedIn: true });
    await screen.findByRole('heading', { name: 'Edição do usuário' });
    expect(location(router)).toBe(editUserPage);
    expect(getSession()?.accessToken).toBe(TEST_TOKEN);
  });
});
