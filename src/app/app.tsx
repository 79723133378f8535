import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { env } from '@/config/env';
import { registerSessionExpiry } from '@/features/auth/session';
import { startErrorReporting } from '@/lib/error-reporting/report-error';
import { watchPageVersion } from '@/lib/http/page-version';
import { createQueryClient } from './create-query-client';
import { AppProvider } from './provider';
import { ReadOnIntent } from './read-on-intent';
import { createAppRoutes, routePatternOf } from './router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The panel as one piece: its QueryClient and its router, whose record pages read ahead (as they
 * open, and on a marked link's intent before: src/app/read-on-intent.ts), wired the
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
  const router = createRouter(createAppRoutes(queryClient));
  const element = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <ReadOnIntent routes={router.routes} />
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
  watchPageVersion();
  return app.element;
}
