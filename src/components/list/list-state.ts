import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/config/app';

/** Rows per page: one of PAGE_SIZES, or `'max'` (every row: the request asks for the total). */
export type PageSize = number | 'max';

/** A list's own filters and their empty values: one choice (`''` = none) or several. */
export type ListFilters = Record<string, string | string[]>;

export interface ListState<F extends ListFilters> {
  search: string;
  filters: F;
  /** From 1. */
  page: number;
  pageSize: PageSize;
  /** `numPage` and `numRows` for the search call; with MAX, `numRows` is the latest total. */
  request: { numPage: number; numRows: number };
  /** A new search text: back to page 1. */
  setSearch: (search: string) => void;
  /** A new value of one filter: back to page 1. */
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  setPage: (page: number) => void;
  /** A new page size: back to page 1. */
  setPageSize: (pageSize: PageSize) => void;
  /**
   * The total the server answered (useListView calls it): MAX follows it, and a page beyond the
   * last one (rows deleted meanwhile, an old link) is pulled back to the last.
   */
  syncTotal: (total: number) => void;
  /** The query keys this list writes (none for a list in memory): a navigation that changes only these stays in the list. */
  queryKeys: readonly string[];
}

interface ListValues<F extends ListFilters> {
  search: string;
  filters: F;
  page: number;
  pageSize: PageSize;
}

type Patch<F extends ListFilters> = Partial<Omit<ListValues<F>, 'filters'>> & { filters?: Partial<F> };

const isPageSize = (value: number) => (PAGE_SIZES as readonly number[]).includes(value);

function readPageSize(raw: string | null): PageSize {
  if (raw === 'max') return 'max';
  const size = Number(raw);
  return isPageSize(size) ? size : DEFAULT_PAGE_SIZE;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Keeps the request steady with MAX: grows with the total, never shrinks (that would refetch the same rows). */
function useRequest<F extends ListFilters>(values: ListValues<F>, update: (patch: Patch<F>, replace: boolean) => void) {
  const [latestTotal, setLatestTotal] = useState<number>();
  const numRows = values.pageSize === 'max' ? Math.max(latestTotal ?? DEFAULT_PAGE_SIZE, 1) : values.pageSize;
  const latest = useRef({ numRows, page: values.page, pageSize: values.pageSize });
  latest.current = { numRows, page: values.page, pageSize: values.pageSize };

  const syncTotal = useCallback(
    (total: number) => {
      const { numRows: requested, page, pageSize } = latest.current;
      setLatestTotal((previous) =>
        pageSize === 'max' && previous !== undefined && total <= previous ? previous : total,
      );
      const lastPage = Math.max(1, Math.ceil(total / requested));
      if (page > lastPage) update({ page: lastPage }, true);
    },
    [update],
  );

  return { request: { numPage: values.page, numRows }, syncTotal };
}

function useListActions<F extends ListFilters>(update: (patch: Patch<F>, replace: boolean) => void) {
  return useMemo(
    () => ({
      setSearch: (search: string) => update({ search, page: 1 }, false),
      setFilter: <K extends keyof F>(key: K, value: F[K]) =>
        update({ filters: { [key]: value } as unknown as Partial<F>, page: 1 }, false),
      setPage: (page: number) => update({ page }, false),
      setPageSize: (pageSize: PageSize) => update({ pageSize, page: 1 }, false),
    }),
    [update],
  );
}

export interface UrlListOptions<F extends ListFilters> {
  /** The list's filters with their empty values: `{ status: '' }`, `{ filter: [] }`. */
  filters: F;
  /** Prefix of the query keys, when a page shows two lists at once. */
  prefix?: string;
}

/**
 * List state (search, filters, page, page size) kept in the query string, so reload, back/forward
 * and a pasted link show the same view. Keys: `q`, `page`, `size` (a number or `max`) and one per
 * filter (repeated for several values); defaults are left out; other keys (e.g. `type`) are kept.
 * A search with digits (a CPF, CNPJ or phone) is kept in the history entry's state instead of `q`:
 * reload and back/forward still restore it, but personal documents never reach an address
 * (access logs, Referer, synced history).
 * `const list = useListUrlState({ filters: { status: '' } }); useBuscarX({ descricao: list.search, ...list.request })`
 */
export function useListUrlState<F extends ListFilters>({
  filters: empty,
  prefix = '',
}: UrlListOptions<F>): ListState<F> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const historyState = useRef<Record<string, unknown>>({});
  historyState.current = (location.state as Record<string, unknown> | null) ?? {};
  const emptyRef = useRef(empty);
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  const values = useMemo<ListValues<F>>(() => {
    const filters = Object.fromEntries(
      Object.entries(emptyRef.current).map(([name, emptyValue]) => [
        name,
        Array.isArray(emptyValue) ? [...new Set(params.getAll(key(name)))] : (params.get(key(name)) ?? emptyValue),
      ]),
    ) as F;
    return {
      search: params.get(key('q')) ?? readHistorySearch(location.state, key('q')),
      filters,
      page: readPage(params.get(key('page'))),
      pageSize: readPageSize(params.get(key('size'))),
    };
  }, [params, key, location.state]);

  const update = useCallback(
    (patch: Patch<F>, replace: boolean) => {
      const state = { ...historyState.current };
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const write = (name: string, value: string, fallback: string) => {
            if (value === fallback) next.delete(key(name));
            else next.set(key(name), value);
          };
          if (patch.search !== undefined) {
            const privateSearch = hasDigits(patch.search);
            write('q', privateSearch ? '' : patch.search, '');
            if (privateSearch) state[key('q')] = patch.search;
            else delete state[key('q')];
          }
          if (patch.page !== undefined) write('page', String(patch.page), '1');
          if (patch.pageSize !== undefined) write('size', String(patch.pageSize), String(DEFAULT_PAGE_SIZE));
          for (const [name, value] of Object.entries(patch.filters ?? {})) {
            next.delete(key(name));
            if (Array.isArray(value)) value.forEach((item) => next.append(key(name), item));
            else if (value) next.set(key(name), value as string);
          }
          return next;
        },
        // Pulling back an impossible page is a correction, not a step the user took.
        { replace, preventScrollReset: true, state },
      );
    },
    [setParams, key],
  );

  const actions = useListActions<F>(update);
  const { request, syncTotal } = useRequest(values, update);
  const queryKeys = useMemo(() => ['q', 'page', 'size', ...Object.keys(emptyRef.current)].map(key), [key]);
  return { ...values, ...actions, request, syncTotal, queryKeys };
}

