import { Outlet, ScrollRestoration } from 'react-router';
import { DialogProvider } from '@/components/dialogs';

/** Around every route: the shared dialogs and scroll restoration. */
export function RootLayout() {
  return (
    <DialogProvider>
      <Outlet />
      <ScrollRestoration />
    </DialogProvider>
  );
}
