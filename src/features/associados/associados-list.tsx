import { AtivoBadge } from '@/components/badges/ativo-badge';
import { FilterChips } from '@/components/list/filter-chips';
import { useListUrlState } from '@/components/list/list-state';
import { useSortParam } from '@/components/list/sort-state';
import { type TableColumn } from '@/components/ui/table';
import { ListToolbar, NewRecordLink } from '@/components/list/list-toolbar';
import { PagedList, type PagedListTexts } from '@/components/list/paged-list';
import { RowActions } from '@/components/list/row-actions';
import { IconButton } from '@/components/ui/button';
import { IconLink } from '@/components/ui/link-button';
import { useExportAction } from '@/components/list/export-action';
import { useRowChoice } from '@/components/list/use-row-choice';
import { listQueryOptions, useListView } from '@/components/list/use-list-view';
import { paths } from '@/config/paths';
import { useBuscarAssociados } from '@/generated/api/associados/associados';
import { FiltroAssociado, type AssociadoResumo } from '@/generated/model';
import { associadosSearch } from '@/lib/api/searches';
import { onlyDigits } from '@/utils/br/digits';
import { formatCpfCnpj } from '@/utils/br/masks';
import { associadosNoun, useAtivoEmLote, useToggleAtivo } from './api';
import { associadosCsvFileName, buildAssociadosCsv } from './associados-csv';
import { ExportarAssociadosButton } from './associados-list-export';
import { useReajusteAction } from './em-lote/use-reajuste';

const texts: PagedListTexts = {
  label: 'Associados',
  pagerLabel: 'Paginação dos associados',
  rows: { plural: 'associados' },
  emptyMessage: 'Nenhum associado encontrado.',
  errorMessage: 'Não foi possível carregar os associados.',
};

/** "Filtrar por" options (spec section 9), in the spec's order. */
const filterOptions = Object.values(FiltroAssociado);
const isFiltro = (value: string): value is FiltroAssociado => (filterOptions as string[]).includes(value);
const associadoIdentity = {
  id: (associado: AssociadoResumo) => associado.associadoId,
  nome: (associado: AssociadoResumo) => associado.nome,
};

/** The chosen associates as a CSV: the columns of Exportar Associados. */
async function associadosCsv(associados: AssociadoResumo[]) {
  return {
    parts: await buildAssociadosCsv(associados),
    fileName: associadosCsvFileName(new Date()),
    rows: associados.length,
  };
}

/** Members list of /listas?type=associates. */
export function AssociadosList() {
  const list = useListUrlState({ filters: { filter: [] as string[] } });
  const filtros = list.filters.filter.filter(isFiltro);
  const search = { descricao: list.search, filtros };
  const body = { ...search, ...list.request };
  const view = useListView(
    list,
    useBuscarAssociados(body, { query: { ...listQueryOptions, ...associadosSearch.page(body) } }),
  );
  const toggleAtivo = useToggleAtivo(() => list.setPage(1));
  const choice = useRowChoice({
    list,
    view,
    identity: associadoIdentity,
    noun: associadosNoun,
    search,
    reader: associadosSearch,
  });
  const [inativar, ativar] = useAtivoEmLote(choice.batch);
  const exportar = useExportAction({ noun: associadosNoun, build: associadosCsv });
  const reajuste = useReajusteAction(choice.batch);

  const sort = useSortParam();

  const columns: TableColumn<AssociadoResumo>[] = [
    choice.column,
    { header: 'Nome', body: (associado) => associado.nome, width: '36%', sort: { key: 'nome', value: (a) => a.nome } },
    {
      header: 'E-mail',
      body: (associado) => associado.email,
      width: '30%',
      sort: { key: 'email', value: (a) => a.email },
    },
    {
      header: 'CPF/CNPJ',
      body: (associado) => formatCpfCnpj(associado.cpfCnpj),
      whole: 'document',
      sort: { key: 'documento', value: (a) => onlyDigits(a.cpfCnpj) },
    },
    {
      header: 'Status',
      body: (associado) => <AtivoBadge ativo={associado.ativo} />,
      width: '6.5rem',
      sort: { key: 'status', value: (a) => (a.ativo ? 'Ativo' : 'Inativo') },
    },
    {
      header: 'Ações',
      width: '9.5rem',
      body: (associado) => (
        <RowActions>
          <IconLink
            label="Editar"
            icon="pi-pencil"
            to={paths.associados.editar.getHref(associado.associadoId)}
            readOnIntent
          />
          <IconLink
            label="Ver informações"
            icon="pi-eye"
            to={paths.associados.info.getHref(associado.associadoId)}
            readOnIntent
          />
          <IconButton
            label={associado.ativo ? 'Inativar' : 'Ativar'}
            icon={associado.ativo ? 'pi-ban' : 'pi-check-circle'}
            tone={associado.ativo ? 'danger' : 'success'}
            disabled={toggleAtivo.pendingId === associado.associadoId}
            onClick={() => void toggleAtivo.run(associado)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        list={list}
        search={{ label: 'Pesquisar associados', placeholder: 'Pesquise por nome, e-mail, CPF/CNPJ ou cidade' }}
        actions={
          <>
            <NewRecordLink to={paths.associados.novo.getHref()} label="Novo associado" />
            <ExportarAssociadosButton search={search} total={view.total} />
          </>
        }
      />
      <div className="list-toolbar">
        <FilterChips
          label="Filtrar por"
          options={filterOptions}
          value={filtros}
          onChange={(value) => list.setFilter('filter', value)}
        />
      </div>
      {choice.panel}
      {choice.bar([inativar!, ativar!, exportar, reajuste.action])}
      {reajuste.dialog}
      <PagedList list={list} view={view} columns={columns} dataKey="associadoId" texts={texts} sort={sort} />
    </>
  );
}
