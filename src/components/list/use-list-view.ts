import { keepPreviousData } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { timings } from '@/config/app';
import { getErrorMessage } from '@/lib/http/error-message';
import { unansweredReasonOf } from '@/lib/http/http-error';
import type { ListFilters, ListState } from './list-state';

/**
 * True while `active`, and then until at least `minimumMs` have passed since it became true, so a
 * skeleton never flashes for a few milliseconds.
 * `const showSkeleton = useMinimumDuration(isPending, 500)`
 */
export function useMinimumDuration(active: boolean, minimumMs: number): boolean {
  const [holding, setHolding] = useState(active);
  // Counted from when it is on screen (the effect after the commit), not from the render.
  const startedAt = useRef<number | null>(null);

  if (active && !holding) setHolding(true);

  useEffect(() => {
    if (active) {
      startedAt.current ??= Date.now();
      return;
    }
    if (startedAt.current === null) return;
    const remaining = minimumMs - (Date.now() - startedAt.current);
    const timer = setTimeout(
      () => {
        startedAt.current = null;
        // What replaces the skeleton (a page of rows) renders in slices, so the page stays responsive.
        startTransition(() => setHolding(false));
      },
      Math.max(0, remaining),
    );
    return () => clearTimeout(timer);
  }, [active, minimumMs]);

  return active || holding;
}

/**
 * The query options of a list's search: the rows stay while the next page loads, and a list opened
 * again (back from a form) checks the server at once instead of trusting a cached page, which it
 * shows meanwhile: its pages are kept five minutes (TanStack's default), where other answers go
 * after a few seconds (src/app/create-query-client.ts).
 * `useBuscarUsuarios(body, { query: listQueryOptions })`
 */
export const listQueryOptions = {
  placeholderData: keepPreviousData,
  refetchOnMount: 'always',
  gcTime: 5 * 60_000,
} as const;

/** What useListView needs from a generated search query (`useBuscarX(...)`). */
export interface PagedQuery<T> {
  data?: { data: T[]; total: number };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

type RowOf<Q extends PagedQuery<unknown>> = NonNullable<Q['data']>['data'][number];

export interface ListView<T> {
  /** The rows to show: none after a failed load; those on screen after a failed refresh. */
  rows: T[];
  /** The server's total: 0 after a failed load; the shown rows' after a failed refresh. */
  total: number;
  /** Nothing to show yet while loading: the skeleton, for at least `timings.minimumSkeletonMs`. */
  showSkeleton: boolean;
  /** A new page or search is on its way while the previous rows stay on screen. */
  isRefreshing: boolean;
  isError: boolean;
  /** After a load that got no answer (offline, too slow): what to check, e.g. the connection. */
  errorReason?: string;
  retry: () => void;
}

/**
 * Turns a list's state and its search query into what the table shows, and tells the list the
 * server's total (MAX, out-of-range pages). Give the query `listQueryOptions`.
 * `const view = useListView(list, useBuscarUsuarios({ ...body, ...list.request }, { query: listQueryOptions }))`
 */
export function useListView<Q extends PagedQuery<unknown>>(
  list: Pick<ListState<ListFilters>, 'syncTotal'>,
  query: Q,
): ListView<RowOf<Q>> {
  const { syncTotal } = list;
  const answeredTotal = !query.isError && !query.isPlaceholderData ? query.data?.total : undefined;

  useEffect(() => {
    if (answeredTotal !== undefined) syncTotal(answeredTotal);
  }, [answeredTotal, syncTotal]);

  const failed = query.isError && !query.isFetching;
  // Nothing to show yet (first load, or a retry after a failure): the skeleton holds the table's place.
  const showSkeleton = useMinimumDuration(
    !query.data && !failed && (query.isPending || query.isFetching),
    timings.minimumSkeletonMs,
  );

  // A failed new page or search has no data of its own: the list is emptied (spec section 8). A
  // failed refresh of the rows on screen keeps them, with the error and Tentar novamente.
  return {
    rows: !query.data ? [] : (query.data.data as RowOf<Q>[]),
    total: !query.data ? 0 : query.data.total,
    showSkeleton,
    isRefreshing: query.isFetching && Boolean(query.data),
    isError: failed,
    errorReason: failed && unansweredReasonOf(query.error) ? getErrorMessage(query.error) : undefined,
    retry: () => void query.refetch(),
  };
}
