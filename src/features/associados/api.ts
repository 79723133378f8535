import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAction } from '@/components/dialogs/use-action';
import {
  atualizarAssociado,
  criarAssociado,
  getBuscarAssociadosQueryKey,
  getObterAssociadoQueryKey,
  useAlternarAtivoAssociado,
  useExcluirAssociados,
} from '@/generated/api/associados/associados';
import { getBuscarRemessasQueryKey } from '@/generated/api/remessas/remessas';
import { getBuscarUsuariosQueryKey } from '@/generated/api/usuarios/usuarios';
import type { Associado, AssociadoResumo, AssociadoSalvar, RemessaDoAssociado } from '@/generated/model';
import { useUnlinkAssociado } from '@/lib/api/remessa-associados';
import { everySearchOf } from '@/lib/api/search-key';

/*
 * Every write about associates: the call, the confirm and alerts around it, and what it refreshes.
 * Screens read with the generated query hooks and write only through these hooks.
 */

/**
 * Creates (no id) or updates an associate, with its users; then the searches of associates and
 * users, and the associate's page, are refreshed before it resolves.
 * `const save = useSaveAssociado(associado?.associadoId); await save.mutateAsync(payload)`
 */
export function useSaveAssociado(associadoId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AssociadoSalvar) =>
      associadoId === undefined ? criarAssociado(payload) : atualizarAssociado({ ...payload, associadoId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarAssociadosQueryKey()) });
      // The associate's users are edited with it.
      await queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarUsuariosQueryKey()) });
      if (associadoId !== undefined) await queryClient.invalidateQueries({ queryKey: getObterAssociadoQueryKey(associadoId) });
    },
  });
}

/**
 * Deletar associado (with its users) after the confirm; resolves true once deleted and the
 * searches of associates, users and remessas are refreshed.
 * `const remove = useDeleteAssociado(); if (await remove.run(associado)) navigate(...)`
 */
export function useDeleteAssociado() {
  const queryClient = useQueryClient();
  const act = useAction();
  const excluir = useExcluirAssociados();

  const run = (associado: Associado) =>
    act({
      confirm: {
        title: 'Deletar associado',
        description: `Deseja deletar o associado ${associado.nome}? Os usuários dele também serão removidos. Esta ação não pode ser desfeita.`,
        confirmLabel: 'Deletar',
      },
      call: async () => {
        await excluir.mutateAsync({ data: { associadosDelete: [{ associadoId: associado.associadoId }] } });
        queryClient.removeQueries({ queryKey: getObterAssociadoQueryKey(associado.associadoId) });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarAssociadosQueryKey()) }),
          queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarUsuariosQueryKey()) }),
          // The remessas' totals and lists of associates change with it.
          queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarRemessasQueryKey()) }),
        ]);
      },
    });

  return { run, isPending: excluir.isPending };
}

/**
 * Inativar / Ativar after the confirm (spec section 4); `onToggled` runs before the list reloads
 * (the list goes back to page 1). A second click while one runs does nothing.
 * `const toggle = useToggleAtivo(() => list.setPage(1)); toggle.run(associado); toggle.pendingId`
 */
export function useToggleAtivo(onToggled: () => void) {
  const queryClient = useQueryClient();
  const act = useAction();
  const alternar = useAlternarAtivoAssociado();

  const run = async (associado: AssociadoResumo) => {
    if (alternar.isPending) return;
    const action = associado.ativo ? 'Inativar' : 'Ativar';
    await act({
      confirm: { title: `${action} associado`, description: `Deseja ${action.toLowerCase()} o associado ${associado.nome}?`, confirmLabel: action },
      call: async () => {
        await alternar.mutateAsync({ associadoId: associado.associadoId });
        onToggled();
        await queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarAssociadosQueryKey()) });
      },
    });
  };

  return { run, pendingId: alternar.isPending ? alternar.variables?.associadoId : undefined };
}

/**
 * Deletar vínculo com a remessa, from the associate's page, after the confirm: the remessa's
 * current list goes back without this associate (useUnlinkAssociado reads it right before).
 * `const unlink = useUnlinkRemessa(associado); unlink.run(remessa); unlink.removingId`
 */
export function useUnlinkRemessa(associado: Associado) {
  const act = useAction();
  const unlink = useUnlinkAssociado();

  const run = (remessa: RemessaDoAssociado) =>
    act({
      confirm: {
        title: 'Deletar vínculo com a remessa',
        description: `Deseja remover o associado ${associado.nome} da remessa ${remessa.descricao}?`,
        confirmLabel: 'Deletar',
      },
      call: () => unlink.mutateAsync({ remessaId: remessa.remessaId, associadoId: associado.associadoId }),
    });

  return { run, removingId: unlink.isPending ? unlink.variables?.remessaId : undefined };
}
