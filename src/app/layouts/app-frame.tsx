import type { ReactNode } from 'react';
import { APP_VERSION } from '@/config/app';

/**
 * The internal pages' frame: header, main area (max 1120 px), version footer.
 * `<AppFrame header={<Logo />}>{page}</AppFrame>`
 */
export function AppFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="app-layout">
      <header className="app-header">
        <div className="app-container app-header__row">{header}</div>
      </header>
      <main className="app-container app-main">{children}</main>
      <footer className="app-footer">
        <div className="app-container">Versão {APP_VERSION}</div>
      </footer>
    </div>
  );
}
