import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** Back link or breadcrumb above the title. */
  back?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
}

/** The title of a screen (one h1 per page) with its back link and actions. */
export function PageHeader({ title, back, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      {back && <div className="page-header__back">{back}</div>}
      <div className="page-header__row">
        <h1 className="page-header__title">{title}</h1>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
