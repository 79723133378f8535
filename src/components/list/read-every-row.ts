import { missingRowsText, type RowsNoun } from './missing-rows';

/**
 * Thrown when the server did not send every row of a whole-set read (it caps its pages and stopped
 * giving rows): nothing is done with a part that claims to be the whole; the message says what is missing.
 */
export class IncompleteReadError extends Error {
  override name = 'IncompleteReadError';
}

/** A search of the list, asked for one page: what its generated call answers. */
export type SearchRead<T> = (page: { numPage: number; numRows: number }) => Promise<{ data: T[]; total: number }>;

/**
 * Every row a list's search matches (Exportar, Selecionar todos os N): page 1 of `total` rows, asked
 * again when more came meanwhile (the HTTP client reads a capped server on, src/lib/http/whole-page.ts).
 * When the server still sent fewer than it counts, rejects with IncompleteReadError saying so
 * ("Faltam 120 de 145 associados: o servidor não os enviou, e <consequence>.").
 * `const rows = await readEveryRow((page) => buscarAssociados({ ...search, ...page }), view.total, { plural: 'associados' }, 'nenhum foi selecionado')`
 */
export async function readEveryRow<T>(
  read: SearchRead<T>,
  total: number,
  rows: RowsNoun,
  consequence: string,
): Promise<T[]> {
  const numRows = Math.max(total, 1);
  let answer = await read({ numPage: 1, numRows });
  if (answer.total > numRows) answer = await read({ numPage: 1, numRows: answer.total });
  if (answer.data.length < answer.total)
    throw new IncompleteReadError(missingRowsText(answer.total - answer.data.length, answer.total, rows, consequence));
  return answer.data;
}
