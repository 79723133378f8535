import type { Sessao } from '@/generated/model';

/**
 * The signed-in session, kept in localStorage under a fixed key (spec section 9) and shared with
 * React through `subscribeSession` (useSyncExternalStore). Storage that is missing, full or holds
 * something unreadable never breaks the app: the session then lives in memory or is dropped.
 */
export const SESSION_STORAGE_KEY = 'anoreg-painel:sessao';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Sessao | null | undefined;

function readStorage(): Sessao | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isSession(parsed)) return parsed;
  } catch {
    // Unavailable storage or a record that is not JSON: behave as signed out.
  }
  // Whatever is there is not a session: remove it (when storage allows), so it is not read again.
  writeStorage(null);
  return null;
}

function isSession(value: unknown): value is Sessao {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { accessToken?: unknown }).accessToken === 'string' &&
    (value as { accessToken: string }).accessToken.length > 0
  );
}

function writeStorage(session: Sessao | null) {
  try {
    if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still lives in memory for this tab.
  }
}

function notify() {
  listeners.forEach((listener) => listener());
}

export function getSession(): Sessao | null {
  if (current === undefined) current = readStorage();
  return current;
}

export function getAccessToken(): string {
  return getSession()?.accessToken ?? '';
}

export function storeSession(session: Sessao) {
  current = session;
  writeStorage(session);
  notify();
}

export function clearSession() {
  const hadSession = getSession() !== null;
  current = null;
  writeStorage(null);
  if (hadSession) notify();
}

export function subscribeSession(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Another tab signed in or out: follow it. */
function onStorage(event: StorageEvent) {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  const next = readStorage();
  if (next?.accessToken === current?.accessToken) return;
  current = next;
  notify();
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
