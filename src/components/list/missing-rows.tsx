import type { ListFilters, ListState } from './list-state';
import type { ListView } from './use-list-view';

/** How a list names its rows in "Faltam 120 de 145 associados": the plural, and whether it is feminine (remessas). */
export interface RowsNoun {
  plural: string;
  feminine?: boolean;
}

/**
 * What a read of the whole set says when the server stopped giving rows before `total`
 * (src/lib/api/paged-search.ts), in Arrecadação's words: "Faltam 120 de 145 associados: o servidor
 * não os enviou, e …".
 * `missingRowsText(120, 145, { plural: 'associados' }, 'o arquivo não foi gerado')`
 */
export function missingRowsText(faltam: number, total: number, { plural, feminine }: RowsNoun, consequence: string) {
  return `Faltam ${faltam} de ${total} ${plural}: o servidor não ${feminine ? 'as' : 'os'} enviou, e ${consequence}.`;
}

interface MissingRowsNoticeProps<T> {
  list: Pick<ListState<ListFilters>, 'page' | 'request'>;
  view: ListView<T>;
  rows: RowsNoun;
}

/**
 * Says how many rows of the page the server did not send (a server that caps its pages and stops
 * giving rows: MAX then shows fewer than the total); nothing while the page loads or failed.
 * `<MissingRowsNotice list={list} view={view} rows={{ plural: 'associados' }} />`
 */
export function MissingRowsNotice<T>({ list, view, rows }: MissingRowsNoticeProps<T>) {
  if (view.showSkeleton || view.isRefreshing || view.isError) return null;
  const { numRows } = list.request;
  const expected = Math.min(numRows, Math.max(0, view.total - (list.page - 1) * numRows));
  const faltam = expected - view.rows.length;
  if (faltam <= 0) return null;
  return (
    <p className="notice" role="alert">
      {missingRowsText(faltam, view.total, rows, `a lista abaixo não ${rows.feminine ? 'as' : 'os'} inclui`)} Tente
      abrir a lista de novo mais tarde.
    </p>
  );
}
