import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ListView } from './use-list-view';
import './list.css';

/**
 * Values staff compare and copy, which a column shows whole, never cut: the column is at least as wide
 * as the longest value, counted as that many digits of the widest common sans font (DejaVu Sans, what
 * Debian's Chromium uses: 0.64 em a digit), with tabular digits.
 */
export type WholeValue = 'document' | 'money' | 'date' | 'phone' | 'situacao';

/** Characters of the longest value of each kind: 00.000.000/0000-00, R$ 999.999,99, 00/00/0000, (00) 00000-0000. */
const WHOLE_CHARS: Record<WholeValue, number> = { document: 18, money: 13, date: 10, phone: 15, situacao: 0 };
/** The badge "Pago em 00/00/0000" in its own smaller bold type, with its padding. */
const SITUACAO_WIDTH = '11.5rem';
/** Each side's padding of a cell of whole values (narrower than the text cells' 1rem). */
const WHOLE_PADDING = '0.6rem';

/** The width of a column holding `whole` values: never less than the longest value. `wholeWidth('document', '12rem')` */
export const wholeWidth = (whole: WholeValue, width?: string) => {
  const needed =
    whole === 'situacao'
      ? SITUACAO_WIDTH
      : `calc(${(WHOLE_CHARS[whole] * 0.64).toFixed(2)}em + 2 * ${WHOLE_PADDING} + 2px)`;
  return width ? `max(${width}, ${needed})` : needed;
};

/** One column of a list, declared once: header text and what a row shows in it. */
export interface ListColumn<T> {
  header: string;
  /** A text is cut with an ellipsis when it does not fit, and then shown whole on hover (title). */
  body: (row: T) => ReactNode;
  /** CSS width, e.g. `'30%'` or `'9rem'`. */
  width?: string;
  align?: 'left' | 'right' | 'center';
  /** The column's values are shown whole, never cut (CPF/CNPJ, money, dates, phones, the status with its date). */
  whole?: WholeValue;
}

/** The column's CSS width and class. */
const layoutOf = (column: Pick<ListColumn<never>, 'width' | 'whole'>) => ({
  width: column.whole ? wholeWidth(column.whole, column.width) : column.width,
  className: column.whole ? 'list-table__whole' : undefined,
});

/** A text cell: cut with an ellipsis when it is too long, whole on hover; assistive technology reads the whole text. */
function cellOf<T>(body: ListColumn<T>['body']) {
  return (row: T) => {
    const content = body(row);
    return typeof content === 'string' ? (
      <span className="list-table__text" title={content}>
        {content}
      </span>
    ) : (
      content
    );
  };
}

/** Every row has this height (CSS `--list-row-height`): the virtual rows and the skeleton rely on it. */
export const LIST_ROW_HEIGHT = 52;
/** Above this many rows (MAX) only the rows in view are rendered. */
export const VIRTUAL_SCROLL_FROM = 101;
const VIRTUAL_SCROLL_HEIGHT = 640;
/** Rows rendered above and below those in view, so a short scroll never shows a gap. */
const OVERSCAN = 6;

export interface ListTableProps<T> {
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
 * and a message when there are none or the load failed. A plain `<table>` wearing PrimeReact
 * DataTable's classes (same look, none of DataTable's code: docs/decisions/0005-listas.md).
 * `<ListTable label="Usuários" columns={columns} view={view} dataKey="usuarioId" emptyMessage="Nenhum usuário encontrado." errorMessage="Não foi possível carregar os usuários." skeletonRows={10} />`
 */
