import { useDeferredValue, useState, useSyncExternalStore, type ReactNode } from 'react';
import { readSortOrder, sortRows, writeSortOrder, type SortOrder, type SortValue } from '@/utils/sort-rows';
import { Button } from './button';
import { Icon } from './icon';
import './table.css';

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

/** One column of a table, declared once: header text and what a row shows in it. */
export interface TableColumn<T> {
  header: string;
  /** A text is cut with an ellipsis when it does not fit, and then shown whole on hover (title). */
  body: (row: T) => ReactNode;
  /** CSS width, e.g. `'30%'` or `'9rem'`. */
  width?: string;
  align?: 'left' | 'right' | 'center';
  /** The column's values are shown whole, never cut (CPF/CNPJ, money, dates, phones, the status with its date). */
  whole?: WholeValue;
  /** The header is for screen readers only (a narrow column of checkboxes, each named by its row). */
  hideHeader?: boolean;
  /**
   * Sortable where the table holds the whole set (`TableProps.sort`): the key the address keeps
   * (`?sort=valor`), and what a row is sorted by (a text, or a number for money and dates).
   */
  sort?: { key: string; value: (row: T) => SortValue };
}

/** A sortable table's order and what a header button does: `useSortParam()` (src/components/list/sort-state.ts). */
export interface TableSort {
  order: SortOrder | undefined;
  onSort: (key: string) => void;
}

/** Rows sorted before, by array and order: a table re-rendered (a poll, a hover) does not sort 12,500 rows again. */
const sortedCache = new WeakMap<readonly unknown[], Map<string, unknown[]>>();

/**
 * `rows` in the order of the column `order` names (the rows as they came when none, or when no
 * column of `columns` has that key). The order is taken in a background render: a header pressed
 * answers at once, and `sorting` is true until the rows follow.
 * `const { rows, sorting } = useSortedRows(view.rows, columns, sort.order)`
 */
export function useSortedRows<T>(rows: readonly T[], columns: TableColumn<T>[], wanted: SortOrder | undefined) {
  const wantedParam = wanted ? writeSortOrder(wanted) : undefined;
  const param = useDeferredValue(wantedParam);
  const sorting = param !== wantedParam;
  const order = readSortOrder(param ?? null);
  const column = order && columns.find((candidate) => candidate.sort?.key === order.key);
  if (!order || !column?.sort) return { rows: rows as T[], sorting };
  let byOrder = sortedCache.get(rows);
  if (!byOrder) sortedCache.set(rows, (byOrder = new Map()));
  let sorted = byOrder.get(param!) as T[] | undefined;
  if (!sorted) byOrder.set(param!, (sorted = sortRows(rows, column.sort.value, order.direction)));
  return { rows: sorted, sorting };
}

/** A header's text, read by screen readers only when the column hides it. */
const headerText = ({ header, hideHeader }: Pick<TableColumn<never>, 'header' | 'hideHeader'>) =>
  hideHeader ? <span className="visually-hidden">{header}</span> : header;

type ColumnLayout = Pick<TableColumn<never>, 'header' | 'width' | 'whole' | 'hideHeader'>;

/**
 * The column's CSS width and its cells' class and card label. On a phone each row is a card
 * (table.css, docs/decisions/0049-a-phone.md): the first column with a header is the card's title, a
 * column without one (the row's checkbox) sits beside it, every other cell is a line under its label.
 */
const layoutOf = (column: ColumnLayout, columns: readonly ColumnLayout[]) => {
  const title = columns.find((candidate) => !candidate.hideHeader) === column;
  const classes = [
    column.whole && 'ui-table__whole',
    column.hideHeader && 'ui-table__cell--beside',
    title && 'ui-table__cell--title',
  ].filter(Boolean);
  return {
    width: column.whole ? wholeWidth(column.whole, column.width) : column.width,
    className: classes.length ? classes.join(' ') : undefined,
    label: column.hideHeader || title ? undefined : column.header,
  };
};

/**
 * The table's roles said outright: on a phone its elements are drawn as blocks and grids, and some
 * browsers then drop a table's implied roles (Chromium keeps them; WebKit has not always).
 */
const TABLE_ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;

/** Below this width (the same as table.css's media query) each row is a card. */
const CARDS_QUERY = '(max-width: 37.5rem)';
/** A card's lines (CSS `--ui-table-card-line`) and what its padding and border add (table.css). */
const CARD_LINE_HEIGHT = 40;
const CARD_FRAME_HEIGHT = 17;

/** How tall a row is drawn: a line of the table, or on a phone a card of one line per column with a header. */
const rowHeightOf = (cards: boolean, columns: readonly ColumnLayout[]) =>
  cards
    ? columns.filter((column) => !column.hideHeader).length * CARD_LINE_HEIGHT + CARD_FRAME_HEIGHT
    : TABLE_ROW_HEIGHT;

