import { useLocation } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { Logo } from '@/components/layout/logo';
import { isRecoveryOrBillingPath, paths } from '@/config/paths';
import { getSession } from '@/lib/auth/session-store';
import { AppFrame } from './app-frame';

/**
 * The first frame, while the opened page's code downloads. A signed-in user opening an internal
 * page sees the panel's frame at once (it stays in place when the page arrives); everyone else
 * sees the spinner, as the public pages have their own layout.
 */
export function AppLoading() {
  const { pathname } = useLocation();
  const internalPage =
    pathname !== paths.signIn.path && pathname !== paths.acessibilidade.path && !isRecoveryOrBillingPath(pathname);
  if (!internalPage || getSession() === null) return <PageLoading />;
  return (
    <AppFrame header={<Logo />}>
      <PageLoading />
    </AppFrame>
  );
}
