import { SituacaoBadge } from '@/components/badges/situacao-badge';
import { RowsTable, useSortedRows, type TableColumn, type TableSort } from '@/components/ui/table';
import { RowActions } from '@/components/list/row-actions';
import { IconButton } from '@/components/ui/button';
import type { AssociadoDaRemessa } from '@/generated/model';
import { onlyDigits } from '@/utils/br/digits';
import { formatCpfCnpj } from '@/utils/br/masks';
import { formatMoney } from '@/utils/br/money';
import { pagamentoGiroIdOf } from './boleto-link';
import {
  deletarIndisponivel,
  hasBoleto,
  situacaoDoAssociado,
  situacaoIdDoAssociado,
  situacaoSortValue,
} from '../remessa-rules';

interface RemessaAssociadosTableProps {
  associados: AssociadoDaRemessa[];
  /** The rows are about to change (a search waiting for its index): dimmed, aria-busy. */
  refreshing?: boolean;
  situacaoRemessaId: number;
  emptyMessage: string;
  /** Any call of the page is running: no second action starts. */
  busy: boolean;
  /** pagamentoGiroId of the boleto being fetched. */
  boletoLoading: string | null;
  onRemover: (associado: AssociadoDaRemessa) => void;
  onBaixarBoleto: (pagamentoGiroId: string) => void;
  onCopiarLink: (associado: AssociadoDaRemessa) => void;
  /** The order chosen in the headers (the page holds every payer): `useSortParam()`. */
  sort: TableSort;
}

/** The remessa's associates: Nome, E-mail, CPF/CNPJ, Valor Pagamento, Situação, Ações (spec section 2). */
export function RemessaAssociadosTable({
  associados,
  refreshing = false,
  situacaoRemessaId,
  emptyMessage,
  busy,
  boletoLoading,
  onRemover,
  onBaixarBoleto,
  onCopiarLink,
  sort,
}: RemessaAssociadosTableProps) {
  const columns: TableColumn<AssociadoDaRemessa>[] = [
    {
      header: 'Nome',
      body: (associado) => associado.nome,
      sort: { key: 'nome', value: (associado) => associado.nome },
    },
    { header: 'E-mail', body: (associado) => associado.email },
    {
      header: 'CPF/CNPJ',
      body: (associado) => formatCpfCnpj(associado.cpfCnpj),
      whole: 'document',
      sort: { key: 'documento', value: (associado) => onlyDigits(associado.cpfCnpj) },
    },
    {
      header: 'Valor Pagamento',
      body: (associado) => formatMoney(situacaoDoAssociado(associado)?.valorPagamento),
      whole: 'money',
      align: 'right',
      sort: { key: 'valor', value: (associado) => situacaoDoAssociado(associado)?.valorPagamento },
    },
    {
      header: 'Situação',
      whole: 'situacao',
      sort: {
        key: 'situacao',
        value: (associado) =>
          situacaoSortValue(situacaoIdDoAssociado(associado), situacaoDoAssociado(associado)?.dataPagamento),
      },
      body: (associado) => {
        const situacao = situacaoDoAssociado(associado);
        return (
          <SituacaoBadge situacaoRemessaId={situacaoIdDoAssociado(associado)} dataPagamento={situacao?.dataPagamento} />
        );
      },
    },
    {
      header: 'Ações',
      width: '8.5rem',
      body: (associado) => {
        const associadoSituacao = situacaoIdDoAssociado(associado);
        const pagamentoGiroId = pagamentoGiroIdOf(associado);
        const indisponivel = deletarIndisponivel(associadoSituacao, situacaoRemessaId);
        return (
          <RowActions>
            {hasBoleto(associadoSituacao) && pagamentoGiroId && (
              <IconButton
                label="Baixar boleto"
                icon={boletoLoading === pagamentoGiroId ? 'pi-spin pi-spinner' : 'pi-download'}
                disabled={boletoLoading !== null}
                onClick={() => onBaixarBoleto(pagamentoGiroId)}
              />
            )}
            {pagamentoGiroId && (
              <IconButton label="Copiar link do boleto" icon="pi-copy" onClick={() => onCopiarLink(associado)} />
            )}
            <IconButton
              label="Deletar"
              icon="pi-trash"
              tone="danger"
              disabled={Boolean(indisponivel) || busy}
              disabledReason={indisponivel}
              onClick={() => onRemover(associado)}
            />
          </RowActions>
        );
      },
    },
  ];

  const sorted = useSortedRows(associados, columns, sort.order);
  return (
    <RowsTable
      label="Associados da remessa"
      columns={columns}
      rows={sorted.rows}
      sort={sort}
      refreshing={refreshing || sorted.sorting}
      dataKey="associadoId"
      emptyMessage={emptyMessage}
    />
  );
}
