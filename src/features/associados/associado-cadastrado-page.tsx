import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import './associados.css';
import { Icon } from '@/components/ui/icon';

/** /associados/form/cadastrado: shown after a new associate is saved. */
export function AssociadoCadastradoPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Associado cadastrado" />
      <div className="card associado-cadastrado">
        <Icon name="pi-check-circle" className="associado-cadastrado__icon" />
        <p className="associado-cadastrado__message" role="status">
          O cadastro do associado foi realizado com sucesso.
        </p>
        <div className="associado-cadastrado__actions">
          <LinkButton to={paths.listas.getHref('associados')} label="Ver lista de associados" variant="outlined" />
          <Button label="Novo associado" icon="pi-plus" onClick={() => navigate(paths.associados.novo.getHref())} />
        </div>
      </div>
    </>
  );
}
