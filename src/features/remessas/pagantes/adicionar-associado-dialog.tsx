import { keepPreviousData } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Dialog } from 'primereact/dialog';
import { installPrimeReactLocale } from '@/lib/primereact-locale';
import { Tooltip } from 'primereact/tooltip';
import { useId } from 'react';
import { useDialogs, useReturnFocus } from '@/components/dialogs';
import { DEFAULT_PAGE_SIZE } from '@/config/app';
import { MissingRowsNotice } from '@/components/list/missing-rows';
import { ListPager } from '@/components/list/list-pager';
import { useListLocalState } from '@/components/list/list-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { SearchInput } from '@/components/list/search-input';
import { selectedText } from '@/components/list/selection-texts';
import { useListSelection } from '@/components/list/use-list-selection';
import { useListView } from '@/components/list/use-list-view';
import { useBuscarAssociados } from '@/generated/api/associados/associados';
import type { AssociadoDaRemessa, AssociadoResumo, RemessaDetalhe } from '@/generated/model';
import { associadosSearch } from '@/lib/api/searches';
import { formatCpfCnpj } from '@/utils/br/masks';
import { hasVariableValue, situacaoIdDoAssociado } from '../remessa-rules';

// Its PrimeReact widgets speak Portuguese and are drawn by the theme (its widgets' rules load with that module).
installPrimeReactLocale();

export const MENSALIDADE_TOOLTIP =
  'Para remessas de Mensalidade, são incluídos os associados com mensalidade maior que R$ 1,00.';

interface AdicionarAssociadoDialogProps {
  remessa: RemessaDetalhe;
  /** The vincular call is running. */
  adding: boolean;
  onAdd: (escolhidos: AssociadoResumo[]) => void | Promise<void>;
  /** Removes an associate already in the remessa whose link was not sent yet (after its own confirm). */
  onRemove: (associado: AssociadoDaRemessa) => unknown;
  onClose: () => void;
}

const associados = { singular: 'associado', plural: 'associados' };

/**
 * "Adicionar associado à remessa": associates of the remessa's payer type (and, for Mensalidade,
 * with a monthly fee above R$ 1,00), searched and paged by the server; the choice survives paging
 * and searching. Page size: DEFAULT_PAGE_SIZE (the spec's "shared setting").
 */
