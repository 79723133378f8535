import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * Gets a screen ready ahead of the click that opens it (the app says how: src/app/app.tsx): its code
 * when a link is pointed at, touched or reached by Tab, and its record when the link is pressed,
 * before the click's navigation keeps the page busy (evaluating the screen's code, rendering).
 * `loadRouteCode('/associados/form/editar/122')` … `readRouteData('/associados/form/editar/122')`
 */
interface RouteAhead {
  code: (href: string) => void;
  data: (href: string) => void;
}

let ahead: RouteAhead | undefined;

export function provideRouteAhead(provided: RouteAhead) {
  ahead = provided;
}

export function loadRouteCode(href: string) {
  ahead?.code(href);
}

export function readRouteData(href: string) {
  ahead?.data(href);
}

/** When each record was last asked for on the way to its page, by query hash. */
const readOnTheWayAt = new Map<string, number>();

/** A record page's read ahead starts now (src/app/route-record.ts). */
export function noteReadOnTheWay(queryKey: QueryKey) {
  readOnTheWayAt.set(hashKey(queryKey), Date.now());
}

/**
 * An edit form's `refetchOnMount` (src/components/form/form-shell.tsx): its record is asked for
 * again on opening, unless it was read since the click that opened the form, which a second GET
 * would only repeat.
 */
export const refetchUnlessReadOnTheWay = (query: { queryHash: string; state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt >= (readOnTheWayAt.get(query.queryHash) ?? Infinity) ? false : 'always';
