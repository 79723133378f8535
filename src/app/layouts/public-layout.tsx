import { Outlet, useLocation } from 'react-router';
import { APP_VERSION } from '@/config/app';
import { isAssociateFacingPath } from '@/config/paths';
import { Logo } from '@/components/layout/logo';

/** Sign-in, password and payment-slip pages: welcome banner, content, version and credit. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const showWelcome = !isAssociateFacingPath(pathname);
  return (
    <div className="public-layout">
      <div className="public-layout__panel">
        <header>
          <Logo />
        </header>
        {showWelcome && (
          <section className="public-layout__welcome" aria-label="Boas-vindas">
            <h2>Bem-vindo ao painel da associação</h2>
            <p>Gestão de associados, usuários e remessas de cobrança dos cartórios associados.</p>
          </section>
        )}
        <main className="public-layout__main">
          <Outlet />
        </main>
        <footer className="public-layout__footer">
          <span>Versão {APP_VERSION}</span>
          <span className="public-layout__credit">Ilustração: equipe de comunicação da associação</span>
        </footer>
      </div>
      <div className="public-layout__art">
        <img src="/ilustracao-painel.svg" alt="" width="420" height="340" />
      </div>
    </div>
  );
}
