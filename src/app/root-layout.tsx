import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DialogProvider } from '@/components/dialogs/dialog-provider';

/** Around every route: the shared dialogs and scroll restoration. */
export function RootLayout() {
  return (
    <DialogProvider>
      <Outlet />
      <ScrollRestoration />
    </DialogProvider>
  );
}

/** Shown while the first screen's code loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando</span>
    </div>
  );
}
