import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { timings } from '@/config/app';
import { paths } from '@/config/paths';
import { endSession, useSession, wasEndedByUser } from '@/features/auth/session';
import { getSession } from '@/lib/auth/session-store';
import { whenIdle } from '@/utils/when-idle';
import { loadListasRoute } from './preload';
import { PageLoading } from '@/components/layout/page-loading';

export interface ReturnState {
  /** Where the user was when sent to sign in; signing in returns there. */
  from?: string;
}

/** Internal routes: signed-out users go to / and come back here after signing in. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const from = wasEndedByUser() ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn.getHref()} replace state={{ from } satisfies ReturnState} />;
  }
  return <Outlet />;
}

/** The sign-in page: a signed-in user goes on to the page they came from, else /listas. */
export function RedirectIfSignedIn() {
  const session = useSession();
  const location = useLocation();
  // Once the sign-in page is on screen: downloading /listas earlier would compete with the page itself.
  useEffect(() => whenIdle(() => void loadListasRoute()), []);
  if (session) {
    const from = (location.state as ReturnState | null)?.from;
    return <Navigate to={from && from !== '/' ? from : paths.listas.getHref()} replace />;
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
    const timer = setTimeout(() => setReady(true), timings.clearSessionBeforeRouteMs);
    return () => clearTimeout(timer);
  }, [ready, queryClient]);

  if (!ready) {
    return <PageLoading />;
  }
  return <Outlet />;
}
