import type { ListFilters, ListState } from './list-state';
import { ListPager } from './list-pager';
import { Table, type TableProps } from '@/components/ui/table';
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
}

/**
 * A list paged by the server: its table, sized to the page while loading, and the pager below.
 * `<PagedList list={list} view={view} columns={columns} dataKey="usuarioId" texts={{ label: 'Usuários', pagerLabel: 'Paginação dos usuários', rows: { plural: 'usuários' }, emptyMessage: '…', errorMessage: '…' }} />`
 */
export function PagedList<T extends object>({
  list,
  view,
  texts: { pagerLabel, rows, ...texts },
  ...table
}: PagedListProps<T>) {
  return (
    <>
      <MissingRowsNotice list={list} view={view} rows={rows} />
      <Table {...table} {...texts} view={view} skeletonRows={list.request.numRows} />
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
