import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import './associados.css';

/** /associados/form/cadastrado: shown after a new associate is saved. */
export function AssociadoCadastradoPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Novo associado" />
      <div className="card associado-cadastrado">
        <i className="pi pi-check-circle associado-cadastrado__icon" aria-hidden="true" />
        <p className="associado-cadastrado__message" role="status">
          O cadastro do associado foi realizado com sucesso.
        </p>
        <div className="associado-cadastrado__actions">
          <Link to={paths.listas.getHref('associados')} className="p-button p-component p-button-outlined">
            <span className="p-button-label">Ver lista de associados</span>
          </Link>
          <button
            type="button"
            className="p-button p-component"
            onClick={() => navigate(paths.associados.novo.getHref())}
          >
            <i className="pi pi-plus p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">Novo associado</span>
          </button>
        </div>
      </div>
    </>
  );
}
