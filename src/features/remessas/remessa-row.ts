import { buscarRemessas } from '@/generated/api/remessas/remessas';
import type { Remessa } from '@/generated/model';

/*
 * A remessa's own row in the remessas' search: its situação and totals without its payers (a monthly
 * remessa holds them by the thousand). The contract has no call for one remessa's summary, so the row
 * is found by the remessa's description, newest first, page after page.
 */

/** Rows a page: a description is rarely shared by ten newer remessas, so one small page is the usual check. */
export const ROW_PAGE_ROWS = 10;
/** Pages read at most: a row not among the 500 newest of its description is treated as not there. */
const ROW_PAGES = 50;

/**
 * The remessa's row as the server has it now, or undefined when the search no longer lists it
 * (deleted, or its description changed meanwhile). Reads only the pages it needs.
 * `const row = await remessaRowOf(remessa); row?.situacaoRemessa.situacaoRemessaId`
 */
export async function remessaRowOf({ remessaId, descricao }: Pick<Remessa, 'remessaId' | 'descricao'>) {
  for (let numPage = 1; numPage <= ROW_PAGES; numPage++) {
    const { data, total } = await buscarRemessas({
      descricao,
      situacaoRemessaId: null,
      numPage,
      numRows: ROW_PAGE_ROWS,
    });
    const found = data.find((summary) => summary.remessaId === remessaId);
    if (found) return found;
    if (data.length === 0 || numPage * ROW_PAGE_ROWS >= total) return undefined;
  }
  return undefined;
}
