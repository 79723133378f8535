import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { TableSort } from '@/components/ui/table';
import { nextSortOrder, readSortOrder, writeSortOrder } from '@/utils/sort-rows';

/**
 * A table's order kept in the query string, like a list's search and page (`?sort=nome`,
 * `?sort=-valor` descending), so reload, back/forward and a pasted link show the same order. A page
 * with two sortable tables names the second one's key (`name: 'msort'`). Other keys, and the history
 * entry's state (where a list keeps a search with digits), are kept.
 * `const sort = useSortParam(); <Table sort={sort} … />`
 */
export function useSortParam(name = 'sort'): TableSort {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const param = params.get(name);
  const order = useMemo(() => readSortOrder(param), [param]);
  // The order a press asked for until the address shows it: setSearchParams' `current` is the last
  // render's, so a second press before the first one's navigation lands would ask for the same order.
  const asked = useRef<string>(undefined);
  useEffect(() => {
    asked.current = undefined;
  }, [param]);
  const onSort = useCallback(
    (key: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const shown = asked.current ?? current.get(name);
          asked.current = writeSortOrder(nextSortOrder(readSortOrder(shown), key));
          next.set(name, asked.current);
          return next;
        },
        { preventScrollReset: true, state },
      ),
    [setParams, name, state],
  );
  return { order, onSort };
}
