import type { SearchAnswer } from '@/lib/api/paged-search';
import { missingRowsText, type RowsNoun } from './missing-rows';

/**
 * Thrown when the server did not send every row of a whole-set read (it caps its pages and stopped
 * giving rows): nothing is done with a part that claims to be the whole; the message says what is missing.
 */
export class IncompleteReadError extends Error {
  override name = 'IncompleteReadError';
}

/** A search read through the paging seam (src/lib/api/searches.ts): `associadosSearch`. */
export interface WholeSetReader<Criteria, Row> {
  readAll: (criteria: Criteria, options?: { total?: number }) => Promise<SearchAnswer<Row>>;
}

/**
 * Every row a list's search matches (Exportar, Selecionar todos os N), read by the paging seam
 * (`readAll`: at the server's own page size, again when more came meanwhile). When the server still
 * sent fewer than it counts, rejects with IncompleteReadError saying so
 * ("Faltam 120 de 145 associados: o servidor não os enviou, e <consequence>.").
 * `const rows = await readEveryRow(associadosSearch, criteria, view.total, { plural: 'associados' }, 'nenhum foi selecionado')`
 */
export async function readEveryRow<Criteria, Row>(
  reader: WholeSetReader<Criteria, Row>,
  criteria: Criteria,
  total: number,
  rows: RowsNoun,
  consequence: string,
): Promise<Row[]> {
  const answer = await reader.readAll(criteria, { total });
  if (answer.data.length < answer.total)
    throw new IncompleteReadError(missingRowsText(answer.total - answer.data.length, answer.total, rows, consequence));
  return answer.data;
}
