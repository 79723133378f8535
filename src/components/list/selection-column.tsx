import { Checkbox } from '@/components/ui/checkbox';
import type { TableColumn } from '@/components/ui/table';
import type { ListSelection, RowOrigin } from './use-list-selection';

/**
 * The first column of a list whose rows can be chosen: a checkbox per row, named by its row
 * ("Selecionar Maria Souza"). `origin` says where the page's rows are in the search (for the batch
 * that reads them again there).
 * `const columns = [selectionColumn(selection, (usuario) => usuario.nome), ...columns]`
 */
export function selectionColumn<T>(
  selection: ListSelection<T>,
  nomeOf: (row: T) => string,
  origin?: (row: T) => RowOrigin | undefined,
): TableColumn<T> {
  return {
    header: 'Selecionar',
    hideHeader: true,
    width: '3.25rem',
    align: 'center',
    body: (row) => (
      <Checkbox
        aria-label={`Selecionar ${nomeOf(row)}`}
        checked={selection.has(row)}
        onChange={() => selection.toggle(row, origin?.(row))}
      />
    ),
  };
}
