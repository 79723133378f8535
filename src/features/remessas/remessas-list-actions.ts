import { useQueryClient } from '@tanstack/react-query';
import { useDialogs } from '@/components/dialogs';
import { everySearchOf } from '@/components/list/search-key';
import { getBuscarRemessasQueryKey, useExcluirRemessas } from '@/generated/api/remessas/remessas';
import type { Remessa } from '@/generated/model';
import { getErrorMessage } from '@/lib/http/error-message';

/** Deletar of the shipments list: confirm, delete, reload the list; an error shows in an alert. */
export function useDeleteRemessa() {
  const { confirm, alert } = useDialogs();
  const queryClient = useQueryClient();
  const excluir = useExcluirRemessas();

  const run = async (remessa: Remessa) => {
    if (excluir.isPending) return;
    const { confirmed } = await confirm({
      title: 'Deletar remessa',
      description: `Deseja deletar a remessa ${remessa.descricao}? Esta ação não pode ser desfeita.`,
      confirmLabel: 'Deletar',
    });
    if (!confirmed) return;
    try {
      await excluir.mutateAsync({ data: { remessasDelete: [{ remessaId: remessa.remessaId }] } });
      await queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarRemessasQueryKey()) });
    } catch (error) {
      await alert({ type: 'error', title: 'Erro!', description: getErrorMessage(error) });
    }
  };

  return { run, pendingId: excluir.isPending ? excluir.variables?.data.remessasDelete[0]?.remessaId : undefined };
}
