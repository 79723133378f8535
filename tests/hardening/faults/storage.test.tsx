import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { REMEMBER_ME_STORAGE_KEY } from '@/lib/auth/remember-me';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { findTable, rowTexts } from '../../listas/listas-helpers';
import { location, renderApp } from '../../render';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function signIn(user: User, { remember = false } = {}) {
  await user.type(await screen.findByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
  await user.type(screen.getByLabelText('Senha'), DEMO_CREDENTIALS.senha);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

/** Every Storage call throws, as in a browser with storage blocked (private mode, policy). */
function blockStorage() {
  const blocked = () => {
    throw new DOMException('O acesso ao armazenamento foi negado.', 'SecurityError');
  };
  for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const)
    vi.spyOn(Storage.prototype, method).mockImplementation(blocked);
}

/**
 * Reading `window.localStorage` or `window.sessionStorage` itself throws, as in a browser whose
 * storage is blocked by a policy (the objects, not only their methods). Put back after the test.
 */
function blockStorageObjects() {
  const blocked = () => {
    throw new DOMException('O acesso ao armazenamento foi negado.', 'SecurityError');
  };
  for (const name of ['localStorage', 'sessionStorage'] as const)
    vi.spyOn(window, name, 'get').mockImplementation(blocked);
}

/** Writing throws, as in a browser whose storage is full. */
function fillStorage() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('A cota de armazenamento foi excedida.', 'QuotaExceededError');
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/**
 * Browser storage unavailable, full, or holding a corrupt session. The sign-in page always shows,
 * signing in works (the session then lives in this tab's memory), and nothing is left blank. How
 * the stored session is read on a page load: stored-session.test.ts.
 */
describe('storage that fails', () => {
  it.each([
    ['every Storage call throws', blockStorage],
    ['reading window.localStorage and window.sessionStorage throws', blockStorageObjects],
  ])(
    'blocked storage (%s): the sign-in page shows, signing in (even with Lembrar-me) works and reaches the lists',
    async (_, block) => {
      block();
      const { user, router } = await renderApp('/listas');
      expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
      expect(location(router)).toBe('/');

      await signIn(user, { remember: true });
      await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
      expect(rowTexts(await findTable('Associados'))).toHaveLength(10);
      expect(getSession()).not.toBeNull();
    },
  );

  it('full storage: signing in works and the session lives in memory', async () => {
    fillStorage();
    const { user, router } = await renderApp('/');
    await signIn(user, { remember: true });
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
    expect(rowTexts(await findTable('Associados'))).toHaveLength(10);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
  });

  it('a corrupt session written by another tab leaves this tab on the sign-in page, not blank', async () => {
    const { router } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');

    act(() => {
      localStorage.setItem(SESSION_STORAGE_KEY, '{corrompido');
      window.dispatchEvent(
        new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: '{corrompido', storageArea: localStorage }),
      );
    });

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(location(router)).toBe('/');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a corrupt Lembrar-me record shows the sign-in page with empty fields and is wiped', async () => {
    localStorage.setItem(REMEMBER_ME_STORAGE_KEY, '<<lixo>>');
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull());
    expect(screen.getByLabelText('CPF')).toHaveValue('');
    expect(screen.getByLabelText('Senha')).toHaveValue('');
  });
});
