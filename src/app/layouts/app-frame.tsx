import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTENT_ID, SkipLinks } from '@/components/layout/skip-links';
import { APP_VERSION } from '@/config/app';
import { paths } from '@/config/paths';

/**
 * The internal pages' frame: the links to the page's blocks, header, main area (max 1120 px),
 * footer with the version and the accessibility page. `menu`: the header has the menu (id `menu`).
 * `<AppFrame header={<Logo />}>{page}</AppFrame>`
 */
export function AppFrame({
  header,
  menu = false,
  children,
}: {
  header: ReactNode;
  menu?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="app-layout">
      <SkipLinks menu={menu} />
      <header className="app-header">
        <div className="app-container app-header__row">{header}</div>
      </header>
      <main id={CONTENT_ID} tabIndex={-1} className="app-container app-main">
        {children}
      </main>
      <footer className="app-footer">
        <div className="app-container app-footer__row">
          <span>Versão {APP_VERSION}</span>
          <Link to={paths.acessibilidade.getHref()}>Acessibilidade</Link>
        </div>
      </footer>
    </div>
  );
}
