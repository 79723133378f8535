import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AtivoBadge } from '@/components/badges/ativo-badge';
import { useDialogs } from '@/components/dialogs';
import { FilterChips } from '@/components/list/filter-chips';
import { ListPager } from '@/components/list/list-pager';
import { useListUrlState } from '@/components/list/list-state';
import { ListTable, type ListColumn } from '@/components/list/list-table';
import { RowActionButton, RowActionLink, RowActions } from '@/components/list/row-actions';
import { SearchInput } from '@/components/list/search-input';
import { everySearchOf } from '@/components/list/search-key';
import { listQueryOptions, useListView } from '@/components/list/use-list-view';
import { paths } from '@/config/paths';
import { getBuscarAssociadosQueryKey, useAlternarAtivoAssociado, useBuscarAssociados } from '@/generated/api/associados/associados';
import { FiltroAssociado, type AssociadoResumo } from '@/generated/model';
import { getErrorMessage } from '@/lib/http/error-message';
import { formatCpfCnpj } from '@/utils/br/masks';
import { ExportarAssociadosButton } from './associados-list-export';

/** "Filtrar por" options (spec section 9), in the spec's order. */
const filterOptions = Object.values(FiltroAssociado);
const isFiltro = (value: string): value is FiltroAssociado => (filterOptions as string[]).includes(value);

/** Members list of /listas?type=associates. */
export function AssociadosList() {
  const list = useListUrlState({ filters: { filter: [] as string[] } });
  const filtros = list.filters.filter.filter(isFiltro);
  const search = { descricao: list.search, filtros };
  const view = useListView(list, useBuscarAssociados({ ...search, ...list.request }, { query: listQueryOptions }));
  const toggleAtivo = useToggleAtivo(() => list.setPage(1));

  const columns: ListColumn<AssociadoResumo>[] = [
    { header: 'Nome', body: (associado) => associado.nome, width: '36%' },
    { header: 'E-mail', body: (associado) => associado.email, width: '30%' },
    { header: 'CPF/CNPJ', body: (associado) => formatCpfCnpj(associado.cpfCnpj), whole: 'document' },
    { header: 'Status', body: (associado) => <AtivoBadge ativo={associado.ativo} />, width: '6.5rem' },
    {
      header: 'Ações',
      width: '9.5rem',
      body: (associado) => (
        <RowActions>
          <RowActionLink label="Editar" icon="pi pi-pencil" to={paths.associados.editar.getHref(associado.associadoId)} />
          <RowActionLink label="Ver informações" icon="pi pi-eye" to={paths.associados.info.getHref(associado.associadoId)} />
          <RowActionButton
            label={associado.ativo ? 'Inativar' : 'Ativar'}
            icon={associado.ativo ? 'pi pi-ban' : 'pi pi-check-circle'}
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
      <div className="list-toolbar">
        <SearchInput
          className="list-toolbar__grow"
          label="Pesquisar associados"
          placeholder="Pesquise por nome, e-mail, CPF/CNPJ ou cidade"
          value={list.search}
          onSearch={list.setSearch}
        />
        <div className="list-toolbar__actions">
          <Link to={paths.associados.novo.getHref()} className="p-button p-component">
            <i className="pi pi-plus p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">Novo associado</span>
          </Link>
          <ExportarAssociadosButton search={search} total={view.total} />
        </div>
      </div>
      <div className="list-toolbar">
        <FilterChips label="Filtrar por" options={filterOptions} value={filtros} onChange={(value) => list.setFilter('filter', value)} />
      </div>
      <ListTable
        label="Associados"
        columns={columns}
        view={view}
        dataKey="associadoId"
        emptyMessage="Nenhum associado encontrado."
        errorMessage="Não foi possível carregar os associados."
        skeletonRows={list.request.numRows}
      />
      <ListPager
        label="Paginação dos associados"
        total={view.total}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}

/** Inativar / Ativar after a confirm; then the list goes back to page 1 and reloads (spec section 4). */
function useToggleAtivo(backToFirstPage: () => void) {
  const { confirm, alert } = useDialogs();
  const queryClient = useQueryClient();
  const mutation = useAlternarAtivoAssociado();

  const run = async (associado: AssociadoResumo) => {
    if (mutation.isPending) return;
    const action = associado.ativo ? 'Inativar' : 'Ativar';
    const { confirmed } = await confirm({
      title: `${action} associado`,
      description: `Deseja ${action.toLowerCase()} o associado ${associado.nome}?`,
      confirmLabel: action,
    });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync({ associadoId: associado.associadoId });
      backToFirstPage();
      await queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarAssociadosQueryKey()) });
    } catch (error) {
      await alert({ type: 'error', title: 'Erro!', description: getErrorMessage(error) });
    }
  };

  return { run, pendingId: mutation.isPending ? mutation.variables?.associadoId : undefined };
}