export function AdicionarAssociadoDialog({ remessa, adding, onAdd, onRemove, onClose }: AdicionarAssociadoDialogProps) {
  useReturnFocus();
  const { confirm } = useDialogs();
  const tooltipId = useId().replace(/:/g, '');
  const list = useListLocalState({ filters: {} });
  const body = {
    descricao: list.search,
    filtros: [],
    tipoAssociadoId: remessa.tipoAssociado.tipoAssociadoId,
    tipoRemessaId: remessa.tipoRemessa.tipoRemessaId,
    ...list.request,
  };
  const query = useBuscarAssociados(body, {
    query: { placeholderData: keepPreviousData, ...associadosSearch.page(body) },
  });
  const view = useListView(list, query);
  const escolhidos = useListSelection<AssociadoResumo>({
    id: (associado) => associado.associadoId,
    nome: (associado) => associado.nome,
  });

  const naRemessa = new Map(remessa.associados.map((associado) => [associado.associadoId, associado]));
  // A link not sent yet has no status of its own: unticking it removes the associate (spec section 4).
  const removivel = (associadoId: number) => {
    const vinculado = naRemessa.get(associadoId);
    return vinculado !== undefined && situacaoIdDoAssociado(vinculado) === undefined;
  };
  const selecionaveis = view.rows.filter((associado) => !naRemessa.has(associado.associadoId));
  const paginaToda = selecionaveis.length > 0 && selecionaveis.every((associado) => escolhidos.has(associado));

  const desmarcarTodos = async () => {
    const { confirmed } = await confirm({
      title: 'Desmarcar todos',
      description: `Deseja desmarcar ${escolhidos.count === 1 ? 'o associado selecionado' : `os ${escolhidos.count} associados selecionados`}?`,
      confirmLabel: 'Desmarcar',
    });
    if (confirmed) escolhidos.clear();
  };

  const columns: TableColumn<AssociadoResumo>[] = [
    {
      header: 'Selecionar',
      width: '7rem',
      align: 'center',
      body: (associado) => {
        const vinculado = naRemessa.get(associado.associadoId);
        if (vinculado && removivel(associado.associadoId)) {
          return (
            <input
              type="checkbox"
              className="adicionar-associado__checkbox"
              aria-label={`${associado.nome} está na remessa`}
              title="Está na remessa: desmarque para remover"
              checked
              disabled={adding}
              onChange={() => void onRemove(vinculado)}
            />
          );
        }
        return (
          <input
            type="checkbox"
            className="adicionar-associado__checkbox"
            aria-label={vinculado ? `${associado.nome} já está na remessa` : `Selecionar ${associado.nome}`}
            title={vinculado ? 'Já está na remessa (enviada)' : undefined}
            checked={vinculado !== undefined || escolhidos.has(associado)}
            disabled={vinculado !== undefined || adding}
            onChange={() => escolhidos.toggle(associado)}
          />
        );
      },
    },
    { header: 'Nome', body: (associado) => associado.nome },
    { header: 'E-mail', body: (associado) => associado.email },
    { header: 'CPF/CNPJ', body: (associado) => formatCpfCnpj(associado.cpfCnpj), whole: 'document' },
    { header: 'Cidade', body: (associado) => `${associado.endereco.cidade}/${associado.endereco.uf}` },
  ];

  const footer = (
    <div className="app-dialog__footer">
      <Button
        type="button"
        label="Cancelar"
        variant="outlined"
        severity="secondary"
        onClick={onClose}
        disabled={adding}
      />
      <Button
        type="button"
        label="Adicionar"
        icon="pi-plus"
        loading={adding}
        disabled={escolhidos.count === 0 || adding}
        onClick={() => void onAdd(escolhidos.rows.map(({ row }) => row))}
      />
    </div>
  );

  return (
    <Dialog
      visible
      onHide={() => !adding && onClose()}
      header={
        <span className="adicionar-associado__title">
          Adicionar associado à remessa
          {hasVariableValue(remessa.tipoRemessa.tipoRemessaId) && (
            <>
              <Icon
                name="pi-info-circle"
                className={`adicionar-associado__info ${tooltipId}`}
                tabIndex={0}
                label={MENSALIDADE_TOOLTIP}
                data-pr-tooltip={MENSALIDADE_TOOLTIP}
                data-pr-position="bottom"
              />
              <Tooltip target={`.${tooltipId}`} />
            </>
          )}
        </span>
      }
      className="app-dialog adicionar-associado"
      draggable={false}
      resizable={false}
      footer={footer}
    >
      <div className="list-toolbar">
        <SearchInput
          label="Pesquisar associados"
          placeholder="Pesquise por nome, e-mail, CPF/CNPJ ou cidade"
          value={list.search}
          onSearch={list.setSearch}
          className="list-toolbar__grow"
        />
      </div>
      <div className="adicionar-associado__selecao">
        <div className="checkbox-field">
          <input
            type="checkbox"
            id="adicionar-associado-pagina"
            checked={paginaToda}
            // While another page is on its way, "this page" would be the one leaving.
            disabled={selecionaveis.length === 0 || adding || view.isRefreshing}
            onChange={() => escolhidos.togglePage(selecionaveis)}
          />
          <label htmlFor="adicionar-associado-pagina">Selecionar todos desta página</label>
        </div>
        <span className="adicionar-associado__contador" aria-live="polite">
          {selectedText(escolhidos.count, associados)}
        </span>
        <Button
          type="button"
          label="Desmarcar todos"
          size="small"
          variant="text"
          severity="danger"
          onClick={() => void desmarcarTodos()}
          disabled={escolhidos.count === 0 || adding}
        />
      </div>
      <MissingRowsNotice list={list} view={view} rows={{ plural: 'associados' }} />
      <Table
        label="Associados disponíveis"
        columns={columns}
        view={view}
        dataKey="associadoId"
        emptyMessage="Nenhum associado encontrado."
        errorMessage="Não foi possível carregar os associados."
        skeletonRows={typeof list.pageSize === 'number' ? list.pageSize : DEFAULT_PAGE_SIZE}
      />
      <ListPager
        total={view.total}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        label="Paginação dos associados"
      />
    </Dialog>
  );
}
