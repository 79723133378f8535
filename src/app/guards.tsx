import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { timings } from '@/config/app';
import { paths } from '@/config/paths';
import { endSession, useSession, wasEndedByUser } from '@/features/auth/session';
import { getEndedSessionOwner, getSession, getSessionOwner, isSameOwner } from '@/lib/auth/session-store';
import { clearFormDrafts } from '@/lib/form-draft';
import { whenIdle } from '@/utils/when-idle';
import { loadListasRoute } from './route-code';
import { PageLoading } from '@/components/layout/page-loading';

export interface ReturnState {
  /** Where the user was when sent to sign in; signing in returns there. */
  from?: string;
  /**
   * Whose session ended there (src/lib/auth/session-owner.ts): only the same person returns to
   * `from`. Absent when this tab had no session (an address opened signed out); null when its
   * owner was not known, which matches nobody.
   */
  owner?: string | null;
}

/** Internal routes: signed-out users go to / and come back here after signing in. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: ReturnState = wasEndedByUser()
      ? {}
      : { from: `${location.pathname}${location.search}`, owner: getEndedSessionOwner() };
    return <Navigate to={paths.signIn.getHref()} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Where a sign-in goes: back to `from` when it is this person's own page (or an address opened
 * signed out), else /listas.
 */
function afterSignIn(state: ReturnState | null): string {
  const from = state?.from;
  if (!from || from === '/') return paths.listas.getHref();
  if (state?.owner !== undefined && !isSameOwner(state.owner, getSessionOwner())) return paths.listas.getHref();
  return from;
}

/** The sign-in page: a signed-in user goes on to the page they came from, else /listas. */
export function RedirectIfSignedIn() {
  const session = useSession();
  const location = useLocation();
  // Once the sign-in page is on screen: downloading /listas earlier would compete with the page itself.
  useEffect(() => whenIdle(() => void loadListasRoute()), []);
  if (session) {
    return <Navigate to={afterSignIn(location.state as ReturnState | null)} replace />;
  }
  return <Outlet />;
}

/**
 * Recovery and billing routes: a stored session is cleared first, and the route opens about
 * 200 ms later (spec section 2).
 */
export function ClearSessionFirst() {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(() => getSession() === null);

  useEffect(() => {
    if (ready) return;
    endSession(queryClient);
    // A link opened on a shared computer: nothing typed by the last user waits for the next one.
    clearFormDrafts();
    const timer = setTimeout(() => setReady(true), timings.clearSessionBeforeRouteMs);
    return () => clearTimeout(timer);
  }, [ready, queryClient]);

  if (!ready) {
    return <PageLoading />;
  }
  return <Outlet />;
}
