import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { getSession } from '@/lib/auth/session-store';
import { noteReadOnTheWay } from '@/lib/read-on-the-way';
import { parseRouteId } from '@/utils/route-id';

/** A generated query's options by record id (`getObterAssociadoQueryOptions`). */
type RecordQueryOptions = (id: number) => { queryKey: QueryKey; queryFn?: unknown };

/**
 * A record page's loader: the record's GET starts as the route opens, alongside the screen's code,
 * instead of once that code has loaded and rendered (TanStack Query's prefetch in a loader, with
 * orval's generated query options); the page's own query takes the same call (same key). Nothing is
 * asked without a session (the page sends to sign-in) or without an id in the address.
 * `loader: readRecord(queryClient, 'associadoId', () => import('@/generated/api/associados/associados').then((m) => m.getObterAssociadoQueryOptions))`
 */
export function readRecord(
  queryClient: QueryClient,
  param: string,
  options: () => Promise<RecordQueryOptions>,
): LoaderFunction {
  return ({ params }) => {
    const id = parseRouteId(params[param]);
    if (id !== undefined && getSession())
      void options()
        .then((of) => {
          const query = of(id);
          noteReadOnTheWay(query.queryKey);
          return queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);
        })
        .catch(() => undefined);
    return null;
  };
}
