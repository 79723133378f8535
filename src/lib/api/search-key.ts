/**
 * The key that matches every page, search and filter of a generated search query. The generated
 * `getBuscarXQueryKey()` without a body is `[url, undefined]`, which TanStack Query does not
 * prefix-match against `[url, body]`; the URL alone does.
 * `queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarUsuariosQueryKey()) })`
 */
export const everySearchOf = (queryKey: readonly [string, ...unknown[]]) => [queryKey[0]] as const;
