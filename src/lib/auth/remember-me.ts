/**
 * "Lembrar-me": the CPF and password a user chose to keep on this browser, never in plain text
 * (docs/decisions/0004-remember-me.md).
 *
 * - The record (localStorage, fixed key) holds only a version, a random IV and AES-GCM ciphertext.
 * - The key is a non-extractable AES-GCM CryptoKey kept in IndexedDB: script can use it, but no
 *   API hands out its bytes, and nothing secret ships in the bundle.
 * - Anything unreadable (key gone, data tampered, older version) wipes record and key.
 *
 * Every function resolves, never rejects: remember-me is a convenience and must not break sign-in.
 * `await rememberCredentials({ cpf: '11144477735', senha: 'demo123' })`, later
 * `await readRememberedCredentials()` → `{ cpf: '11144477735', senha: 'demo123' }`.
 */
export interface RememberedCredentials {
  /** Digits only. */
  cpf: string;
  senha: string;
}

export const REMEMBER_ME_STORAGE_KEY = 'anoreg-painel:lembrar-me';
export const REMEMBER_ME_KEY_DATABASE = 'anoreg-painel-chaves';
const KEY_STORE = 'chaves';
const KEY_ID = 'lembrar-me';
// 2: the record carries when it was saved, and expires (PAINEL_REMEMBER_ME_DAYS). Older records are wiped.
const RECORD_VERSION = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

interface EncryptedRecord {
  versao: typeof RECORD_VERSION;
  /** Base64 of the 12-byte IV, fresh on every save. */
  iv: string;
  /** Base64 of the AES-GCM ciphertext (with its tag) of `{ cpf, senha, salvoEm }` as JSON. */
  dados: string;
}

// Ties the ciphertext to this record's purpose and version: a record moved or relabelled fails.
const additionalData = new TextEncoder().encode(`${REMEMBER_ME_STORAGE_KEY}:v${RECORD_VERSION}`);

/** Saves the credentials encrypted, replacing any earlier record. False when the browser cannot. */
export async function rememberCredentials(credentials: RememberedCredentials): Promise<boolean> {
  try {
    const key = (await readKey()) ?? (await createKey());
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(
      JSON.stringify({ cpf: credentials.cpf, senha: credentials.senha, salvoEm: Date.now() }),
    );
    const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plain);
    const record: EncryptedRecord = {
      versao: RECORD_VERSION,
      iv: toBase64(iv),
      dados: toBase64(new Uint8Array(cipher)),
    };
    localStorage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify(record));
    return true;
  } catch {
    await forgetCredentials();
    return false;
  }
}

/**
 * The remembered credentials, or null. A record that cannot be read, or older than `maxAgeDays`
 * (PAINEL_REMEMBER_ME_DAYS), is wiped with its key.
 */
export async function readRememberedCredentials(maxAgeDays = 30): Promise<RememberedCredentials | null> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(REMEMBER_ME_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const record = parseRecord(raw);
    const key = record ? await readKey() : null;
    if (!record || !key) throw new Error('registro ou chave ausente');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(record.iv), additionalData },
      key,
      fromBase64(record.dados),
    );
    const credentials = parseCredentials(new TextDecoder().decode(plain));
    if (!credentials) throw new Error('conteúdo inesperado');
    if (Date.now() - credentials.salvoEm > maxAgeDays * DAY_MS) throw new Error('expirado');
    return { cpf: credentials.cpf, senha: credentials.senha };
  } catch {
    await forgetCredentials();
    return null;
  }
}

/** Removes the record and its key. */
export async function forgetCredentials(): Promise<void> {
  try {
    localStorage.removeItem(REMEMBER_ME_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing we could have written either.
  }
  try {
    await withKeyStore('readwrite', (store) => store.delete(KEY_ID));
  } catch {
    // No IndexedDB: no key was ever kept.
  }
}

/** After a successful sign-in: ticked, keep these credentials; unticked, remove record and key. */
export async function rememberOrForget(remember: boolean, credentials: RememberedCredentials): Promise<void> {
  if (remember) await rememberCredentials(credentials);
  else await forgetCredentials();
}

/**
 * The server rejected `credentials`: when they are the remembered ones, record and key are wiped.
 * Resolves true when that happened.
 */
export async function forgetIfRemembered(credentials: RememberedCredentials, maxAgeDays?: number): Promise<boolean> {
  const remembered = await readRememberedCredentials(maxAgeDays);
  if (!remembered || remembered.cpf !== credentials.cpf || remembered.senha !== credentials.senha) return false;
  await forgetCredentials();
  return true;
}

function parseRecord(raw: string): EncryptedRecord | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { versao, iv, dados } = value as Record<string, unknown>;
  if (versao !== RECORD_VERSION || typeof iv !== 'string' || typeof dados !== 'string') return null;
  return { versao, iv, dados };
}

function parseCredentials(json: string): (RememberedCredentials & { salvoEm: number }) | null {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null) return null;
  const { cpf, senha, salvoEm } = value as Record<string, unknown>;
  if (typeof cpf !== 'string' || !/^\d{11}$/.test(cpf) || typeof senha !== 'string' || !senha) return null;
  if (typeof salvoEm !== 'number' || !Number.isFinite(salvoEm)) return null;
  return { cpf, senha, salvoEm };
}

async function createKey(id = KEY_ID): Promise<CryptoKey> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await withKeyStore('readwrite', (store) => store.put(key, id));
  return key;
}

async function readKey(id = KEY_ID): Promise<CryptoKey | null> {
  const key = await withKeyStore('readonly', (store) => store.get(id));
  return key instanceof CryptoKey ? key : null;
}

/**
 * `text` encrypted the way this record is (AES-GCM, a fresh IV, a non-extractable key of this
 * browser kept in IndexedDB under `keyId`), for other things the panel must not keep in clear:
 * the forms' drafts (src/lib/form-draft.ts). Rejects when the browser cannot (then keep nothing).
 * `const sealed = await sealText('rascunhos', json)`; later `await openText('rascunhos', sealed)`.
 */
export async function sealText(keyId: string, text: string): Promise<string> {
  const key = (await readKey(keyId)) ?? (await createKey(keyId));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const aad = new TextEncoder().encode(keyId);
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: aad },
    key,
    new TextEncoder().encode(text),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
}

/** The text `sealText(keyId, …)` sealed; rejects when the key is gone or the data was changed. */
export async function openText(keyId: string, sealed: string): Promise<string> {
  const [iv, data] = sealed.split('.');
  const key = await readKey(keyId);
  if (!key || !iv || !data) throw new Error('sem chave ou dados');
  const aad = new TextEncoder().encode(keyId);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(iv), additionalData: aad },
    key,
    fromBase64(data),
  );
  return new TextDecoder().decode(plain);
}

/** Runs one request on the key store and resolves with its result once the transaction commits. */
function withKeyStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB indisponível'));
      return;
    }
    const opening = indexedDB.open(REMEMBER_ME_KEY_DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(KEY_STORE);
    opening.onerror = () => reject(opening.error);
    opening.onblocked = () => reject(new Error('IndexedDB bloqueado'));
    opening.onsuccess = () => {
      const database = opening.result;
      try {
        const transaction = database.transaction(KEY_STORE, mode);
        const request = run(transaction.objectStore(KEY_STORE));
        transaction.oncomplete = () => {
          database.close();
          resolve(request.result);
        };
        transaction.onerror = transaction.onabort = () => {
          database.close();
          reject(transaction.error ?? new Error('transação abortada'));
        };
      } catch (error) {
        database.close();
        reject(error);
      }
    };
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
