import type { Remessa } from '@/generated/model';
import { remessasSearch } from '@/lib/api/searches';

/*
 * A remessa's own row in the remessas' search: its situação and totals without its payers (a monthly
 * remessa holds them by the thousand). The contract has no call for one remessa's summary, so the row
 * is found by the remessa's description, newest first.
 */

/** The usual check: a description is rarely shared by ten newer remessas. */
const FIRST_ROWS = 10;
/** Then pages of 50, up to the 500 newest of the description (a short text matches many remessas). */
const MORE_ROWS = 50;
const MORE_PAGES = 10;

/**
 * The remessa's row as the server has it now, or undefined when the search no longer lists it
 * (deleted, or its description changed meanwhile): the 10 newest of its description, then pages of
 * 50 until the row or the end of the results.
 * `const row = await remessaRowOf(remessa); row?.situacaoRemessa.situacaoRemessaId`
 */
export async function remessaRowOf({ remessaId, descricao }: Pick<Remessa, 'remessaId' | 'descricao'>) {
  const page = async (numPage: number, numRows: number) => {
    const { data, total } = await remessasSearch.readPage({ descricao, situacaoRemessaId: null, numPage, numRows });
    const row = data.find((summary) => summary.remessaId === remessaId);
    return { row, last: data.length === 0 || numPage * numRows >= total };
  };
  const first = await page(1, FIRST_ROWS);
  if (first.row || first.last) return first.row;
  for (let numPage = 1; numPage <= MORE_PAGES; numPage++) {
    const { row, last } = await page(numPage, MORE_ROWS);
    if (row || last) return row;
  }
  return undefined;
}
