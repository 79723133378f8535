import { useNavigate } from 'react-router-dom';
import { AtivoBadge } from '@/components/badges/ativo-badge';
import { RowsTable, type TableColumn } from '@/components/ui/table';
import { BackLink } from '@/components/layout/back-link';
import { RecordPage, useRecordId } from '@/components/record/record-page';
import { paths } from '@/config/paths';
import type { Associado, UsuarioDoAssociado } from '@/generated/model';
import { useObterAssociado } from '@/generated/api/associados/associados';
import { formatDate } from '@/utils/br/dates';
import { formatCep, formatCns, formatCpfCnpj, formatPhone } from '@/utils/br/masks';
import { formatMoney } from '@/utils/br/money';
import { useDeleteAssociado } from './api';
import { AssociadoRemessasTable } from './associado-remessas-table';
import { FormSection } from './form-section';
import { InfoSection } from './info-list';
import './associados.css';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';

const associatesList = paths.listas.getHref('associados');

/** /associados/info/{associadoId}: everything about one associate, read-only, and its remessas. */
export function AssociadoInfoPage() {
  const associadoId = useRecordId('associadoId');
  const query = useObterAssociado(associadoId ?? 0, { query: { enabled: associadoId !== undefined } });
  return (
    <RecordPage
      title="Informações do associado"
      back={<BackLink to={associatesList}>Voltar para a lista de associados</BackLink>}
      actions={(associado) => <InfoActions associado={associado} />}
      query={query}
      problem={associadoId === undefined && 'Associado não encontrado.'}
      showRefreshError
    >
      {(associado) => associado && <AssociadoDetails associado={associado} refreshing={query.isFetching} />}
    </RecordPage>
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
      <LinkButton
        to={paths.associados.editar.getHref(associado.associadoId)}
        label="Editar informações"
        icon="pi-pencil"
        variant="outlined"
      />
      <Button
        label="Deletar associado"
        icon="pi-trash"
        severity="danger"
        loading={excluir.isPending}
        onClick={() => void deletar()}
      />
    </>
  );
}

const usuarioColumns: TableColumn<UsuarioDoAssociado>[] = [
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
