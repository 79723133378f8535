/**
 * Who signed in, as a value that can be compared but not read: PBKDF2-SHA-256 of the CPF digits
 * with a random salt of this browser (docs/decisions/0011-session-owner.md). Same CPF, same
 * browser: same value, in every tab. The CPF itself is never stored for this.
 * `const owner = await sessionOwnerOf('11144477735')` → 'k3J…' (or null without Web Crypto).
 */
import { createStore } from '@/lib/store';

const SALT_STORAGE_KEY = 'anoreg-painel:titular-sal';
const ITERATIONS = 100_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const newSalt = () => toBase64(crypto.getRandomValues(new Uint8Array(16)));

/** The salt of this tab when storage is blocked: made on first use. */
const memorySalt = createStore(newSalt);

/** The browser's salt: made once, kept in localStorage so every tab shares it (in memory if storage is blocked). */
function browserSalt(): string {
  try {
    const saved = window.localStorage.getItem(SALT_STORAGE_KEY);
    if (saved) return saved;
    const salt = newSalt();
    window.localStorage.setItem(SALT_STORAGE_KEY, salt);
    return salt;
  } catch {
    return memorySalt.get();
  }
}

/**
 * The owner of a session started with `cpfDigits`; null when the browser has no Web Crypto (a page
 * served over plain http from another machine): the session then has no known owner, and nothing
 * of it (drafts, return targets) is ever handed to anyone.
 */
export async function sessionOwnerOf(cpfDigits: string): Promise<string | null> {
  try {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return null;
    const key = await subtle.importKey('raw', new TextEncoder().encode(cpfDigits), 'PBKDF2', false, ['deriveBits']);
    const bits = await subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(browserSalt()), iterations: ITERATIONS },
      key,
      256,
    );
    return toBase64(new Uint8Array(bits));
  } catch {
    return null;
  }
}
