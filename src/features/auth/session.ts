import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Sessao } from '@/generated/model';
import { setUnauthorizedHandler } from '@/lib/http/unauthorized';
import { clearSession, getSession, storeSession, subscribeSession } from '@/lib/auth/session-store';
import { clearFormDrafts } from '@/lib/form-draft';

/** The current session, or null when signed out. Re-renders on sign-in and sign-out (any tab). */
export function useSession(): Sessao | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Stores the session: from now on every management call carries its bearer token. */
export function startSession(session: Sessao) {
  storeSession(session);
}

/**
 * Ends the session: stored session and token removed, cached data of the last user dropped.
 * Route guards then take the user to /.
 */
export function endSession(queryClient: QueryClient) {
  clearSession();
  queryClient.cancelQueries();
  queryClient.clear();
}

let endedWithSairDaConta = false;
let endedByExpiry = false;
// Any new session (sign-in here or in another tab, a test's stored session) starts fresh.
subscribeSession(() => {
  if (!getSession()) return;
  endedWithSairDaConta = false;
  endedByExpiry = false;
});

/**
 * Sair da conta: ends the session on purpose. The next sign-in then starts at /listas instead of
 * returning to the page the last user was on (which a 401 or the guard would do).
 */
export function endSessionByUser(queryClient: QueryClient) {
  endedWithSairDaConta = true;
  clearFormDrafts();
  endSession(queryClient);
}

/** Whether the current signed-out state comes from Sair da conta (see `endSessionByUser`). */
export const wasEndedByUser = () => endedWithSairDaConta;

/** Whether the current signed-out state comes from the server ending the session (a 401). */
export const wasEndedByExpiry = () => endedByExpiry;

/** Called once at start: a 401 on any call ends the session. */
export function registerSessionExpiry(queryClient: QueryClient) {
  endedByExpiry = false;
  setUnauthorizedHandler(() => {
    endedByExpiry = true;
    endSession(queryClient);
  });
  return () => setUnauthorizedHandler(undefined);
}
