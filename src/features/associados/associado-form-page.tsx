import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { useObterAssociado } from '@/generated/api/associados/associados';
import { LoadError } from '@/components/layout/load-error';
import { getErrorMessage } from '@/lib/http/error-message';
import { isWorthRetrying } from '@/lib/http/http-error';
import { AssociadoForm } from './associado-form';
import { PageLoading } from '@/components/layout/page-loading';
import { parseRouteId } from '@/utils/route-id';
import './associados.css';

/** /associados/form/cadastro and /associados/form/editar/{associadoId}. */
export function AssociadoFormPage() {
  const { associadoId } = useParams();
  if (associadoId === undefined) {
    return (
      <>
        <PageHeader title="Novo associado" back={<BackToList />} />
        <AssociadoForm />
      </>
    );
  }
  return <EditarAssociado associadoId={parseRouteId(associadoId)} />;
}

function EditarAssociado({ associadoId }: { associadoId: number | undefined }) {
  const { data: associado, isError, error, isFetching, refetch } = useObterAssociado(associadoId ?? 0, { query: { enabled: associadoId !== undefined } });
  const problem = associadoId === undefined ? 'Associado não encontrado.' : undefined;
  return (
    <>
      <PageHeader title="Editar associado" back={associado ? <BackToInfo associadoId={associado.associadoId} /> : <BackToList />} />
      {/* A failed refresh never takes the form (and what was typed) away. */}
      {isError && !associado && (
        <LoadError message={getErrorMessage(error)} onRetry={isWorthRetrying(error) ? () => void refetch() : undefined} retrying={isFetching} />
      )}
      {problem ? (
        <div className="notice" role="alert">
          {problem}
        </div>
      ) : associado ? (
        <AssociadoForm key={associado.associadoId} associado={associado} />
      ) : (
        !isError && <PageLoading />
      )}
    </>
  );
}

function BackToList() {
  return (
    <Link to={paths.listas.getHref('associates')}>
      <i className="pi pi-arrow-left" aria-hidden="true" /> Voltar para a lista de associados
    </Link>
  );
}

function BackToInfo({ associadoId }: { associadoId: number }) {
  return (
    <Link to={paths.associados.info.getHref(associadoId)}>
      <i className="pi pi-arrow-left" aria-hidden="true" /> Voltar para as informações do associado
    </Link>
  );
}
