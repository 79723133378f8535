import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { env } from '@/config/env';
import { registerSessionExpiry } from '@/features/auth/session';
import { startErrorReporting } from '@/lib/error-reporting/report-error';
import { provideRouteAhead } from '@/lib/route-ahead';
import { createQueryClient } from './create-query-client';
import { AppProvider } from './provider';
import { isRecordLoader, provideRouteQueryClient } from './route-record';
import { routePatternOf, routes } from './router';

/**
 * The panel, ready to render: its QueryClient and its router. Called once the API can answer (in
 * mock mode, once the mock's worker runs): creating the router opens the address at once, and a
 * record page's loader asks for its record then.
 */
export function startApp() {
  const queryClient = createQueryClient();
  registerSessionExpiry(queryClient);
  provideRouteQueryClient(queryClient);
  const router = createBrowserRouter(routes);
  provideRouteAhead({
    // A route's `lazy` is only its code's import: running it ahead warms the module cache the router reads.
    code: (href) => {
      for (const { route } of matchRoutes(routes, href) ?? []) if (typeof route.lazy === 'function') void route.lazy();
    },
    // The router's own call, at the click, then finds the record on its way (same query).
    data: (href) => {
      for (const { route, params } of matchRoutes(routes, href) ?? [])
        if (isRecordLoader(route.loader)) route.loader.read(params);
    },
  });
  startErrorReporting(env.errorReporting, () => routePatternOf(router.state.matches));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
