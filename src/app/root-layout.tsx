import { Outlet, ScrollRestoration } from 'react-router';
import { DialogProvider } from '@/components/dialogs';
import { useFocusHeadingOnNavigation } from './route-focus';
import { useRouteTitle } from './route-title';

/** Around every route: the shared dialogs, scroll restoration, the page's title and the focus on a new page. */
export function RootLayout() {
  useRouteTitle();
  useFocusHeadingOnNavigation();
  return (
    <DialogProvider>
      <Outlet />
      <ScrollRestoration />
    </DialogProvider>
  );
}
