import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { APP_VERSION } from '@/config/app';
import { paths } from '@/config/paths';
import { Logo } from '@/components/layout/logo';
import { UserMenu } from '@/components/layout/user-menu';
import { endSessionByUser, useSession } from '@/features/auth/session';

/** Internal pages: header with logo and user menu, main area (max 1120 px), version footer. */
export function AuthenticatedLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = () => {
    endSessionByUser(queryClient);
    navigate(paths.signIn.getHref(), { replace: true });
  };

  return (
    <div className="app-layout">
      <header className="app-header">
        <div className="app-container app-header__row">
          {/* Named by the logo's visible text (WCAG 2.5.3), and where it goes. */}
          <Link to={paths.listas.getHref()} className="app-header__home">
            <Logo />
            <span className="visually-hidden">: ir para Listas</span>
          </Link>
          <UserMenu name={session?.nome ?? 'Minha conta'} onSignOut={signOut} />
        </div>
      </header>
      <main className="app-container app-main">
        <Outlet />
      </main>
      <footer className="app-footer">
        <div className="app-container">Versão {APP_VERSION}</div>
      </footer>
    </div>
  );
}
