import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { env } from '@/config/env';
import { registerSessionExpiry } from '@/features/auth/session';
import { startErrorReporting } from '@/lib/error-reporting/report-error';
import { createQueryClient } from './create-query-client';
import { AppProvider } from './provider';
import { provideRouteQueryClient } from './route-record';
import { routePatternOf, routes } from './router';

const queryClient = createQueryClient();
registerSessionExpiry(queryClient);
provideRouteQueryClient(queryClient);
const router = createBrowserRouter(routes);
startErrorReporting(env.errorReporting, () => routePatternOf(router.state.matches));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
