import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Sessao } from '@/generated/model';
import { notifySessionExpiring, setUnauthorizedHandler } from '@/lib/http/unauthorized';
import {
  clearSession,
  dropSessionOfThisTab,
  getSession,
  getSessionOwner,
  setSessionEndedElsewhereHandler,
  storeSession,
  subscribeSession,
} from '@/lib/auth/session-store';
import { clearFormDrafts, dropFormDraftsNotOwnedBy } from '@/lib/form-draft';
import { createStore, useStore } from '@/lib/store';
import { noteUse } from './last-use';

/** The current session, or null when signed out. Re-renders on sign-in and sign-out (any tab). */
export function useSession(): Sessao | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/**
 * Stores the session of `owner` (src/lib/auth/session-owner.ts; null when not known): from now on
 * every management call carries its bearer token. Throws InvalidSessionError, storing nothing,
 * when the answer holds no accessToken (a proxy's page, an empty answer).
 */
export function startSession(session: Sessao, owner: string | null) {
  storeSession(session, owner);
  // Signing in is the person's own use: the idle time starts now.
  noteUse();
}

/**
 * Ends the session: stored session and token removed, cached data of the last user dropped.
 * Route guards then take the user to /.
 */
export function endSession(queryClient: QueryClient) {
  clearSession();
  dropCachedData(queryClient);
}

function dropCachedData(queryClient: QueryClient) {
  void queryClient.cancelQueries();
  queryClient.clear();
}

/** Why the last session ended; undefined while signed in or before any session ended. */
export type EndReason = 'user' | 'expiry' | 'other-tab' | 'idle';
const endReason = createStore<EndReason | undefined>(undefined);
// Any new session (sign-in here or in another tab, a test's stored session) starts fresh; drafts
// of anyone else are dropped (another person signing in on this tab never gets them).
subscribeSession(() => {
  if (!getSession()) return;
  endReason.set(undefined);
  dropFormDraftsNotOwnedBy(getSessionOwner());
});

/**
 * Why the signed-out state came about, re-rendering when it changes (the sign-in page's notices):
 * 'user' (Sair da conta), 'expiry' (a 401), 'other-tab' (signed out, or in as someone else, there).
 */
export const useSessionEndReason = () => useStore(endReason);

/**
 * Sair da conta: ends the session on purpose. The next sign-in then starts at /listas instead of
 * returning to the page the last user was on (which a 401 or the guard would do).
 */
export function endSessionByUser(queryClient: QueryClient) {
  endReason.set('user');
  clearFormDrafts();
  endSession(queryClient);
}

/**
 * No use for the idle time limit (PAINEL_IDLE_TIMEOUT_MIN; decision 0011: shared computers): the
 * session ends as on a 401, so a changed form keeps its draft for the same person and the next
 * sign-in of that person returns to the page.
 */
export function endSessionForIdleness(queryClient: QueryClient) {
  notifySessionExpiring('idle');
  endReason.set('idle');
  endSession(queryClient);
}

/** Whether the current signed-out state comes from Sair da conta (see `endSessionByUser`). */
export const wasEndedByUser = () => endReason.get() === 'user';

/**
 * Called once at start: a 401 on any call ends the session; so does another tab signing out or
 * in as someone else, exactly like a 401 (changed forms keep a draft, cached data is dropped).
 */
export function registerSessionExpiry(queryClient: QueryClient) {
  endReason.set(undefined);
  setUnauthorizedHandler(() => {
    endReason.set('expiry');
    endSession(queryClient);
  });
  setSessionEndedElsewhereHandler(() => {
    notifySessionExpiring('other-tab');
    endReason.set('other-tab');
    dropSessionOfThisTab();
    dropCachedData(queryClient);
  });
  return () => {
    setUnauthorizedHandler(undefined);
    setSessionEndedElsewhereHandler(undefined);
  };
}
