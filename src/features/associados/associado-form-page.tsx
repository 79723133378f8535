import { useParams } from 'react-router';
import { freshOnOpen } from '@/components/form/form-shell';
import { RecordPage } from '@/components/record/record-page';
import { BackLink } from '@/components/layout/back-link';
import { paths } from '@/config/paths';
import { useObterAssociado } from '@/generated/api/associados/associados';
import { unsafeToSendBack } from '@/lib/http/send-back-guard';
import { parseRouteId } from '@/utils/route-id';
import { AssociadoForm } from './associado-form';
import { associadoSendBack } from './associado-form-values';
import './associados.css';

const backToList = <BackLink to={paths.listas.getHref('associados')}>Voltar para a lista de associados</BackLink>;

/** /associados/form/cadastro and /associados/form/editar/{associadoId}. */
export function AssociadoFormPage() {
  const { associadoId } = useParams();
  if (associadoId === undefined) {
    return (
      <RecordPage title="Novo associado" back={backToList}>
        {() => <AssociadoForm />}
      </RecordPage>
    );
  }
  return <EditarAssociado associadoId={parseRouteId(associadoId)} />;
}

function EditarAssociado({ associadoId }: { associadoId: number | undefined }) {
  const query = useObterAssociado(associadoId ?? 0, { query: { enabled: associadoId !== undefined, ...freshOnOpen } });
  const associado = query.data;
  const back = associado ? (
    <BackLink to={paths.associados.info.getHref(associado.associadoId)}>
      Voltar para as informações do associado
    </BackLink>
  ) : (
    backToList
  );
  return (
    <RecordPage
      title="Editar associado"
      recordName={(record) => record.nome}
      back={back}
      query={query}
      firstRecordAtOnce
      problem={
        associadoId === undefined
          ? 'Associado não encontrado.'
          : // The save sends back the whole record, users included: never from a part the server did not send.
            associado && unsafeToSendBack(associado, associadoSendBack)
      }
    >
      {(record) => <AssociadoForm key={record?.associadoId} associado={record} />}
    </RecordPage>
  );
}
