import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A screen that failed to render or load: say so and offer to try again without a full reload. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className="route-error" role="alert">
      <h1>{notFound ? 'Página não encontrada' : 'Algo deu errado nesta tela'}</h1>
      <p>
        {notFound
          ? 'O endereço aberto não existe no painel.'
          : 'Não foi possível mostrar esta tela. Tente novamente; se o problema continuar, avise o suporte.'}
      </p>
      <div className="route-error__actions">
        {!notFound && (
          <button type="button" className="p-button p-component" onClick={() => navigate(0)}>
            <i className="pi pi-refresh" aria-hidden="true" />
            &nbsp;Tentar novamente
          </button>
        )}
        <Link to={paths.listas.getHref()} className="p-button p-button-text">
          Ir para as listas
        </Link>
      </div>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <div className="route-error">
      <h1>Página não encontrada</h1>
      <p>O endereço aberto não existe no painel.</p>
      <Link to={paths.signIn.getHref()}>Voltar ao início</Link>
    </div>
  );
}
