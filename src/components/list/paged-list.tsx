import type { ListFilters, ListState } from './list-state';
import { ListPager } from './list-pager';
import { ListTable, type ListTableProps } from './list-table';
import type { ListView } from './use-list-view';

interface PagedListProps<T> extends Omit<ListTableProps<T>, 'view' | 'skeletonRows'> {
  list: Pick<ListState<ListFilters>, 'page' | 'pageSize' | 'request' | 'setPage' | 'setPageSize'>;
  view: ListView<T>;
  /** Accessible name of the pager: "Paginação dos associados". */
  pagerLabel: string;
}

/**
 * A list paged by the server: its table, sized to the page while loading, and the pager below.
 * `<PagedList list={list} view={view} label="Usuários" pagerLabel="Paginação dos usuários" columns={columns} dataKey="usuarioId" emptyMessage="…" errorMessage="…" />`
 */
export function PagedList<T extends object>({ list, view, pagerLabel, ...table }: PagedListProps<T>) {
  return (
    <>
      <ListTable {...table} view={view} skeletonRows={list.request.numRows} />
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
