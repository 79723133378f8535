import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { env } from '@/config/env';
import { registerSessionExpiry } from '@/features/auth/session';
import { startErrorReporting } from '@/lib/error-reporting/report-error';
import { provideRouteAhead } from '@/lib/route-ahead';
import { createQueryClient } from './create-query-client';
import { AppProvider } from './provider';
import { isRecordLoader, provideRouteQueryClient } from './route-record';
import { routePatternOf, routes } from './router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The panel as one piece: its QueryClient, its router and the reads ahead of a click, wired the
 * same way for the browser (`startApp`) and for the integration tests (tests/render.tsx), which
 * pass a memory router and a client that does not retry. `dispose` undoes what outlives a render.
 * `const app = createApp({ queryClient, createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ['/listas'] }) })`
 */
export function createApp({
  queryClient,
  createRouter,
}: {
  queryClient: QueryClient;
  createRouter: (routes: RouteObject[]) => AppRouter;
}) {
  const unregisterSessionExpiry = registerSessionExpiry(queryClient);
  provideRouteQueryClient(queryClient);
  const router = createRouter(routes);
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
  const element = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const dispose = () => {
    unregisterSessionExpiry();
    router.dispose();
  };
  return { element, router, queryClient, dispose };
}

/**
 * The panel in the browser, ready to render. Called once the API can answer (in mock mode, once
 * the mock's worker runs): creating the router opens the address at once, and a record page's
 * loader asks for its record then.
 */
export function startApp() {
  const app = createApp({ queryClient: createQueryClient(), createRouter: createBrowserRouter });
  startErrorReporting(env.errorReporting, () => routePatternOf(app.router.state.matches));
  return app.element;
}
