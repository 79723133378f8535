import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/app/create-query-client';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { registerSessionExpiry } from '@/features/auth/session';
import { signInAsDemoUser } from './auth';

/**
 * Renders the whole app at `path`, as a user opening that address: real routes, guards and
 * layouts, a fresh QueryClient, and the mock backend behind msw/node.
 * `const { user, router } = await renderApp('/listas', { signedIn: true })`
 */
export async function renderApp(path: string, { signedIn = false }: { signedIn?: boolean } = {}) {
  if (signedIn) await signInAsDemoUser();
  const queryClient = createQueryClient({ retry: false });
  const unregister = registerSessionExpiry(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const unmount = () => {
    view.unmount();
    unregister();
  };
  return { ...view, unmount, user, router, queryClient };
}

/** Current path and query of the app: `expect(location(router)).toBe('/listas?type=users')`. */
export const location = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
