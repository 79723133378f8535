import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SituacaoBadge } from '@/components/badges/situacao-badge';
import { useDialogs } from '@/components/dialogs';
import { ListTable, type ListColumn } from '@/components/list/list-table';
import { RowActionButton, RowActions } from '@/components/list/row-actions';
import { everySearchOf } from '@/components/list/search-key';
import { paths } from '@/config/paths';
import { SituacaoRemessaId, type Associado, type RemessaDoAssociado } from '@/generated/model';
import { getObterAssociadoQueryKey } from '@/generated/api/associados/associados';
import {
  getBuscarRemessasQueryKey,
  getObterRemessaQueryKey,
  getObterRemessaQueryOptions,
  useVincularAssociadosRemessa,
} from '@/generated/api/remessas/remessas';
import { getErrorMessage } from '@/lib/http/error-message';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { toRemessaVincular } from '@/lib/remessa-vinculo';

const NOT_EDITABLE_REASON = 'Disponível apenas enquanto o associado está Em preparação nesta remessa.';

/** The associate's status in the remessa; a link not sent yet has none and reads as 1 Em preparação (the badge's default). */
const situacaoDoAssociadoNa = (remessa: RemessaDoAssociado) => remessa.situacaoRemessa_Associado?.situacaoRemessaId ?? SituacaoRemessaId.EM_PREPARACAO;

const byDueDateDesc = (a: RemessaDoAssociado, b: RemessaDoAssociado) => b.dataVencimento.localeCompare(a.dataVencimento);

/**
 * Últimas remessas do associado: status of the associate in each remessa, and edit, delete-link
 * and info actions, enabled only while that status is 1 Em preparação (spec section 2).
 */
export function AssociadoRemessasTable({ associado, refreshing }: { associado: Associado; refreshing: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, alert } = useDialogs();
  const vincular = useVincularAssociadosRemessa();
  const [removingId, setRemovingId] = useState<number>();
  const origin = { type: 'associates', associateId: associado.associadoId } as const;

  const desvincular = async (remessa: RemessaDoAssociado) => {
    const { confirmed } = await confirm({
      title: 'Deletar vínculo com a remessa',
      description: `Deseja remover o associado ${associado.nome} da remessa ${remessa.descricao}?`,
      confirmLabel: 'Deletar',
    });
    if (!confirmed) return;
    setRemovingId(remessa.remessaId);
    try {
      // Always the remessa as it is now: the call replaces its whole list of associates.
      const detalhe = await queryClient.fetchQuery(getObterRemessaQueryOptions(remessa.remessaId, { query: { staleTime: 0 } }));
      await vincular.mutateAsync({
        data: toRemessaVincular(
          detalhe,
          detalhe.associados.filter((outro) => outro.associadoId !== associado.associadoId),
        ),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getObterAssociadoQueryKey(associado.associadoId) }),
        queryClient.invalidateQueries({ queryKey: getObterRemessaQueryKey(remessa.remessaId) }),
        queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarRemessasQueryKey()) }),
      ]);
    } catch (error) {
      void alert({ type: 'error', title: 'Erro!', description: getErrorMessage(error) });
    } finally {
      setRemovingId(undefined);
    }
  };

  const columns: ListColumn<RemessaDoAssociado>[] = [
    { header: 'Descrição da remessa', body: (remessa) => remessa.descricao },
    { header: 'Valor da remessa', body: (remessa) => formatMoney(remessa.valorRemessa), whole: 'money' },
    { header: 'Vencimento', body: (remessa) => formatDate(remessa.dataVencimento), whole: 'date' },
    {
      header: 'Situação',
      body: (remessa) => <SituacaoBadge situacaoRemessaId={situacaoDoAssociadoNa(remessa)} dataPagamento={remessa.dataPago} />,
      whole: 'situacao',
    },
    {
      header: 'Ações',
      width: '9rem',
      body: (remessa) => {
        const disabled = situacaoDoAssociadoNa(remessa) !== SituacaoRemessaId.EM_PREPARACAO || removingId !== undefined;
        const reason = removingId === undefined ? NOT_EDITABLE_REASON : undefined;
        return (
          <RowActions>
            <RowActionButton
              label="Editar remessa"
              icon="pi pi-pencil"
              disabled={disabled}
              disabledReason={reason}
              onClick={() => navigate(paths.remessas.editar.getHref(remessa.remessaId, origin))}
            />
            <RowActionButton
              label="Deletar vínculo com a remessa"
              icon={removingId === remessa.remessaId ? 'pi pi-spin pi-spinner' : 'pi pi-trash'}
              tone="danger"
              disabled={disabled}
              disabledReason={reason}
              onClick={() => void desvincular(remessa)}
            />
            <RowActionButton
              label="Ver informações da remessa"
              icon="pi pi-eye"
              disabled={disabled}
              disabledReason={reason}
              onClick={() => navigate(paths.remessas.info.getHref(remessa.remessaId, origin))}
            />
          </RowActions>
        );
      },
    },
  ];

  return (
    <ListTable
      label="Últimas remessas do associado"
      columns={columns}
      view={{ rows: [...associado.remessas].sort(byDueDateDesc), showSkeleton: false, isRefreshing: refreshing, isError: false, retry: () => undefined }}
      dataKey="remessaId"
      emptyMessage="Este associado ainda não participa de nenhuma remessa."
      errorMessage=""
      skeletonRows={0}
    />
  );
}
