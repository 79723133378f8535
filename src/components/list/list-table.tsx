import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ListView } from './use-list-view';
import './list.css';

/** One column of a list, declared once: header text and what a row shows in it. */
export interface ListColumn<T> {
  header: string;
  body: (row: T) => ReactNode;
  /** CSS width, e.g. `'30%'` or `'9rem'`. */
  width?: string;
  align?: 'left' | 'right' | 'center';
}

/** Every row has this height (CSS `--list-row-height`): the virtual scroller and the skeleton rely on it. */
export const LIST_ROW_HEIGHT = 52;
/** Above this many rows (MAX) only the rows in view are rendered. */
export const VIRTUAL_SCROLL_FROM = 101;
const VIRTUAL_SCROLL_HEIGHT = 640;

interface ListTableProps<T> {
  /** Accessible name of the table, e.g. "Associados". */
  label: string;
  columns: ListColumn<T>[];
  view: Pick<ListView<T>, 'rows' | 'showSkeleton' | 'isRefreshing' | 'isError' | 'errorReason' | 'retry'>;
  dataKey: keyof T & string;
  /** Shown when the search finds nothing: "Nenhum associado encontrado." */
  emptyMessage: string;
  /** Shown when the list failed to load: "Não foi possível carregar os associados." */
  errorMessage: string;
  /** Rows the skeleton shows, so the table does not jump when they arrive (the page size). */
  skeletonRows: number;
}

/**
 * A list's table: the skeleton while nothing has loaded, the rows (only those in view beyond 100),
 * and a message when there are none or the load failed.
 * `<ListTable label="Usuários" columns={columns} view={view} dataKey="usuarioId" emptyMessage="Nenhum usuário encontrado." errorMessage="Não foi possível carregar os usuários." skeletonRows={10} />`
 */
export function ListTable<T extends object>({ label, columns, view, dataKey, emptyMessage, errorMessage, skeletonRows }: ListTableProps<T>) {
  if (view.showSkeleton) return <TableSkeleton label={label} columns={columns} rows={skeletonRows} />;

  const virtual = view.rows.length >= VIRTUAL_SCROLL_FROM;
  const loadError = (
    <div className="list-table__message list-table__message--error" role="alert">
      <span>{errorMessage}</span>
      {view.errorReason && <span>{view.errorReason}</span>}
      <Button type="button" label="Tentar novamente" icon="pi pi-refresh" size="small" outlined onClick={view.retry} />
    </div>
  );
  return (
    <div className={`list-table ${view.isRefreshing ? 'list-table--refreshing' : ''}`} aria-busy={view.isRefreshing}>
      {/* A refresh that failed keeps the rows on screen: the error goes above them. */}
      {view.isError && view.rows.length > 0 && loadError}
      <DataTable
        value={view.rows}
        dataKey={dataKey}
        // Cells show state from outside the row (an action running): never skip their render.
        cellMemo={false}
        pt={{ table: { 'aria-label': label } }}
        emptyMessage={
          view.isError ? (
            loadError
          ) : (
            <div className="list-table__message" role="status">
              {emptyMessage}
            </div>
          )
        }
        {...(virtual && {
          scrollable: true,
          scrollHeight: `${VIRTUAL_SCROLL_HEIGHT}px`,
          virtualScrollerOptions: { itemSize: LIST_ROW_HEIGHT },
        })}
      >
        {columns.map((column) => (
          <Column
            key={column.header}
            header={column.header}
            body={column.body}
            style={{ width: column.width, textAlign: column.align }}
            headerStyle={{ width: column.width, textAlign: column.align }}
          />
        ))}
      </DataTable>
    </div>
  );
}

interface TableSkeletonProps {
  label: string;
  /** The table's columns: the skeleton has their headers and widths, so nothing moves when the rows arrive. */
  columns: Pick<ListColumn<never>, 'header' | 'width' | 'align'>[];
  rows: number;
}

/**
 * The table's place while it loads: the same headers and as many rows as are expected.
 * `<TableSkeleton label="Remessas" columns={[{ header: 'Descrição' }, { header: 'Valor', width: '9rem' }]} rows={10} />`
 */
export function TableSkeleton({ label, columns, rows }: TableSkeletonProps) {
  const shown = rows >= VIRTUAL_SCROLL_FROM ? Math.floor(VIRTUAL_SCROLL_HEIGHT / LIST_ROW_HEIGHT) : rows;
  return (
    <div className="list-table list-table--skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">Carregando {label.toLowerCase()}…</span>
      <table className="list-table__skeleton" aria-hidden="true">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} style={{ width: column.width, textAlign: column.align }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: shown }, (_, row) => (
            <tr key={row}>
              {columns.map((column) => (
                <td key={column.header}>
                  <span className="list-table__skeleton-bar" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