const hasDigits = (text: string) => /\d/.test(text);

/**
 * Where a list opens already searching `search`, as its own search box would have left it: `q` in
 * the address, or, for a search with digits (a CPF), the history entry's state.
 * `const { to, state } = listSearchLocation(paths.listas.getHref('associados'), '111.444'); navigate(to, { state })`
 */
export function listSearchLocation(href: string, search: string): { to: string; state?: Record<string, string> } {
  const term = search.trim();
  if (!term) return { to: href };
  if (hasDigits(term)) return { to: href, state: { q: term } };
  const url = new URL(href, 'http://painel');
  url.searchParams.set('q', term);
  return { to: `${url.pathname}${url.search}` };
}

function readHistorySearch(state: unknown, key: string): string {
  const value = (state as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The same list state in memory, for a list that is not the page itself (e.g. inside a dialog).
 * `const list = useListLocalState({ filters: {} })`
 */
export function useListLocalState<F extends ListFilters>({ filters }: { filters: F }): ListState<F> {
  const [values, setValues] = useState<ListValues<F>>({ search: '', filters, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const update = useCallback((patch: Patch<F>) => {
    setValues((current) => ({
      search: patch.search ?? current.search,
      page: patch.page ?? current.page,
      pageSize: patch.pageSize ?? current.pageSize,
      filters: { ...current.filters, ...patch.filters },
    }));
  }, []);
  const actions = useListActions<F>(update);
  const { request, syncTotal } = useRequest(values, update);
  return { ...values, ...actions, request, syncTotal, queryKeys: NO_KEYS };
}

const NO_KEYS: readonly string[] = [];
