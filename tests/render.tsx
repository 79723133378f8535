import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath } from 'react-router';
import { createApp } from '@/app/app';
import { createQueryClient } from '@/app/create-query-client';
import { signInAsDemoUser } from './auth';

/**
 * Renders the whole app at `path`, as a user opening that address: the app `startApp` builds
 * (src/app/app.tsx: routes, guards, layouts, reads ahead) on a memory router, a fresh QueryClient,
 * and the mock backend behind msw/node.
 * `const { user, router } = await renderApp('/listas', { signedIn: true })`
 */
export async function renderApp(
  path: string,
  {
    signedIn = false,
    state,
    strict = false,
  }: {
    signedIn?: boolean;
    /** The history entry's state, as a reload finds it (the sign-in page's way back to a form). */
    state?: unknown;
    /** Under React's `<StrictMode>`, as `npm run dev` runs the panel (src/main.tsx): every effect runs twice. */
    strict?: boolean;
  } = {},
) {
  if (signedIn) await signInAsDemoUser();
  const app = createApp({
    queryClient: createQueryClient({ retry: false }),
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] }),
  });
  const user = userEvent.setup();
  const view = render(strict ? <StrictMode>{app.element}</StrictMode> : app.element);
  const unmount = () => {
    view.unmount();
    app.dispose();
  };
  return { ...view, unmount, user, router: app.router, queryClient: app.queryClient };
}

/** Current path and query of the app: `expect(location(router)).toBe('/listas?type=users')`. */
export const location = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
