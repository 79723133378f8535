import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { env } from '@/config/env';
import { registerSessionExpiry } from '@/features/auth/session';
import { startErrorReporting } from '@/lib/error-reporting/report-error';
import { provideRouteCodeLoader } from '@/lib/route-code';
import { createQueryClient } from './create-query-client';
import { AppProvider } from './provider';
import { provideRouteQueryClient } from './route-record';
import { routePatternOf, routes } from './router';

const queryClient = createQueryClient();
registerSessionExpiry(queryClient);
provideRouteQueryClient(queryClient);
const router = createBrowserRouter(routes);
// A route's `lazy` is only its code's import: running it ahead warms the module cache the router reads.
provideRouteCodeLoader((href) => {
  for (const { route } of matchRoutes(routes, href) ?? []) if (typeof route.lazy === 'function') void route.lazy();
});
startErrorReporting(env.errorReporting, () => routePatternOf(router.state.matches));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
