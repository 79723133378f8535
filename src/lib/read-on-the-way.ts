import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

/**
 * How long a record's read started on a link's intent (src/app/read-on-intent.ts) still stands for
 * its edit form's read: a person who rests the pointer on Editar and clicks within it gets that
 * answer; later, the record is asked for again, so a form never opens on an old copy.
 */
export const READ_AHEAD_FRESH_MS = 3_000;

/** Why a record is read ahead: a person about to open its page (`intent`), or its page opening (its route's loader). */
export type ReadAheadFor = 'intent' | 'opening';

/**
 * The read started for each record's edit form, by its query in the cache: when, and whether a form
 * has opened on it (a read stands for one opening: opened again, the form reads again).
 */
const reads = new WeakMap<object, { startedAt: number; opened: boolean }>();

/**
 * Starts the record's read for its page. For an edit form (`fresh`): a new GET, unless one started
 * on intent within READ_AHEAD_FRESH_MS that no form has opened on yet (in flight or answered), which
 * the opening then takes; noted for the form's `refetchOnMount`. For a detail page: the cache's own
 * freshness (the app's `staleTime`).
 * `readAhead(queryClient, getObterAssociadoQueryOptions(122), { fresh: true, for: 'intent' })`
 */
export function readAhead(
  queryClient: QueryClient,
  options: FetchQueryOptions,
  { fresh, for: reason }: { fresh: boolean; for: ReadAheadFor },
) {
  if (!fresh) return queryClient.prefetchQuery(options);
  const query = queryClient.getQueryCache().build(queryClient, queryClient.defaultQueryOptions(options));
  const last = reads.get(query);
  const opened = reason === 'opening';
  if (last && !last.opened && Date.now() - last.startedAt < READ_AHEAD_FRESH_MS && query.state.status !== 'error') {
    last.opened = opened;
    return Promise.resolve();
  }
  reads.set(query, { startedAt: Date.now(), opened });
  return queryClient.prefetchQuery({ ...options, staleTime: 0 });
}

/**
 * An edit form's `refetchOnMount` (src/components/form/form-shell.tsx): its record is asked for
 * again on opening, unless the read started for it (`readAhead`) answered, which a second GET would
 * only repeat. A read still on its way is joined, not repeated.
 */
export const refetchUnlessReadOnTheWay = (query: { state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt >= (reads.get(query)?.startedAt ?? Infinity) ? false : 'always';
