import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useConfirmLeavingUnsaved } from '@/components/form/use-unsaved-changes-prompt';
import { Logo } from '@/components/layout/logo';
import { MENU_ID } from '@/components/layout/skip-links';
import { UserMenu } from '@/components/layout/user-menu';
import { VersionGoneNotice } from '@/components/layout/version-gone-notice';
import { endSessionByUser, endSessionForIdleness, useSession } from '@/features/auth/session';
import { useIdleTimeout } from '@/features/auth/use-idle-timeout';
import { loadWriteChecks } from '@/lib/http/write-answer';
import { HeaderSearchTrigger } from '../header-search/header-search-trigger';
import { AppFrame } from './app-frame';
import './authenticated-layout.css';

/** Internal pages: the frame with the logo (a link to Listas), the search of the whole panel, the link to Arrecadação and the user menu. */
export function AuthenticatedLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirmLeaving = useConfirmLeavingUnsaved();
  useIdleTimeout(useCallback(() => endSessionForIdleness(queryClient), [queryClient]));
  // What judges a write's answer is in the page before any write (a deploy meanwhile would take it
  // away); when it cannot be downloaded, the notice below says so.
  useEffect(() => {
    loadWriteChecks().catch(() => undefined);
  }, []);

  const signOut = async () => {
    // A form with unsaved changes asks first, as leaving its page does.
    if (!(await confirmLeaving())) return;
    endSessionByUser(queryClient);
    navigate(paths.signIn.getHref(), { replace: true });
  };

  return (
    <AppFrame
      menu
      header={
        <>
          {/* Named by the logo's visible text (WCAG 2.5.3), and where it goes. */}
          <Link to={paths.listas.getHref()} className="app-header__home">
            <Logo />
            <span className="visually-hidden">: ir para Listas</span>
          </Link>
          <HeaderSearchTrigger />
          <nav id={MENU_ID} tabIndex={-1} className="app-header__nav" aria-label="Painel">
            <NavLink to={paths.arrecadacao.getHref()} className="app-header__link">
              Arrecadação
            </NavLink>
            <UserMenu name={session?.nome ?? 'Minha conta'} onSignOut={() => void signOut()} />
          </nav>
        </>
      }
    >
      <VersionGoneNotice />
      <Outlet />
    </AppFrame>
  );
}
