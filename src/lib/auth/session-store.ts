import type { Sessao } from '@/generated/model';
import { createStore } from '@/lib/store';

/**
 * The signed-in session, kept in localStorage under a fixed key (spec section 9) and shared with
 * React through a store (src/lib/store.ts; `subscribeSession`, `useSession`). Storage that is missing, full or holds
 * something unreadable never breaks the app: the session then lives in memory or is dropped.
 *
 * The record is the server's answer plus `titular`: who signed in, as a salted hash of the CPF
 * (src/lib/auth/session-owner.ts), never the CPF itself. Drafts and return targets belong to it,
 * and another tab tells "the same person signed in again" from "someone else signed in" by it
 * (docs/decisions/0011-session-owner.md).
 */
export const SESSION_STORAGE_KEY = 'anoreg-painel:sessao';
const OWNER_FIELD = 'titular';

interface StoredSession {
  session: Sessao;
  /** Who signed in, or null when it is not known (a session from a reset link or an older record). */
  owner: string | null;
}

interface SessionState {
  /** This tab's session: read from storage on first use. */
  current: StoredSession | null;
  /** Whose session this tab had when it last ended (null: not known); undefined while it has had none. */
  endedOwner?: string | null;
}

const sessionState = createStore<SessionState>(() => ({ current: readStorage() }));
let endedElsewhereHandler: (() => void) | undefined;

/** An answer that can be stored as a session: an object with a non-empty `accessToken`. */
export function isSession(value: unknown): value is Sessao {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { accessToken?: unknown }).accessToken === 'string' &&
    (value as { accessToken: string }).accessToken.length > 0
  );
}

function readStorage(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isSession(parsed)) {
      const { [OWNER_FIELD]: owner, ...session } = parsed as Sessao & Record<string, unknown>;
      return { session, owner: typeof owner === 'string' && owner.length > 0 ? owner : null };
    }
  } catch {
    // Unavailable storage or a record that is not JSON: behave as signed out.
  }
  // Whatever is there is not a session: remove it (when storage allows), so it is not read again.
  writeStorage(null);
  return null;
}

function writeStorage(stored: StoredSession | null) {
  try {
    if (stored)
      window.localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ ...stored.session, [OWNER_FIELD]: stored.owner ?? undefined }),
      );
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still lives in memory for this tab.
  }
}

const stored = () => sessionState.get().current;

export function getSession(): Sessao | null {
  return stored()?.session ?? null;
}

/** Who is signed in (a salted hash), or null when signed out or not known. */
export function getSessionOwner(): string | null {
  return stored()?.owner ?? null;
}

/**
 * Whose session this tab had when it last ended (null: not known); undefined while it has had none,
 * e.g. an address opened signed out. Kept in the store, not by a screen: a read ahead of the first
 * render can meet the 401 that ends the session before any screen has seen it.
 */
export function getEndedSessionOwner(): string | null | undefined {
  return sessionState.get().endedOwner;
}

/** Two owners are the same person only when both are known and equal: an unknown owner matches nobody. */
export const isSameOwner = (a: string | null | undefined, b: string | null | undefined) =>
  typeof a === 'string' && a === b;

export function getAccessToken(): string {
  return getSession()?.accessToken ?? '';
}

/** Stores `session` for `owner`; throws when the answer is not a session (nothing is stored then). */
export function storeSession(session: Sessao, owner: string | null = null) {
  if (!isSession(session)) throw new InvalidSessionError();
  const current = { session, owner };
  writeStorage(current);
  sessionState.set({ ...sessionState.get(), current });
}

/** This tab's session is over: forget it, remembering whose it was, and tell the subscribers. */
function end(had: StoredSession) {
  sessionState.set({ current: null, endedOwner: had.owner });
}

/** The token of the session stored now (in any tab), or null; undefined when storage cannot be read. */
function storedToken(): string | null | undefined {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed.accessToken : null;
  } catch {
    return undefined;
  }
}

/**
 * Ends this tab's session. The stored record is removed only while it is still this tab's (the
 * same token): a 401 or a sign-out here that comes after another tab signed someone else in must
 * not sign that person out too.
 */
export function clearSession() {
  const had = stored();
  if (had && storedToken() === had.session.accessToken) writeStorage(null);
  if (had) end(had);
}

export const subscribeSession = sessionState.subscribe;

/** The server's answer to a sign-in holds no usable session (no accessToken: a proxy's page, an empty body). */
export class InvalidSessionError extends Error {
  constructor() {
    super('A resposta da autenticação não contém uma sessão.');
    this.name = 'InvalidSessionError';
  }
}

/**
 * What to do when another tab ends this tab's session (signs out, gets a 401, opens a recovery
 * route, or signs in as someone else). The handler must call `dropSessionOfThisTab()`; without
 * one, the session is dropped at once.
 */
export function setSessionEndedElsewhereHandler(handler: (() => void) | undefined) {
  endedElsewhereHandler = handler;
}

/** Forgets this tab's session without touching storage, which another tab now owns. */
export function dropSessionOfThisTab() {
  const had = stored();
  if (had) end(had);
}

/**
 * Another tab changed the stored session. The same person signing in again there: follow the new
 * token. Signed out there, or someone else (or someone unknown) signed in: this tab's session is
 * over, and it never goes on with the other person's token. A tab whose session ended follows a
 * later sign-in elsewhere only when it is the same person again (a tab that never had a session
 * follows any); otherwise it stays on the sign-in page until someone signs in there.
 */
function onStorage(event: StorageEvent) {
  if (event.key === SESSION_STORAGE_KEY || event.key === null) followStoredSession();
}

function followStoredSession() {
  const { current: mine, endedOwner } = sessionState.get();
  const next = readStorage();
  if (next?.session.accessToken === mine?.session.accessToken) return;
  if (mine && !(next && isSameOwner(next.owner, mine.owner))) {
    if (endedElsewhereHandler) endedElsewhereHandler();
    else dropSessionOfThisTab();
    return;
  }
  if (!mine && next && endedOwner !== undefined && !isSameOwner(next.owner, endedOwner)) return;
  sessionState.set({ current: next, endedOwner });
}

/*
 * Back and Forward may bring a page back from the browser's back-forward cache as it was left,
 * having heard no storage event meanwhile (Firefox and WebKit keep none for it): a signed-in page
 * then still showed its list after Sair da conta in another page. It is hidden as it goes into the
 * cache, so the frame it comes back with shows nothing of the person who left, and when it comes
 * back it follows the stored session, as on another tab's change, before it is shown again
 * (docs/decisions/0048-second-and-third-engines.md).
 */
function onPageHide(event: PageTransitionEvent) {
  if (event.persisted && stored()) document.documentElement.style.visibility = 'hidden';
}

function onPageShow(event: PageTransitionEvent) {
  if (!event.persisted) return;
  // The session's subscribers re-render before the next frame (React renders a store's change in a microtask).
  followStoredSession();
  document.documentElement.style.removeProperty('visibility');
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', onStorage);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
}
