import type { SelectedRow } from '@/components/list/use-list-selection';
import { situacaoRemessaLabels } from '@/config/domain';
import { excluirRemessas } from '@/generated/api/remessas/remessas';
import { SituacaoRemessaId, type Remessa } from '@/generated/model';
import type { BatchPlan } from '@/lib/batch/run-batch';
import { remessaRowOf } from '../remessa-row';

/*
 * Deletar of many remessas, as the batch engine runs it (src/lib/batch); loaded when it starts
 * (api.ts, useDeleteRemessas). Only a remessa in preparation is deleted from a list: its status is
 * read again when its turn comes (its row in the search, without its payers), and one a colleague
 * started sending meanwhile is left as it is.
 */

/** Remessas a DELETE /api/remessas takes at once. */
const REMESSAS_PER_DELETE = 20;

const NOT_IN_PREPARATION = 'Não está em preparação: ficou como está.';

export const isEmPreparacao = (remessa: Remessa) =>
  remessa.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO;

/** Deletar the chosen remessas in preparation, twenty a call; the others are named in the report and left alone. */
export const deletarRemessas: BatchPlan<SelectedRow<Remessa>> = {
  chunkSize: REMESSAS_PER_DELETE,
  read: async (row, send) => {
    // Not in preparation when chosen: not read, not sent.
    if (!isEmPreparacao(row.row)) return { skip: NOT_IN_PREPARATION };
    const now = await send(() => remessaRowOf(row.row));
    if (!now) return { skip: 'Já tinha sido excluída por outra pessoa.' };
    if (!isEmPreparacao(now))
      return {
        skip: `Está agora em "${situacaoRemessaLabels[now.situacaoRemessa.situacaoRemessaId]}" (outra pessoa pode ter iniciado o envio): ficou como está.`,
      };
    return { write: row };
  },
  write: (items) => excluirRemessas({ remessasDelete: items.map(({ row }) => ({ remessaId: row.id })) }),
  landed: async ({ row }, send) => (await send(() => remessaRowOf(row.row))) === undefined,
  gone: 'Já tinha sido excluída por outra pessoa.',
};
