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

type EndReason = 'user' | 'expiry' | 'other-tab';
let endReason: EndReason | undefined;
// Any new session (sign-in here or in another tab, a test's stored session) starts fresh; drafts
// of anyone else are dropped (another person signing in on this tab never gets them).
subscribeSession(() => {
  if (!getSession()) return;
  endReason = undefined;
  dropFormDraftsNotOwnedBy(getSessionOwner());
});

/**
 * Sair da conta: ends the session on purpose. The next sign-in then starts at /listas instead of
 * returning to the page the last user was on (which a 401 or the guard would do).
 */
export function endSessionByUser(queryClient: QueryClient) {
  endReason = 'user';
  clearFormDrafts();
  endSession(queryClient);
}

/** Whether the current signed-out state comes from Sair da conta (see `endSessionByUser`). */
export const wasEndedByUser = () => endReason === 'user';

/** Whether the current signed-out state comes from the server ending the session (a 401). */
export const wasEndedByExpiry = () => endReason === 'expiry';

/** Whether the current signed-out state comes from another tab (signed out, or signed in as someone else). */
export const wasEndedInAnotherTab = () => endReason === 'other-tab';

/**
 * Called once at start: a 401 on any call ends the session; so does another tab signing out or
 * in as someone else, exactly like a 401 (changed forms keep a draft, cached data is dropped).
 */
export function registerSessionExpiry(queryClient: QueryClient) {
  endReason = undefined;
  setUnauthorizedHandler(() => {
    endReason = 'expiry';
    endSession(queryClient);
  });
  setSessionEndedElsewhereHandler(() => {
    notifySessionExpiring();
    endReason = 'other-tab';
    dropSessionOfThisTab();
    dropCachedData(queryClient);
  });
  return () => {
    setUnauthorizedHandler(undefined);
    setSessionEndedElsewhereHandler(undefined);
  };
}
