import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recallListQuery, rememberListQuery } from '@/lib/list-memory';

/**
 * Each list as the person left it: /listas opened with no query (after signing in, the header's
 * link, the address typed) shows the signed-in person's last view; any query in the address wins.
 * Every view they reach is kept, a tab change or Limpar filtros too. An entry the lists wrote
 * themselves (it carries history state) is the view as the address says, even when plain: it is
 * never replaced, so Limpar filtros and back/forward behave as before.
 * Returns the query to go to instead (`?type=shipments&status=3`), or undefined to show the page.
 * `const restore = useRememberedListas(); if (restore) return <Navigate to={{ search: restore }} replace />`
 */
export function useRememberedListas(): string | undefined {
  const { search, state } = useLocation();
  const recalled = search === '' && state === null ? recallListQuery() : undefined;
  const restore = recalled ? `?${recalled}` : undefined;

  useEffect(() => {
    if (restore === undefined) rememberListQuery(search);
  }, [search, restore]);

  return restore;
}