export function ListTable<T extends object>({
  label,
  columns,
  view,
  dataKey,
  emptyMessage,
  errorMessage,
  skeletonRows,
}: ListTableProps<T>) {
  if (view.showSkeleton) return <TableSkeleton label={label} columns={columns} rows={skeletonRows} />;

  const virtual = view.rows.length >= VIRTUAL_SCROLL_FROM;
  const loadError = (
    <div className="list-table__message list-table__message--error" role="alert">
      <span>{errorMessage}</span>
      {view.errorReason && <span>{view.errorReason}</span>}
      <Button label="Tentar novamente" icon="pi-refresh" size="small" variant="outlined" onClick={view.retry} />
    </div>
  );
  const props = { label, columns, rows: view.rows, dataKey };
  return (
    <div className={`list-table ${view.isRefreshing ? 'list-table--refreshing' : ''}`} aria-busy={view.isRefreshing}>
      {/* A refresh that failed keeps the rows on screen: the error goes above them. */}
      {view.isError && view.rows.length > 0 && loadError}
      <div
        className={`p-datatable p-component p-datatable-responsive-scroll ${virtual ? 'p-datatable-scrollable' : ''}`}
      >
        <div className="p-datatable-wrapper">
          {virtual ? (
            <VirtualRows {...props} />
          ) : (
            <table className="p-datatable-table" aria-label={label}>
              <TableHead columns={columns} />
              <tbody className="p-datatable-tbody">
                {view.rows.length > 0 ? (
                  <Rows {...props} from={0} to={view.rows.length} />
                ) : (
                  <tr className="p-datatable-emptymessage">
                    <td colSpan={columns.length}>
                      {view.isError ? (
                        loadError
                      ) : (
                        <div className="list-table__message" role="status">
                          {emptyMessage}
                        </div>
                      )}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </div>
  );
}

interface RowsTableProps<T> extends Omit<ListTableProps<T>, 'view' | 'errorMessage' | 'skeletonRows'> {
  rows: T[];
  /** The record is being loaded again: the rows dim as a list's do. */
  refreshing?: boolean;
}

/**
 * A table of rows already in hand (a record's users, its remessas): never a skeleton nor a load error.
 * `<RowsTable label="Usuários do associado" columns={columns} rows={associado.usuarios} dataKey="login" emptyMessage="…" />`
 */
export function RowsTable<T extends object>({ rows, refreshing = false, ...table }: RowsTableProps<T>) {
  const view = { rows, showSkeleton: false, isRefreshing: refreshing, isError: false, retry: () => undefined };
  return <ListTable {...table} view={view} errorMessage="" skeletonRows={0} />;
}

interface RowsProps<T> {
  label: string;
  columns: ListColumn<T>[];
  rows: T[];
  dataKey: keyof T & string;
}

function TableHead<T>({ columns }: { columns: ListColumn<T>[] }) {
  return (
    <thead className="p-datatable-thead">
      <tr>
        {columns.map((column) => {
          const { width, className } = layoutOf(column);
          return (
            <th key={column.header} style={{ width, textAlign: column.align }} className={className}>
              <div className="p-column-header-content">
                <span className="p-column-title">{column.header}</span>
              </div>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** Rows `from` (included) to `to` (excluded); cells render with their list, so they always show its current state. */
function Rows<T>({ columns, rows, dataKey, from, to }: RowsProps<T> & { from: number; to: number }) {
  const cells = columns.map((column) => ({ column, ...layoutOf(column), body: cellOf(column.body) }));
  const shown: ReactNode[] = [];
  for (let index = from; index < to; index++) {
    const row = rows[index];
    shown.push(
      <tr key={String(row[dataKey])} className={index % 2 === 1 ? 'p-row-odd' : undefined}>
        {cells.map(({ column, width, className, body }) => (
          <td key={column.header} style={{ width, textAlign: column.align }} className={className}>
            {body(row)}
          </td>
        ))}
      </tr>,
    );
  }
  return shown;
}

/**
 * MAX: a scroll box of fixed height over every row, rendering only those in view. Rows have a
 * fixed height, so which ones are in view follows from the scroll position alone (no measuring):
 * they are moved down to where they belong, and a spacer below gives the box the height of every
 * row (DataTable's own layout, so the first body row is always a real one).
 */
function VirtualRows<T>(props: RowsProps<T>) {
  const { label, columns, rows } = props;
  const [firstInView, setFirstInView] = useState(0);
  const last = Math.max(0, rows.length - 1);
  const from = Math.max(0, Math.min(firstInView, last) - OVERSCAN);
  const to = Math.min(
    rows.length,
    Math.min(firstInView, last) + Math.ceil(VIRTUAL_SCROLL_HEIGHT / LIST_ROW_HEIGHT) + OVERSCAN,
  );
  return (
    <div
      className="p-virtualscroller p-virtualscroller-inline"
      // Reachable by keyboard, so the rows can be scrolled without a mouse.
      tabIndex={0}
      style={{ height: `${VIRTUAL_SCROLL_HEIGHT}px` }}
      onScroll={(event) => setFirstInView(Math.floor(event.currentTarget.scrollTop / LIST_ROW_HEIGHT))}
    >
      <table className="p-datatable-table p-datatable-scrollable-table" aria-label={label}>
        <TableHead columns={columns} />
        <tbody
          className="p-datatable-tbody p-virtualscroller-content"
          style={{ transform: `translateY(${from * LIST_ROW_HEIGHT}px)` }}
        >
          <Rows {...props} from={from} to={to} />
        </tbody>
        <tbody className="p-datatable-virtualscroller-spacer" aria-hidden="true">
          <tr style={{ height: `${(rows.length - (to - from)) * LIST_ROW_HEIGHT}px` }} />
        </tbody>
      </table>
    </div>
  );
}

interface TableSkeletonProps {
  label: string;
  /** The table's columns: the skeleton has their headers and widths, so nothing moves when the rows arrive. */
  columns: Pick<ListColumn<never>, 'header' | 'width' | 'align' | 'whole'>[];
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
              <th
                key={column.header}
                style={{ width: layoutOf(column).width, textAlign: column.align }}
                className={layoutOf(column).className}
              >
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
