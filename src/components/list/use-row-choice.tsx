import type { ReactNode } from 'react';
import type { TableColumn } from '@/components/ui/table';
import type { ListFilters, ListState } from './list-state';
import { readEveryRow, type WholeSetReader } from './read-every-row';
import { SelectionBar, type SelectionAction } from './selection-bar';
import { selectionColumn } from './selection-column';
import type { SelectionNoun } from './selection-texts';
import { useBatch, type BatchRunner } from './use-batch';
import { useListSelection, type ListSelection, type RowIdentity, type RowOrigin } from './use-list-selection';
import type { ListView } from './use-list-view';

interface RowChoiceOptions<T, S extends object> {
  list: Pick<ListState<ListFilters>, 'page' | 'request' | 'queryKeys'>;
  view: ListView<T>;
  identity: RowIdentity<T>;
  noun: SelectionNoun;
  /** The list's search and filters as the server reads them, without the page. */
  search: S;
  /** The list's search through the paging seam, for Selecionar todos os N: `usuariosSearch`. */
  reader: WholeSetReader<S, T>;
}

export interface RowChoice<T> {
  selection: ListSelection<T>;
  /** Runs the actions on many rows (useBatch): the chosen ones, or rows made from them (a reajuste's). */
  batch: BatchRunner;
  /** The checkbox column, first in the table. */
  column: TableColumn<T>;
  /** The bar above the table, with these actions. */
  bar: (actions: readonly SelectionAction<T>[]) => ReactNode;
  /** The batch's progress and report, above the bar. */
  panel: ReactNode;
}

/**
 * Rows of a /listas list that can be chosen and acted on together: the choice (kept across pages,
 * searches and filters), its column and bar (with Selecionar todos os N: every row the search and
 * filters match, read from the server), and the batch that runs an action on it. A row a batch did
 * or skipped leaves the choice; a failed one stays.
 * `const choice = useRowChoice({ list, view, identity, noun, search, reader: usuariosSearch }); choice.bar(actions)`
 */
export function useRowChoice<T, S extends object>({
  list,
  view,
  identity,
  noun,
  search,
  reader,
}: RowChoiceOptions<T, S>): RowChoice<T> {
  const selection = useListSelection(identity);
  const batch = useBatch({
    queryKeys: list.queryKeys,
    onFinished: (results) =>
      selection.remove(results.filter(({ result }) => result.status !== 'failed').map(({ row }) => row.id)),
  });
  // Where the page's rows are in the search: a batch may read them again there, several at once.
  const first = (list.page - 1) * list.request.numRows;
  const origin = (index: number): RowOrigin => ({ search, index: first + index });
  const nenhum = noun.feminine ? 'nenhuma foi selecionada' : 'nenhum foi selecionado';

  const readAll = async () => {
    const rows = await readEveryRow(reader, search, view.total, noun, nenhum);
    return { rows, origin: (index: number): RowOrigin => ({ search, index }) };
  };

  return {
    selection,
    batch,
    column: selectionColumn(selection, identity.nome, (row) => origin(view.rows.indexOf(row))),
    bar: (actions) => (
      <SelectionBar
        selection={selection}
        noun={noun}
        page={{ rows: view.rows, busy: view.showSkeleton || view.isRefreshing, origin }}
        total={view.total}
        readAll={readAll}
        actions={actions}
        busy={batch.running ? 'Aguarde o fim da ação em andamento.' : undefined}
      />
    ),
    panel: batch.panel,
  };
}
