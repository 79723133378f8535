import { useId } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/config/app';
import type { PageSize } from './list-state';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import './list.css';

interface ListPagerProps {
  total: number;
  /** From 1. */
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  /** Accessible name of the pager, e.g. "Paginação dos associados". */
  label?: string;
}

const pageSizeOptions: { label: string; value: PageSize }[] = [
  ...PAGE_SIZES.map((size) => ({ label: String(size), value: size as PageSize })),
  { label: 'MAX', value: 'max' },
];

/**
 * The pager below a table: page links, "x–y de total" and the page size (10, 25, 30, 50, 100 or
 * MAX = every row). Hidden when every row fits one page; the page size alone stays when the user
 * chose a larger one, so that choice can be undone.
 * `<ListPager total={view.total} page={list.page} pageSize={list.pageSize} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />`
 */
export function ListPager({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  label = 'Paginação',
}: ListPagerProps) {
  const sizeId = useId();
  const rows = pageSize === 'max' ? Math.max(total, 1) : pageSize;
  const paged = total > rows;
  if (!paged && pageSize === DEFAULT_PAGE_SIZE) return null;
  if (total === 0) return null;

  const first = (page - 1) * rows;
  const last = Math.min(first + rows, total);

  return (
    <nav className="list-pager" aria-label={label}>
      {paged && <Pager page={page} pageCount={Math.ceil(total / rows)} onPageChange={onPageChange} />}
      <div className="list-pager__size">
        <span className="list-pager__report" aria-live="polite">
          {first + 1}–{last} de {total}
        </span>
        <label htmlFor={sizeId}>Itens por página</label>
        <Select id={sizeId} value={pageSize} options={pageSizeOptions} onChange={onPageSizeChange} />
      </div>
    </nav>
  );
}
