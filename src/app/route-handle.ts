import type { UIMatch } from 'react-router';
import type { RecordRead } from './route-record';

/**
 * What each route of the router says about its page, in its `handle`: `{ title: 'Arrecadação' }`.
 * `title` is the page's main heading (its h1); the document's title is made from it
 * (`useRouteTitle`), so a new screen cannot forget one (tests/app/page-titles.test.tsx reads every
 * route's handle).
 */
export interface RouteHandle {
  title: string;
  /** A record page's read, started from the address's params (its loader does, and a link's intent before it). */
  readRecord?: RecordRead;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';

/** The heading of the deepest route that names one: the page on screen. */
export function routeTitleOf(matches: readonly UIMatch[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]!.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return undefined;
}
