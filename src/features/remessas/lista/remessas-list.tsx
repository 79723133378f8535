import { useListUrlState } from '@/components/list/list-state';
import { useSortParam } from '@/components/list/sort-state';
import { ListFilter, ListToolbar, NewRecordLink } from '@/components/list/list-toolbar';
import { PagedList, type PagedListTexts } from '@/components/list/paged-list';
import { LinkButton } from '@/components/ui/link-button';
import { useExportAction } from '@/components/list/export-action';
import { useRowChoice } from '@/components/list/use-row-choice';
import { listQueryOptions, useListView } from '@/components/list/use-list-view';
import { situacaoRemessaLabels } from '@/config/domain';
import { paths } from '@/config/paths';
import { useBuscarRemessas } from '@/generated/api/remessas/remessas';
import { SituacaoRemessaId, type Remessa } from '@/generated/model';
import { remessasSearch } from '@/lib/api/searches';
import { remessasNoun, useDeleteRemessas } from '../api';
import { useRemessaColumns } from './remessa-columns';

const texts: PagedListTexts = {
  label: 'Remessas',
  pagerLabel: 'Paginação das remessas',
  rows: { plural: 'remessas', feminine: true },
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

const remessaIdentity = { id: (remessa: Remessa) => remessa.remessaId, nome: (remessa: Remessa) => remessa.descricao };

/** The chosen remessas as a CSV: the list's columns (remessas-csv.ts, loaded when exported). */
async function remessasCsv(remessas: Remessa[]) {
  const { buildRemessasCsv, remessasCsvFileName } = await import('./remessas-csv');
  return { parts: await buildRemessasCsv(remessas), fileName: remessasCsvFileName(new Date()), rows: remessas.length };
}

/** The remessas list of /listas (`?type=shipments` in the address). */
export function RemessasList() {
  const list = useListUrlState({ filters: { status: '' } });
  const situacaoRemessaId = statusOf(list.filters.status);
  const search = { descricao: list.search, situacaoRemessaId };
  const body = { ...search, ...list.request };
  const view = useListView(
    list,
    useBuscarRemessas(body, { query: { ...listQueryOptions, ...remessasSearch.page(body) } }),
  );
  const { columns, hint } = useRemessaColumns();
  const choice = useRowChoice({
    list,
    view,
    identity: remessaIdentity,
    noun: remessasNoun,
    search,
    reader: remessasSearch,
  });
  const deleteMany = useDeleteRemessas(choice.batch);
  const exportar = useExportAction({ noun: remessasNoun, build: remessasCsv });
  const sort = useSortParam();

  return (
    <>
      <ListToolbar
        list={list}
        search={{ label: 'Pesquisar remessas', placeholder: 'Pesquisar por descrição' }}
        actions={
          <>
            <LinkButton to={paths.arrecadacao.getHref()} label="Ver arrecadação" variant="outlined" />
            <NewRecordLink to={paths.remessas.nova.getHref()} label="Nova remessa" />
          </>
        }
      >
        <ListFilter list={list} {...statusFilter} value={situacaoRemessaId === null ? '' : String(situacaoRemessaId)} />
      </ListToolbar>
      {hint}
      {choice.panel}
      {choice.bar([deleteMany, exportar])}
      <PagedList
        list={list}
        view={view}
        columns={[choice.column, ...columns]}
        dataKey="remessaId"
        texts={texts}
        sort={sort}
      />
    </>
  );
}
