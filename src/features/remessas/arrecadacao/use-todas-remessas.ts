import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/config/app';
import { getBuscarRemessasQueryKey, useBuscarRemessas } from '@/generated/api/remessas/remessas';
import type { RemessaBuscaRequest, RemessaBuscaResponse } from '@/generated/model';
import { everySearchOf, searchBodyOf } from '@/lib/api/query-cache';
import { remessasSearch } from '@/lib/api/searches';

/** Every remessa: no text, every situação. */
const TODAS = { descricao: '', situacaoRemessaId: null, numPage: 1 } as const;

/**
 * How many remessas the server last said it holds, from any search of all of them already in the
 * cache (the Remessas tab's first page, this screen's last read): then the first call asks for
 * them all at once.
 */
function lastKnownTotal(queryClient: QueryClient): number | undefined {
  const totals = queryClient
    .getQueriesData<RemessaBuscaResponse>({ queryKey: everySearchOf(getBuscarRemessasQueryKey()) })
    .filter(([key, answer]) => {
      const body = searchBodyOf<RemessaBuscaRequest>(key);
      return answer && body?.descricao === '' && body.situacaoRemessaId === null;
    })
    .map(([, answer]) => answer!.total);
  return totals.length ? Math.max(...totals) : undefined;
}

/**
 * Every remessa of the server, in one `POST /api/remessas/busca` with numRows = total, read again
 * each time the screen opens. The total comes from the cache when a search of all remessas is
 * there; otherwise a first page tells it (as a list's MAX does). An answer whose total outgrew the
 * rows asked for (remessas created meanwhile) is asked again with the new total, so `remessas` is
 * only ever the whole set, or says how many of it the server did not send (`faltam`).
 * `const { remessas, faltam, query } = useTodasRemessas(); if (remessas) arrecadacaoDoAno(remessas, …)`
 */
export function useTodasRemessas() {
  const queryClient = useQueryClient();
  const [numRows, setNumRows] = useState(() => Math.max(lastKnownTotal(queryClient) ?? DEFAULT_PAGE_SIZE, 1));
  const body = { ...TODAS, numRows };
  const query = useBuscarRemessas(body, { query: { refetchOnMount: 'always', ...remessasSearch.page(body) } });
  const answer = query.data;
  const complete = answer !== undefined && answer.total <= numRows;
  // More remessas than asked for: ask for all of them (the state of this component, set while rendering).
  if (answer !== undefined && !complete) setNumRows(answer.total);
  // A server that caps its pages is read at its own page size (src/lib/api/paged-search.ts); one
  // that stops giving rows leaves some out, and the screen says how many.
  const faltam = complete ? Math.max(0, answer.total - answer.data.length) : 0;
  return { remessas: complete ? answer.data : undefined, total: complete ? answer.total : undefined, faltam, query };
}
