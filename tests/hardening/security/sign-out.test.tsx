import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { REMEMBER_ME_STORAGE_KEY } from '@/lib/auth/remember-me';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { location, renderApp } from '../../render';

/**
 * After Sair da conta this browser keeps no token and no answer of the session, the remembered
 * password only as ciphertext, and Back shows the sign-in page, not the associate.
 */

/** Every text this browser keeps for the panel: both web storages and every IndexedDB record. */
async function everythingStored(): Promise<string> {
  const storages = [localStorage, sessionStorage].flatMap((storage) =>
    Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
  );
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
  return [...storages, ...indexed].join('\n');
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  sessionStorage.clear();
});

describe('after Sair da conta', () => {
  it('nothing of the session is kept, the remembered password is ciphertext, and Back shows the sign-in page', async () => {
    const associado = db.associados.all()[3];
    const { user, router, queryClient } = await renderApp('/');
    await user.type(await screen.findByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), DEMO_CREDENTIALS.senha);
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
    const token = db.sessoes.all().at(-1)!.token;
    await router.navigate(`/associados/info/${associado.associadoId}`);
    expect((await screen.findAllByText(associado.nome, {}, { timeout: 5000 }))[0]).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Menu do usuário/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sair da conta' }));
    await screen.findByRole('heading', { name: 'Entrar' });

    const stored = await everythingStored();
    expect(stored).toContain(REMEMBER_ME_STORAGE_KEY);
    for (const secret of [
      token,
      DEMO_CREDENTIALS.cpf,
      DEMO_CREDENTIALS.cpfFormatado,
      DEMO_CREDENTIALS.senha,
      associado.nome,
      associado.cpfCnpj,
    ]) {
      expect(stored.includes(secret), `"${secret}" guardado no navegador`).toBe(false);
    }
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toEqual([]);

    // Back: the associate's address again, but the sign-in page, and nothing of the associate.
    await router.navigate(-1);
    await waitFor(() => expect(location(router)).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(screen.queryByText(associado.nome)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(associado.email);
  });
});
