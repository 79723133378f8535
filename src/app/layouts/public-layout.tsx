import { Link, Outlet, useLocation } from 'react-router';
import { APP_VERSION } from '@/config/app';
import { isAssociateFacingPath, paths } from '@/config/paths';
import { CONTENT_ID, SkipLinks } from '@/components/layout/skip-links';
import { Logo } from '@/components/layout/logo';

/** Sign-in, password, payment-slip and accessibility pages: welcome banner, content, version, the accessibility page and credit. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const showWelcome = !isAssociateFacingPath(pathname);
  return (
    <div className="public-layout">
      <SkipLinks />
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
        <main id={CONTENT_ID} tabIndex={-1} className="public-layout__main">
          <Outlet />
        </main>
        <footer className="public-layout__footer">
          <span>Versão {APP_VERSION}</span>
          <Link to={paths.acessibilidade.getHref()}>Acessibilidade</Link>
          <span className="public-layout__credit">Ilustração: equipe de comunicação da associação</span>
        </footer>
      </div>
      <div className="public-layout__art">
        <img src="/ilustracao-painel.svg" alt="" width="420" height="340" />
      </div>
    </div>
  );
}
