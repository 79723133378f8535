import type { ReactElement } from 'react';
import { generatePath, matchPath, type RouteObject } from 'react-router';
import { createQueryClient } from '@/app/create-query-client';
import { createAppRoutes } from '@/app/router';

/** A page of the router as it runs: its full pattern, its handle, and the guards and layouts around it. */
export interface AppPage {
  /** As react-router matches it: `/associados/info/:associadoId`. */
  pattern: string;
  handle: unknown;
  /** The names of the elements wrapped around it: `['RootLayout', 'RequireSession']`. */
  around: string[];
}

const nameOf = (element: RouteObject['element']) =>
  ((element as ReactElement | undefined)?.type as { name?: string } | undefined)?.name;

function pagesOf(routes: RouteObject[], parent: string, around: string[]): AppPage[] {
  return routes.flatMap((route) => {
    const pattern = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const name = nameOf(route.element);
    const inside = name ? [...around, name] : around;
    const own = route.path || route.index ? [{ pattern: pattern || '/', handle: route.handle, around: inside }] : [];
    return [...own, ...pagesOf(route.children ?? [], pattern, inside)];
  });
}

/** Every page of the app's router (src/app/router.tsx), walked as data: a new screen is in every list made from this. */
export const appPages = (): AppPage[] => pagesOf(createAppRoutes(createQueryClient()), '', []);

export const isSignedIn = (page: AppPage) => page.around.includes('RequireSession');

/**
 * A value for each route parameter, for whatever opens every route (the guard tests, the record
 * pages' journeys): records the demo's and the mock server's data share.
 */
export const EXAMPLE_PARAMS: Readonly<Record<string, string>> = {
  token: 'token-de-exemplo',
  paymentId: 'demo-disponivel',
  associadoId: '122',
  remessaId: '36',
  usuarioId: '2',
};

/** `/associados/info/:associadoId` → `/associados/info/122`; a parameter with no example throws. */
export const exampleAddress = (pattern: string) => generatePath(pattern, EXAMPLE_PARAMS);

/** Whether `path` (`/associados/info/1?aba=x`) opens the route `pattern` (`/associados/info/:associadoId`). */
export const opensRoute = (path: string, pattern: string) =>
  matchPath(pattern, new URL(path, 'http://painel').pathname) !== null;