const subscribeToCards = (onChange: () => void) => {
  const query = window.matchMedia(CARDS_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** Whether rows are drawn as cards now (a phone), following the window's width. */
const useCards = () =>
  useSyncExternalStore(
    subscribeToCards,
    () => window.matchMedia(CARDS_QUERY).matches,
    () => false,
  );

/** A text cell: cut with an ellipsis when it is too long, whole on hover; assistive technology reads the whole text. */
function cellOf<T>(body: TableColumn<T>['body']) {
  return (row: T) => {
    const content = body(row);
    return typeof content === 'string' ? (
      <span className="ui-table__text" title={content}>
        {content}
      </span>
    ) : (
      content
    );
  };
}

/** Every row has this height (CSS `--ui-table-row-height`): the virtual rows and the skeleton rely on it. */
export const TABLE_ROW_HEIGHT = 52;
/** Above this many rows (MAX) only the rows in view are rendered. */
export const VIRTUAL_SCROLL_FROM = 101;
const VIRTUAL_SCROLL_HEIGHT = 640;
/** Rows rendered above and below those in view, so a short scroll never shows a gap. */
const OVERSCAN = 6;

/** What a table shows: its rows, or that they are loading (the skeleton, or dimmed rows), or failed. */
export interface TableView<T> {
  rows: T[];
  /** Nothing to show yet: the skeleton. */
  showSkeleton: boolean;
  /** The rows shown are being replaced: dimmed, aria-busy. */
  isRefreshing: boolean;
  isError: boolean;
  /** Why the load failed, when the server said. */
  errorReason?: string;
  retry: () => void;
}

export interface TableProps<T> {
  /** Accessible name of the table, e.g. "Associados". */
  label: string;
  columns: TableColumn<T>[];
  view: TableView<T>;
  dataKey: keyof T & string;
  /** Shown when the search finds nothing: "Nenhum associado encontrado." */
  emptyMessage: string;
  /** Shown when the list failed to load: "Não foi possível carregar os associados." */
  errorMessage: string;
  /** Rows the skeleton shows, so the table does not jump when they arrive (the page size). */
  skeletonRows: number;
  /**
   * Only where the table holds the whole set: each column with `sort` gets a header button
   * (ascending, then descending) and `aria-sort`. The rows come sorted (useSortedRows).
   */
  sort?: TableSort;
}

/**
 * The panel's table: the skeleton while nothing has loaded, the rows (only those in view beyond 100),
 * and a message when there are none or the load failed (docs/decisions/0022-ui-kit-list-controls.md).
 * `<Table label="Usuários" columns={columns} view={view} dataKey="usuarioId" emptyMessage="Nenhum usuário encontrado." errorMessage="Não foi possível carregar os usuários." skeletonRows={10} />`
 */
export function Table<T extends object>({
  label,
  columns,
  view,
  dataKey,
  emptyMessage,
  errorMessage,
  skeletonRows,
  sort,
}: TableProps<T>) {
  if (view.showSkeleton) return <TableSkeleton label={label} columns={columns} rows={skeletonRows} />;

  const virtual = view.rows.length >= VIRTUAL_SCROLL_FROM;
  const loadError = (
    <div className="ui-table__message ui-table__message--error" role="alert">
      <span>{errorMessage}</span>
      {view.errorReason && <span>{view.errorReason}</span>}
      <Button label="Tentar novamente" icon="pi-refresh" size="small" variant="outlined" onClick={view.retry} />
    </div>
  );
  const props = { label, columns, rows: view.rows, dataKey, sort };
  return (
    <div className={`ui-table ${view.isRefreshing ? 'ui-table--refreshing' : ''}`} aria-busy={view.isRefreshing}>
      {/* A refresh that failed keeps the rows on screen: the error goes above them. */}
      {view.isError && view.rows.length > 0 && loadError}
      {virtual ? (
        <VirtualRows {...props} />
      ) : (
        <div className="ui-table__scroll">
          <table className="ui-table__table" aria-label={label} {...TABLE_ROLES.table}>
            <TableHead columns={columns} sort={sort} />
            <tbody {...TABLE_ROLES.rowgroup}>
              {view.rows.length > 0 ? (
                <Rows {...props} from={0} to={view.rows.length} />
              ) : (
                <tr {...TABLE_ROLES.row}>
                  <td colSpan={columns.length} {...TABLE_ROLES.cell}>
                    {view.isError ? (
                      loadError
                    ) : (
                      <div className="ui-table__message" role="status">
                        {emptyMessage}
                      </div>
                    )}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

interface RowsTableProps<T> extends Omit<TableProps<T>, 'view' | 'errorMessage' | 'skeletonRows'> {
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
  return <Table {...table} view={view} errorMessage="" skeletonRows={0} />;
}

interface RowsProps<T> {
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  dataKey: keyof T & string;
  sort?: TableSort;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function TableHead<T>({ columns, sort }: { columns: TableColumn<T>[]; sort?: TableSort }) {
  return (
    <thead {...TABLE_ROLES.rowgroup}>
      <tr {...TABLE_ROLES.row}>
        {columns.map((column) => {
          const { width, className } = layoutOf(column, columns);
          const direction = column.sort && sort?.order?.key === column.sort.key ? sort.order.direction : undefined;
          return (
            <th
              key={column.header}
              style={{ width, textAlign: column.align }}
              className={className}
              aria-sort={direction && ARIA_SORT[direction]}
              {...TABLE_ROLES.columnheader}
            >
              {sort && column.sort ? (
                <SortButton column={column} direction={direction} sort={sort} />
              ) : (
                <div className="ui-table__header">{headerText(column)}</div>
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A sortable column's header: its name, and an arrow that says the order (the header's aria-sort says it to assistive technology). */
function SortButton<T>({
  column: { header, align, sort: columnSort },
  direction,
  sort,
}: {
  column: TableColumn<T>;
  direction: keyof typeof ARIA_SORT | undefined;
  sort: TableSort;
}) {
  return (
    <button
      type="button"
      className={`ui-table__header ui-table__sort ${align === 'right' ? 'ui-table__sort--end' : ''}`}
      onClick={() => sort.onSort(columnSort!.key)}
    >
      <span>{header}</span>
      {direction === 'asc' ? (
        <Icon name="pi-sort-amount-up-alt" className="ui-table__sort-icon" />
      ) : direction === 'desc' ? (
        <Icon name="pi-sort-amount-down" className="ui-table__sort-icon" />
      ) : (
        <Icon name="pi-sort-alt" className="ui-table__sort-icon ui-table__sort-icon--idle" />
      )}
    </button>
  );
}

/** Rows `from` (included) to `to` (excluded); cells render with their list, so they always show its current state. */
function Rows<T>({ columns, rows, dataKey, from, to }: RowsProps<T> & { from: number; to: number }) {
  const cells = columns.map((column) => ({ column, ...layoutOf(column, columns), body: cellOf(column.body) }));
  const shown: ReactNode[] = [];
  for (let index = from; index < to; index++) {
    const row = rows[index];
    shown.push(
      <tr key={String(row[dataKey])} {...TABLE_ROLES.row}>
        {cells.map(({ column, width, className, label, body }) => (
          <td
            key={column.header}
            style={{ width, textAlign: column.align }}
            className={className}
            data-label={label}
            {...TABLE_ROLES.cell}
          >
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
 * row (so the first body row is always a real one); the header stays on top.
 */
function VirtualRows<T>(props: RowsProps<T>) {
  const { label, columns, rows, sort } = props;
  const rowHeight = rowHeightOf(useCards(), columns);
  const [scrollTop, setScrollTop] = useState(0);
  const firstInView = Math.floor(scrollTop / rowHeight);
  const last = Math.max(0, rows.length - 1);
  const from = Math.max(0, Math.min(firstInView, last) - OVERSCAN);
  const to = Math.min(
    rows.length,
    Math.min(firstInView, last) + Math.ceil(VIRTUAL_SCROLL_HEIGHT / rowHeight) + OVERSCAN,
  );
  return (
    <div
      className="ui-table__scroll ui-table__scroll--virtual"
      // Reachable by keyboard, so the rows can be scrolled without a mouse.
      tabIndex={0}
      style={{ height: `${VIRTUAL_SCROLL_HEIGHT}px` }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <table className="ui-table__table" aria-label={label} {...TABLE_ROLES.table}>
        <TableHead columns={columns} sort={sort} />
        <tbody style={{ transform: `translateY(${from * rowHeight}px)` }} {...TABLE_ROLES.rowgroup}>
          <Rows {...props} from={from} to={to} />
        </tbody>
        <tbody className="ui-table__spacer" aria-hidden="true">
          <tr style={{ height: `${(rows.length - (to - from)) * rowHeight}px` }} />
        </tbody>
      </table>
    </div>
  );
}

interface TableSkeletonProps {
  label: string;
  /** The table's columns: the skeleton has their headers and widths, so nothing moves when the rows arrive. */
  columns: (ColumnLayout & Pick<TableColumn<never>, 'align'>)[];
  rows: number;
}

/**
 * The table's place while it loads: the same headers and as many rows as are expected.
 * `<TableSkeleton label="Remessas" columns={[{ header: 'Descrição' }, { header: 'Valor', width: '9rem' }]} rows={10} />`
 */
export function TableSkeleton({ label, columns, rows }: TableSkeletonProps) {
  const shown = rows >= VIRTUAL_SCROLL_FROM ? Math.floor(VIRTUAL_SCROLL_HEIGHT / TABLE_ROW_HEIGHT) : rows;
  return (
    <div className="ui-table ui-table--skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">Carregando {label.toLowerCase()}…</span>
      <table className="ui-table__table ui-table__skeleton" aria-hidden="true">
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                style={{ width: layoutOf(column, columns).width, textAlign: column.align }}
                className={layoutOf(column, columns).className}
              >
                {headerText(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: shown }, (_, row) => (
            <tr key={row}>
              {columns.map((column) => (
                <td key={column.header} className={layoutOf(column, columns).className}>
                  <span className="ui-table__skeleton-bar" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
