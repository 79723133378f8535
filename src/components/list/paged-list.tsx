import type { ListFilters, ListState } from './list-state';
import { ListPager } from './list-pager';
import { Table, useSortedRows, type TableProps, type TableSort } from '@/components/ui/table';
import type { ListView } from './use-list-view';
import { MissingRowsNotice, type RowsNoun } from './missing-rows';

/** A paged list's words: its table's name, its pager's name, and what it says when empty or failed. */
export interface PagedListTexts extends Pick<TableProps<never>, 'label' | 'emptyMessage' | 'errorMessage'> {
  /** Accessible name of the pager: "Paginação dos associados". */
  pagerLabel: string;
  /** What the rows are, for "Faltam 120 de 145 associados…" when the server did not send them all. */
  rows: RowsNoun;
}

interface PagedListProps<T> extends Pick<TableProps<T>, 'columns' | 'dataKey'> {
  list: Pick<ListState<ListFilters>, 'page' | 'pageSize' | 'request' | 'setPage' | 'setPageSize'>;
  view: ListView<T>;
  texts: PagedListTexts;
  /**
   * The order of the columns that say `sort` (`useSortParam()`), applied only while the list shows
   * every row at once (MAX, and the server sent them all): the searches take no order, so a page of
   * them is never sorted as if it were the whole set.
   */
  sort?: TableSort;
}

/** Every row of the list is on screen: page size MAX and as many rows as the total. */
const holdsWholeSet = <T,>(pageSize: PagedListProps<T>['list']['pageSize'], view: ListView<T>) =>
  pageSize === 'max' && !view.showSkeleton && !view.isError && view.rows.length === view.total;

/**
 * A list paged by the server: its table, sized to the page while loading, and the pager below.
 * `<PagedList list={list} view={view} columns={columns} dataKey="usuarioId" texts={{ label: 'Usuários', pagerLabel: 'Paginação dos usuários', rows: { plural: 'usuários' }, emptyMessage: '…', errorMessage: '…' }} />`
 */
export function PagedList<T extends object>({
  list,
  view,
  texts: { pagerLabel, rows, ...texts },
  sort,
  ...table
}: PagedListProps<T>) {
  const sortable = sort && holdsWholeSet(list.pageSize, view) ? sort : undefined;
  const sorted = useSortedRows(view.rows, table.columns, sortable?.order);
  const shown = sortable ? { ...view, rows: sorted.rows, isRefreshing: view.isRefreshing || sorted.sorting } : view;
  return (
    <>
      <MissingRowsNotice list={list} view={view} rows={rows} />
      <Table {...table} {...texts} view={shown} skeletonRows={list.request.numRows} sort={sortable} />
      <ListPager
        label={pagerLabel}
        total={view.total}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}
