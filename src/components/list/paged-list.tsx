import type { ListFilters, ListState } from './list-state';
import { ListPager } from './list-pager';
import { Table, type TableProps } from '@/components/ui/table';
import type { ListView } from './use-list-view';

/** A paged list's words: its table's name, its pager's name, and what it says when empty or failed. */
export interface PagedListTexts extends Pick<TableProps<never>, 'label' | 'emptyMessage' | 'errorMessage'> {
  /** Accessible name of the pager: "Paginação dos associados". */
  pagerLabel: string;
}

interface PagedListProps<T> extends Pick<TableProps<T>, 'columns' | 'dataKey'> {
  list: Pick<ListState<ListFilters>, 'page' | 'pageSize' | 'request' | 'setPage' | 'setPageSize'>;
  view: ListView<T>;
  texts: PagedListTexts;
}

/**
 * A list paged by the server: its table, sized to the page while loading, and the pager below.
 * `<PagedList list={list} view={view} columns={columns} dataKey="usuarioId" texts={{ label: 'Usuários', pagerLabel: 'Paginação dos usuários', emptyMessage: '…', errorMessage: '…' }} />`
 */
export function PagedList<T extends object>({
  list,
  view,
  texts: { pagerLabel, ...texts },
  ...table
}: PagedListProps<T>) {
  return (
    <>
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
