import type { ReactNode } from 'react';
import './list.css';

/** The actions cell of a row, its IconButton and IconLink side by side: `<RowActions><IconLink .../></RowActions>`. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="row-actions">{children}</div>;
}
