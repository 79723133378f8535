import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { ScreenCodeUnavailableError } from './route-code';
import { reportError } from '@/lib/error-reporting/report-error';
import { loggableError } from '@/lib/http/loggable-error';

/** A screen's code that could not be downloaded (offline, or a new version replaced the old files). */
const isChunkLoadError = (error: unknown) =>
  error instanceof ScreenCodeUnavailableError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message));

/**
 * A screen that failed to render or load: say so and offer to try again without a full reload.
 * Each screen route has this as its errorElement, so the layout around it (header, menu) stays.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(loggableError(error));
  // To the operators, when configured (once per error, however often this screen renders).
  useEffect(() => {
    if (!notFound) reportError(error);
  }, [error, notFound]);

  const retry = () => {
    // Code that failed to download is only fetched again by the browser on a reload.
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    // The broken screen is gone, so its queries are inactive: reset them, so it asks the server
    // again instead of rendering the same answer. Then the same address is opened again in place:
    // a new location is what makes the router's error boundary render the screen anew.
    void queryClient.resetQueries({ type: 'inactive' });
    const { pathname, search, hash, state } = location;
    navigate({ pathname, search, hash }, { replace: true, state });
  };

  return (
    <div className="route-error" role="alert">
      <h1>{notFound ? 'Página não encontrada' : 'Algo deu errado nesta tela'}</h1>
      <p>
        {notFound
          ? 'O endereço aberto não existe no painel.'
          : 'Não foi possível mostrar esta tela. Tente novamente; se o problema continuar, avise o suporte.'}
      </p>
      <div className="route-error__actions">
        {!notFound && <Button label="Tentar novamente" icon="pi-refresh" onClick={retry} />}
        {/* The default list, not the view /listas would restore: that may be the one that broke. */}
        <LinkButton to={paths.listas.getHref('associados')} label="Ir para as listas" variant="text" />
      </div>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <main className="route-error">
      <h1>Página não encontrada</h1>
      <p>O endereço aberto não existe no painel.</p>
      <Link to={paths.signIn.getHref()}>Voltar ao início</Link>
    </main>
  );
}
