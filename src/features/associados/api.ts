import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmation, useAction } from '@/components/dialogs';
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
import { everySearchOf, markStale, refreshQueries, useRefreshingMutation } from '@/lib/api/query-cache';

/*
 * Every write about associates: the call, the confirm and alerts around it, and what it refreshes.
 * Screens read with the generated query hooks and write only through these hooks.
 * Other resources are refreshed through their generated keys (a feature never imports another).
 */

const everyAssociadoSearch = everySearchOf(getBuscarAssociadosQueryKey());
/** An associate's users are saved and deleted with it. */
const everyUsuarioSearch = everySearchOf(getBuscarUsuariosQueryKey());

/**
 * Creates (no id) or updates an associate, with its users; the searches of associates and users,
 * and the associate's page, are refreshed before it resolves.
 * `const save = useSaveAssociado(associado?.associadoId); await save.mutateAsync(payload)`
 */
export const useSaveAssociado = (associadoId?: number) =>
  useRefreshingMutation(
    (payload: AssociadoSalvar) =>
      associadoId === undefined ? criarAssociado(payload) : atualizarAssociado({ ...payload, associadoId }),
    () => [
      everyAssociadoSearch,
      everyUsuarioSearch,
      associadoId !== undefined && getObterAssociadoQueryKey(associadoId),
    ],
  );

/**
 * Updates an associate from its edit form (whose save has just read it again and merged:
 * docs/decisions/0016-concurrent-edits.md); the searches of associates and users are refreshed and
 * the associate's own record is marked stale, for the next screen that shows it.
 * `const update = useUpdateAssociado(associadoId); await update.mutateAsync(payload)`
 */
export function useUpdateAssociado(associadoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AssociadoSalvar) => atualizarAssociado({ ...payload, associadoId }),
    onSuccess: () =>
      Promise.all([
        refreshQueries(queryClient, [everyAssociadoSearch, everyUsuarioSearch]),
        markStale(queryClient, [getObterAssociadoQueryKey(associadoId)]),
      ]),
  });
}

/**
 * Deletar associado (with its users) after the confirm; resolves true once it is deleted and the
 * searches of associates, users and remessas (their lists and totals change) are refreshed.
 * `const remove = useDeleteAssociado(); if (await remove.run(associado)) navigate(...)`
 */
export function useDeleteAssociado() {
  const queryClient = useQueryClient();
  const excluir = useExcluirAssociados();
  const act = useAction();
  const description = (nome: string) =>
    `Deseja deletar o associado ${nome}? Os usuários dele também serão removidos. Esta ação não pode ser desfeita.`;

  const run = (associado: Associado) =>
    act({
      confirm: confirmation('Deletar associado', description(associado.nome), 'Deletar'),
      call: async () => {
        await excluir.mutateAsync({ data: { associadosDelete: [{ associadoId: associado.associadoId }] } });
        queryClient.removeQueries({ queryKey: getObterAssociadoQueryKey(associado.associadoId) });
        await refreshQueries(queryClient, [
          everyAssociadoSearch,
          everyUsuarioSearch,
          everySearchOf(getBuscarRemessasQueryKey()),
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
      confirm: confirmation(
        `${action} associado`,
        `Deseja ${action.toLowerCase()} o associado ${associado.nome}?`,
        action,
      ),
      call: async () => {
        await alternar.mutateAsync({ associadoId: associado.associadoId });
        onToggled();
        await refreshQueries(queryClient, [everyAssociadoSearch]);
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
  const unlink = useUnlinkAssociado();
  const act = useAction();
  const { associadoId, nome } = associado;
  return {
    removingId: unlink.isPending ? unlink.variables?.remessaId : undefined,
    run: ({ remessaId, descricao }: RemessaDoAssociado) =>
      act({
        confirm: confirmation(
          'Deletar vínculo com a remessa',
          `Deseja remover o associado ${nome} da remessa ${descricao}?`,
          'Deletar',
        ),
        call: () => unlink.mutateAsync({ remessaId, associadoId }),
      }),
  };
}
