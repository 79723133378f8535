import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/auth/session-store';

/** The session store as the app finds it on a fresh page load (nothing read yet). */
async function freshSessionStore() {
  vi.resetModules();
  return import('@/lib/auth/session-store');
}

function blockStorage() {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('O acesso ao armazenamento foi negado.', 'SecurityError');
  });
}

afterEach(() => {
  vi.resetModules();
});

/**
 * What a page load finds in storage. Anything but a session with a token reads as signed out (the
 * sign-in page), and a corrupt record is removed. Kept apart from the rendered tests because it
 * reloads the store module.
 */
describe('the stored session on a page load', () => {
  it.each([
    ['not JSON', '{"accessToken": "abc'],
    ['a string', '"token-solto"'],
    ['null', 'null'],
    ['a list', '[]'],
    ['a token that is a number', '{"accessToken": 5}'],
    ['an empty token', '{"accessToken": ""}'],
  ])('a stored session that is %s reads as signed out and is removed', async (_what, stored) => {
    localStorage.setItem(SESSION_STORAGE_KEY, stored);
    const store = await freshSessionStore();
    expect(store.getSession()).toBeNull();
    expect(store.getAccessToken()).toBe('');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('storage that throws on the first read reads as signed out', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: 'valido' }));
    blockStorage();
    const store = await freshSessionStore();
    expect(store.getSession()).toBeNull();
  });
});
