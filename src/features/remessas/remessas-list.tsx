import { useId } from 'react';
import { SituacaoBadge } from '@/components/badges/situacao-badge';
import { useListUrlState } from '@/components/list/list-state';
import { type TableColumn } from '@/components/ui/table';
import { ListFilter, ListToolbar, NewRecordLink } from '@/components/list/list-toolbar';
import { PagedList, type PagedListTexts } from '@/components/list/paged-list';
import { RowActions } from '@/components/list/row-actions';
import { IconButton } from '@/components/ui/button';
import { IconLink } from '@/components/ui/link-button';
import { listQueryOptions, useListView } from '@/components/list/use-list-view';
import { situacaoRemessaLabels } from '@/config/domain';
import { paths } from '@/config/paths';
import { useBuscarRemessas } from '@/generated/api/remessas/remessas';
import { SituacaoRemessaId, TipoRemessaId, type Remessa } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { useDeleteRemessa } from './api';
import { ValorVariavel, ValorVariavelDica } from './remessas-list-valor';

const texts: PagedListTexts = {
  label: 'Remessas',
  pagerLabel: 'Paginação das remessas',
  emptyMessage: 'Nenhuma remessa encontrada.',
  errorMessage: 'Não foi possível carregar as remessas.',
};

/** "Todas situações" and the statuses a remessa can be found in (6 reads "Enviando" like 2, so it is left out). */
const statusOptions: { label: string; value: string }[] = [
  { label: 'Todas situações', value: '' },
  ...[
    SituacaoRemessaId.EM_PREPARACAO,
    SituacaoRemessaId.ENVIANDO,
    SituacaoRemessaId.ENVIADO,
    SituacaoRemessaId.PAGO,
    SituacaoRemessaId.ERRO_NO_ENVIO,
  ].map((id) => ({ label: situacaoRemessaLabels[id], value: String(id) })),
];
/** The Situação filter (`?status=`). */
const statusFilter = {
  filter: 'status',
  label: 'Situação',
  options: statusOptions,
  placeholder: 'Todas situações',
} as const;
const statusOf = (value: string) =>
  statusOptions.some((option) => option.value === value && value !== '') ? (Number(value) as SituacaoRemessaId) : null;

/** Only a remessa in preparation (status 1) may be deleted from the list. */
const isDeletable = (remessa: Remessa) => remessa.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO;

/** The remessas list of /listas (`?type=shipments` in the address). */
export function RemessasList() {
  const hintId = useId();
  const list = useListUrlState({ filters: { status: '' } });
  const situacaoRemessaId = statusOf(list.filters.status);
  const view = useListView(
    list,
    useBuscarRemessas({ descricao: list.search, situacaoRemessaId, ...list.request }, { query: listQueryOptions }),
  );
  const remove = useDeleteRemessa('list');

  const columns: TableColumn<Remessa>[] = [
    { header: 'Descrição', body: (remessa) => remessa.descricao },
    {
      header: 'Valor',
      body: (remessa) =>
        remessa.tipoRemessa.tipoRemessaId === TipoRemessaId.MENSALIDADE ? (
          <ValorVariavel hintId={hintId} />
        ) : (
          formatMoney(remessa.valorRemessa)
        ),
      whole: 'money',
    },
    { header: 'Data de vencimento', body: (remessa) => formatDate(remessa.dataVencimento), whole: 'date' },
    {
      header: 'Situação',
      body: (remessa) => <SituacaoBadge situacaoRemessaId={remessa.situacaoRemessa.situacaoRemessaId} principal />,
      width: '9.5rem',
    },
    { header: 'Total pago', body: (remessa) => formatMoney(remessa.totalPago), whole: 'money' },
    { header: 'Total pendente', body: (remessa) => formatMoney(remessa.totalPendente), whole: 'money' },
    {
      header: 'Ações',
      width: '9.5rem',
      body: (remessa) => (
        <RowActions>
          <IconLink label="Editar" icon="pi-pencil" to={paths.remessas.editar.getHref(remessa.remessaId)} />
          <IconButton
            label="Deletar"
            icon="pi-trash"
            tone="danger"
            disabled={!isDeletable(remessa) || remove.pendingId === remessa.remessaId}
            disabledReason={isDeletable(remessa) ? undefined : 'Só é possível deletar remessas em preparação.'}
            onClick={() => void remove.run(remessa)}
          />
          <IconLink label="Ver informações" icon="pi-eye" to={paths.remessas.info.getHref(remessa.remessaId)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        list={list}
        search={{ label: 'Pesquisar remessas', placeholder: 'Pesquisar por descrição' }}
        actions={<NewRecordLink to={paths.remessas.nova.getHref()} label="Nova remessa" />}
      >
        <ListFilter list={list} {...statusFilter} value={situacaoRemessaId === null ? '' : String(situacaoRemessaId)} />
      </ListToolbar>
      <ValorVariavelDica id={hintId} />
      <PagedList list={list} view={view} columns={columns} dataKey="remessaId" texts={texts} />
    </>
  );
}
