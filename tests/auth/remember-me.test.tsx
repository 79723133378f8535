import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readRememberedCredentials,
  rememberCredentials,
  REMEMBER_ME_KEY_DATABASE,
  REMEMBER_ME_STORAGE_KEY,
} from '@/lib/auth/remember-me';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { hashText } from '@mocks/lib/hash';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function signIn(user: User, { remember }: { remember: boolean }) {
  await screen.findByRole('heading', { name: 'Entrar' });
  await user.type(screen.getByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
  await user.type(screen.getByLabelText('Senha'), DEMO_CREDENTIALS.senha);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

async function signOut(user: User) {
  await user.click(await screen.findByRole('button', { name: /Menu do usuário/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sair da conta' }));
  await screen.findByRole('heading', { name: 'Entrar' });
}

/** Everything this browser keeps for the panel: localStorage entries and every IndexedDB record. */
async function everythingStored(): Promise<string> {
  const local = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
  const indexed: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name!);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    for (const store of Array.from(database.objectStoreNames)) {
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const request = database.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      indexed.push(...values.map((value) => `${name}/${store}: ${JSON.stringify(value)} ${String(value)}`));
    }
    database.close();
  }
  return [...local, ...indexed].join('\n');
}

async function hasKey(): Promise<boolean> {
  const stored = await everythingStored();
  return stored.includes(`${REMEMBER_ME_KEY_DATABASE}/`);
}

describe('Lembrar-me', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('remembers the credentials encrypted and fills the form after sign-out, without submitting it', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/');
    await signIn(user, { remember: true });
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });

    // Remembering runs in the background once signed in.
    // The key is made first, then the encrypted record is written: wait for both.
    await waitFor(async () => expect(await hasKey()).toBe(true));
    await waitFor(async () => expect(await everythingStored()).toContain(REMEMBER_ME_STORAGE_KEY));
    const stored = await everythingStored();
    for (const clear of [DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha])
      expect(stored).not.toContain(clear);

    await signOut(user);
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35'));
    // The remembered password never enters the page; the page says one is kept.
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(DEMO_CREDENTIALS.senha);
    expect(
      screen.getByText(
        'Há uma senha lembrada neste navegador para este CPF: deixe em branco para entrar com ela, ou digite outra.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked();
    expect(screen.getByLabelText('CPF')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('autocomplete', 'current-password');
    // Filled, never submitted by itself.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.of('autenticar')).toHaveLength(1);
    expect(location(router)).toBe('/');
  });

  it('signs in from the encrypted record on a fresh load, the password field left empty', async () => {
    await rememberCredentials({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    const requests = captureRequests();
    const { user, router } = await renderApp('/');
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35'));
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
    expect(requests.of('autenticar')[0].body).toEqual({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
  });

  it('typing another CPF hides the remembered-password hint, unticks Lembrar-me and asks for the Senha', async () => {
    await rememberCredentials({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    const requests = captureRequests();
    const { user, router } = await renderApp('/');
    const cpf = await screen.findByLabelText('CPF');
    await waitFor(() => expect(cpf).toHaveValue('111.444.777-35'));
    expect(screen.getByText(/Há uma senha lembrada neste navegador para este CPF/)).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveValue('');

    // Someone else's CPF: the remembered password is not theirs, nor is the choice to remember.
    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    await waitFor(() => expect(screen.queryByText(/Há uma senha lembrada/)).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha é obrigatória.');
    expect(requests.of('autenticar')).toHaveLength(0);
    expect(location(router)).toBe('/');
    // Only the form changed: the record stays, for the next load with the remembered CPF.
    expect(await readRememberedCredentials()).toEqual({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
  });

  it('a record older than PAINEL_REMEMBER_ME_DAYS (30) is wiped and the form starts empty', async () => {
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now - 31 * 24 * 60 * 60 * 1000);
    await rememberCredentials({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    spy.mockRestore();
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Entrar' });
    await waitFor(() => expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull());
    expect(screen.getByLabelText('CPF')).toHaveValue('');
  });

  it('unticking Lembrar-me forgets the record and its key at once; the password must then be typed', async () => {
    await rememberCredentials({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    const { user, router } = await renderApp('/');
    const lembrarMe = await screen.findByRole('checkbox', { name: 'Lembrar-me' });
    await waitFor(() => expect(lembrarMe).toBeChecked());
    await user.click(lembrarMe);
    await waitFor(async () => expect(await hasKey()).toBe(false));
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Senha é obrigatória.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha'), DEMO_CREDENTIALS.senha);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
    await signOut(user);
    expect(screen.getByLabelText('CPF')).toHaveValue('');
  });

  it('a record that cannot be decrypted is wiped and the form starts empty', async () => {
    await rememberCredentials({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    const record = JSON.parse(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)!);
    localStorage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify({ ...record, dados: btoa('adulterado-por-alguem') }));

    await renderApp('/');
    await screen.findByRole('heading', { name: 'Entrar' });
    await waitFor(() => expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull());
    expect(await hasKey()).toBe(false);
    expect(screen.getByLabelText('CPF')).toHaveValue('');
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).not.toBeChecked();
  });

  it('a record whose key is gone is wiped and the form starts empty', async () => {
    await rememberCredentials({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    globalThis.indexedDB = new IDBFactory();

    await renderApp('/');
    await screen.findByRole('heading', { name: 'Entrar' });
    await waitFor(() => expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull());
    expect(screen.getByLabelText('CPF')).toHaveValue('');
  });

  it('credentials the server rejects are wiped: CPF kept, remembered password cleared, next load empty', async () => {
    await rememberCredentials({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    // The password was changed elsewhere since it was remembered.
    const novaSenha = await hashText('senha-nova');
    await db.usuarios.update((q) => q.where({ cpf: DEMO_CREDENTIALS.cpf }), {
      data(record) {
        record.senhaHash = novaSenha;
      },
    });

    const first = await renderApp('/');
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35'));
    await first.user.click(screen.getByRole('button', { name: 'Entrar' }));
    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(within(dialog).getByText('CPF ou senha incorretos.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Há uma senha lembrada/)).not.toBeInTheDocument());
    expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35');
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
    expect(await hasKey()).toBe(false);
    first.unmount();

    await renderApp('/');
    await screen.findByRole('heading', { name: 'Entrar' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('CPF')).toHaveValue('');
  });

  it('a typed wrong password does not wipe the remembered credentials', async () => {
    await rememberCredentials({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    const { user } = await renderApp('/');
    const senha = await screen.findByLabelText('Senha');
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35'));
    await user.type(senha, 'outra-coisa');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('dialog', { name: /Erro!/ });
    expect(senha).toHaveValue('outra-coisa');
    expect(await readRememberedCredentials()).toEqual({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
  });
});
