import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/lib/http/error-message';

/** "Voltar" above the title of the remessa pages. */
export function BackLink({ to }: { to: string }) {
  return (
    <Link to={to}>
      <i className="pi pi-arrow-left" aria-hidden="true" /> Voltar
    </Link>
  );
}

/** A remessa page while its remessa loads, or when it could not be loaded. */
export function PageStatus({ error }: { error: unknown }) {
  if (error) {
    const message = typeof error === 'string' ? error : getErrorMessage(error);
    return (
      <p className="form-banner form-banner--error" role="alert">
        {message}
      </p>
    );
  }
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando</span>
    </div>
  );
}
