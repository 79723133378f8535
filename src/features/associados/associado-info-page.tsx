import type { ReactNode } from 'react';
import { get } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RowsTable, type TableColumn } from '@/components/ui/table';
import { BackLink } from '@/components/layout/back-link';
import { RecordPage, useRecordId } from '@/components/record/record-page';
import { paths } from '@/config/paths';
import type { Associado, UsuarioDoAssociado } from '@/generated/model';
import { useObterAssociado } from '@/generated/api/associados/associados';
import { formatDate } from '@/utils/br/dates';
import { formatPhone } from '@/utils/br/masks';
import { useDeleteAssociado } from './api';
import { AssociadoRemessasTable } from './associado-remessas-table';
import { FormSection } from './form-section';
import {
  associadoFieldCatalog,
  associadoSections,
  showFormValue,
  type AssociadoCatalogEntry,
  type AssociadoSection,
} from './associado-field-catalog';
import type { AssociadoFormValues } from './associado-form-schema';
import { associadoToForm } from './associado-form-values';
import type { InfoItem } from '@/components/record/info-list';
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
      recordName={(associado) => associado.nome}
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

/** The detail page's sections closed at first (spec section 2). */
const collapsedSections = new Set<AssociadoSection>(['Contato', 'Endereço']);

/** A field's value as the detail page shows it: its own way, or the form's value as text. */
function detailOf(field: AssociadoCatalogEntry, associado: Associado, values: AssociadoFormValues): ReactNode {
  if (field.name === undefined) return field.detail(associado);
  return field.detail ? field.detail(associado) : showFormValue(field.input, get(values, field.name));
}

/** A section's label/value pairs, as the catalogue lists them. */
function sectionItems(associado: Associado, values: AssociadoFormValues, section: AssociadoSection): InfoItem[] {
  return associadoFieldCatalog
    .filter((field) => field.section === section)
    .map((field) => [field.label, detailOf(field, associado, values)]);
}

function AssociadoDetails({ associado, refreshing }: { associado: Associado; refreshing: boolean }) {
  const values = associadoToForm(associado);
  return (
    <div className="associado-info">
      {associadoSections.map((section) => (
        <InfoSection
          key={section}
          title={section}
          items={sectionItems(associado, values, section)}
          collapsible={collapsedSections.has(section)}
        />
      ))}
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
