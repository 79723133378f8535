import { Link, useNavigate, useParams } from 'react-router-dom';
import { AtivoBadge } from '@/components/badges/ativo-badge';
import { RowsTable, type ListColumn } from '@/components/list/list-table';
import { PageHeader } from '@/components/layout/page-header';
import { BackLink } from '@/components/layout/back-link';
import { paths } from '@/config/paths';
import type { Associado, UsuarioDoAssociado } from '@/generated/model';
import { useObterAssociado } from '@/generated/api/associados/associados';
import { LoadError } from '@/components/layout/load-error';
import { getErrorMessage } from '@/lib/http/error-message';
import { isWorthRetrying } from '@/lib/http/http-error';
import { formatDate } from '@/utils/br/dates';
import { formatCep, formatCns, formatCpfCnpj, formatPhone } from '@/utils/br/masks';
import { formatMoney } from '@/utils/br/money';
import { useDeleteAssociado } from './api';
import { AssociadoRemessasTable } from './associado-remessas-table';
import { FormSection } from './form-section';
import { InfoSection } from './info-list';
import { PageLoading } from '@/components/layout/page-loading';
import { parseRouteId } from '@/utils/route-id';
import './associados.css';

const associatesList = paths.listas.getHref('associados');

/** /associados/info/{associadoId}: everything about one associate, read-only, and its remessas. */
export function AssociadoInfoPage() {
  const associadoId = parseRouteId(useParams().associadoId);
  const {
    data: associado,
    isError,
    error,
    isFetching,
    refetch,
  } = useObterAssociado(associadoId ?? 0, { query: { enabled: associadoId !== undefined } });
  const problem = associadoId === undefined ? 'Associado não encontrado.' : undefined;

  return (
    <>
      <PageHeader
        title="Informações do associado"
        back={<BackLink to={associatesList}>Voltar para a lista de associados</BackLink>}
        actions={associado && <InfoActions associado={associado} />}
      />
      {/* A failed refresh keeps what is on screen; a failed first load shows only the reason. */}
      {isError && (
        <LoadError
          message={getErrorMessage(error)}
          onRetry={isWorthRetrying(error) ? () => void refetch() : undefined}
          retrying={isFetching}
        />
      )}
      {problem ? (
        <div className="notice" role="alert">
          {problem}
        </div>
      ) : associado ? (
        <AssociadoDetails associado={associado} refreshing={isFetching} />
      ) : (
        !isError && <PageLoading />
      )}
    </>
  );
}

function InfoActions({ associado }: { associado: Associado }) {
  const navigate = useNavigate();
  const excluir = useDeleteAssociado();

  const deletar = async () => {
    if (await excluir.run(associado)) navigate(associatesList);
  };

  return (
    <>
      <Link
        to={paths.associados.editar.getHref(associado.associadoId)}
        className="p-button p-component p-button-outlined associado-info__link-button"
      >
        <i className="pi pi-pencil p-button-icon p-button-icon-left" aria-hidden="true" />
        <span className="p-button-label">Editar informações</span>
      </Link>
      <button
        type="button"
        className="p-button p-component p-button-danger"
        disabled={excluir.isPending}
        onClick={() => void deletar()}
      >
        <i
          className={`pi ${excluir.isPending ? 'pi-spin pi-spinner' : 'pi-trash'} p-button-icon p-button-icon-left`}
          aria-hidden="true"
        />
        <span className="p-button-label">Deletar associado</span>
      </button>
    </>
  );
}

const usuarioColumns: ListColumn<UsuarioDoAssociado>[] = [
  { header: 'Nome', body: (usuario) => usuario.nome },
  { header: 'Login', body: (usuario) => usuario.login },
  { header: 'E-mail', body: (usuario) => usuario.email },
  { header: 'Telefone', body: (usuario) => formatPhone(usuario.telefone), whole: 'phone' },
  { header: 'Data de nascimento', body: (usuario) => formatDate(usuario.dataNasc), whole: 'date' },
];

function AssociadoDetails({ associado, refreshing }: { associado: Associado; refreshing: boolean }) {
  const { associacao, contato, endereco } = associado;
  return (
    <div className="associado-info">
      <InfoSection
        title="Associação"
        items={[
          ['Nome', associado.nome],
          ['CPF/CNPJ', formatCpfCnpj(associado.cpfCnpj)],
          ['Tipo de associado', associado.tipoAssociado.tipoAssociadoNome],
          ['Status', <AtivoBadge key="status" ativo={associado.ativo} />],
          ['Data de associação', formatDate(associacao.dataAssociacao)],
          ['Nome do cartório', associacao.nomeCartorio],
          ['CNPJ do cartório', formatCpfCnpj(associacao.cnpjCartorio)],
          ['CNS', formatCns(associacao.cns)],
        ]}
      />
      <InfoSection
        title="Informações de cobrança"
        items={[
          ['Mensalidade', formatMoney(associacao.mensalidade)],
          ['Último erro de envio', associado.erroRemessa ?? ''],
        ]}
      />
      <InfoSection
        title="Contato"
        items={[
          ['Telefone', formatPhone(contato.telefone)],
          ['E-mail', contato.email],
        ]}
        collapsible
      />
      <InfoSection
        title="Endereço"
        items={[
          ['CEP', formatCep(endereco.cep)],
          ['Logradouro', endereco.logradouro],
          ['Número', endereco.numero],
          ['Complemento', endereco.complemento ?? ''],
          ['Bairro', endereco.bairro],
          ['Cidade', endereco.cidade],
          ['UF', endereco.uf],
        ]}
        collapsible
      />
      <FormSection title="Usuários">
        <RowsTable
          label="Usuários do associado"
          columns={usuarioColumns}
          rows={associado.usuarios}
          dataKey="login"
          emptyMessage="Nenhum usuário cadastrado para este associado."
        />
      </FormSection>
      <FormSection title="Últimas remessas do associado">
        <AssociadoRemessasTable associado={associado} refreshing={refreshing} />
      </FormSection>
    </div>
  );
}
