import { useMutation, useQueryClient, type QueryClient, type QueryFilters, type QueryKey } from '@tanstack/react-query';

/**
 * The key that matches every page, search and filter of a generated search query. The generated
 * `getBuscarXQueryKey()` without a body is `['POST', url, undefined]`, which TanStack Query does not
 * prefix-match against `['POST', url, body]`; the key without its body does (and only that search:
 * `['POST']` alone would match every search of every list).
 * `queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarUsuariosQueryKey()) })`
 */
export const everySearchOf = (queryKey: readonly [string, ...unknown[]]) => queryKey.slice(0, -1);

/** The body of a generated search query's key: `searchBodyOf<RemessaBuscaRequest>(key)?.descricao`. */
export const searchBodyOf = <Body>(queryKey: QueryKey) => queryKey.at(-1) as Body | undefined;

/**
 * The records of these ids, as one filter: `recordsOf(getObterAssociadoQueryKey, ids)`. The 12,500
 * associates of a remessa are then one pass over the cache, where a key each would be 12,500 passes
 * (half a second).
 */
export function recordsOf(keyOf: (id: number) => QueryKey, ids: readonly number[]): QueryFilters {
  const keys = new Set(ids.map((id) => keyOf(id)[0]));
  return { predicate: (query) => keys.has(query.queryKey[0]) };
}

/**
 * Marks the queries of every key (or filter) stale and reloads those on screen, all at once;
 * resolves when they are back. A key left out (`id !== undefined && getObterXQueryKey(id)`) is skipped.
 * `await refreshQueries(queryClient, [everySearchOf(getBuscarUsuariosQueryKey()), getObterUsuarioQueryKey(id)])`
 */
export const refreshQueries = (queryClient: QueryClient, targets: (QueryKey | QueryFilters | false)[]) =>
  Promise.all(
    targets
      .filter((target) => target !== false)
      .map((target) => queryClient.invalidateQueries(isQueryKey(target) ? { queryKey: target } : target)),
  );

const isQueryKey = (target: QueryKey | QueryFilters): target is QueryKey => Array.isArray(target);

/**
 * A mutation that, once the call succeeds, refreshes the queries it changed before it resolves.
 * `useRefreshingMutation((payload: UsuarioSalvar) => criarUsuario(payload), () => [everySearchOf(getBuscarUsuariosQueryKey())])`
 */
export function useRefreshingMutation<P, A>(
  call: (payload: P) => Promise<A>,
  refresh: (answer: A, payload: P) => (QueryKey | QueryFilters | false)[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, payload) => refreshQueries(queryClient, refresh(answer, payload)),
  });
}

/**
 * Marks the queries of every key stale without reloading them now: for the record an edit form
 * just saved and is leaving (the next screen that shows it asks again). Reloading it for the form
 * being left would add a call to every save, after the read the save already made before it.
 * `markStale(queryClient, [getObterUsuarioQueryKey(id)])`
 */
export const markStale = (queryClient: QueryClient, keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })));
