import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetCredentials,
  forgetIfRemembered,
  rememberOrForget,
  readRememberedCredentials,
  rememberCredentials,
  REMEMBER_ME_KEY_DATABASE,
  REMEMBER_ME_STORAGE_KEY,
} from './remember-me';

const credentials = { cpf: '11144477735', senha: 'demo123' };
const clearTexts = ['11144477735', '111.444.777-35', 'demo123'];

/** Whatever IndexedDB holds under the remember-me key, straight from the database. */
function storedKey(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(REMEMBER_ME_KEY_DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('chaves');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const request = opening.result.transaction('chaves').objectStore('chaves').get('lembrar-me');
      request.onsuccess = () => {
        opening.result.close();
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    };
  });
}

function storedRecord(): { versao: number; iv: string; dados: string } | null {
  const raw = localStorage.getItem(REMEMBER_ME_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

function everythingInLocalStorage() {
  return Object.keys(localStorage)
    .map((key) => `${key}=${localStorage.getItem(key)}`)
    .join('\n');
}

describe('remember-me', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('reads back the credentials it saved', async () => {
    expect(await rememberCredentials(credentials)).toBe(true);
    expect(await readRememberedCredentials()).toEqual(credentials);
  });

  it('keeps neither the CPF nor the password in clear, in localStorage or IndexedDB', async () => {
    await rememberCredentials(credentials);
    const record = storedRecord();
    expect(record).toEqual({ versao: 2, iv: expect.any(String), dados: expect.any(String) });
    const local = everythingInLocalStorage();
    const key = await storedKey();
    for (const text of clearTexts) {
      expect(local).not.toContain(text);
      expect(atob(record!.dados)).not.toContain(text);
      expect(JSON.stringify(key)).not.toContain(text);
    }
    expect(key).toBeInstanceOf(CryptoKey);
  });

  it('keeps the key non-extractable, so script cannot copy it out', async () => {
    await rememberCredentials(credentials);
    const key = (await storedKey()) as CryptoKey;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('uses a fresh 12-byte IV on every save', async () => {
    await rememberCredentials(credentials);
    const first = storedRecord()!;
    await rememberCredentials(credentials);
    const second = storedRecord()!;
    expect(atob(first.iv)).toHaveLength(12);
    expect(second.iv).not.toBe(first.iv);
    expect(second.dados).not.toBe(first.dados);
    expect(await readRememberedCredentials()).toEqual(credentials);
  });

  it('replaces earlier credentials with the last saved', async () => {
    await rememberCredentials(credentials);
    await rememberCredentials({ cpf: '52998224725', senha: 'outra-senha' });
    expect(await readRememberedCredentials()).toEqual({ cpf: '52998224725', senha: 'outra-senha' });
  });

  it('wipes record and key when the data was tampered with', async () => {
    await rememberCredentials(credentials);
    const record = storedRecord()!;
    const bytes = atob(record.dados).split('');
    bytes[0] = String.fromCharCode(bytes[0].charCodeAt(0) ^ 1);
    localStorage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify({ ...record, dados: btoa(bytes.join('')) }));

    expect(await readRememberedCredentials()).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
    expect(await storedKey()).toBeUndefined();
  });

  it('wipes the record when its key is gone', async () => {
    await rememberCredentials(credentials);
    globalThis.indexedDB = new IDBFactory();

    expect(await readRememberedCredentials()).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
  });

  it('wipes a record of another version, even one that decrypts', async () => {
    await rememberCredentials(credentials);
    localStorage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify({ ...storedRecord(), versao: 0 }));

    expect(await readRememberedCredentials()).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
    expect(await storedKey()).toBeUndefined();
  });

  it('wipes a record that is not even JSON', async () => {
    localStorage.setItem(REMEMBER_ME_STORAGE_KEY, '{cpf: 11144477735');
    expect(await readRememberedCredentials()).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
  });

  it('forgets record and key', async () => {
    await rememberCredentials(credentials);
    await forgetCredentials();
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
    expect(await storedKey()).toBeUndefined();
    expect(await readRememberedCredentials()).toBeNull();
  });

  it('rememberOrForget keeps the credentials when ticked and removes record and key when not', async () => {
    await rememberOrForget(true, credentials);
    expect(await readRememberedCredentials()).toEqual(credentials);
    await rememberOrForget(false, credentials);
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
    expect(await storedKey()).toBeUndefined();
  });

  it('forgetIfRemembered wipes only the remembered credentials', async () => {
    await rememberCredentials(credentials);
    expect(await forgetIfRemembered({ cpf: credentials.cpf, senha: 'outra' })).toBe(false);
    expect(await forgetIfRemembered({ cpf: '52998224725', senha: credentials.senha })).toBe(false);
    expect(await readRememberedCredentials()).toEqual(credentials);
    expect(await forgetIfRemembered(credentials)).toBe(true);
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
    expect(await storedKey()).toBeUndefined();
    expect(await forgetIfRemembered(credentials)).toBe(false);
  });

  it('without IndexedDB saves nothing at all, and never throws', async () => {
    const original = globalThis.indexedDB;
    // @ts-expect-error: a browser without IndexedDB (some private modes)
    delete globalThis.indexedDB;
    try {
      expect(await rememberCredentials(credentials)).toBe(false);
      expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
      expect(await readRememberedCredentials()).toBeNull();
      await expect(forgetCredentials()).resolves.toBeUndefined();
    } finally {
      globalThis.indexedDB = original;
    }
  });
});
