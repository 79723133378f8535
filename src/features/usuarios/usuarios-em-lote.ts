import type { SelectedRow } from '@/components/list/use-list-selection';
import { excluirUsuarios, obterUsuario } from '@/generated/api/usuarios/usuarios';
import type { Usuario } from '@/generated/model';
import { httpStatusOf } from '@/lib/http/http-error';
import type { BatchPlan } from '@/lib/batch/run-batch';

/*
 * The users' actions on many rows, as the batch engine runs them (src/lib/batch); loaded when one
 * starts (api.ts, useDeleteUsuarios).
 */

/** Users a DELETE /api/usuarios takes at once. */
const USERS_PER_DELETE = 50;

/** Whether the user is gone, as the server has it now. */
async function isGone(usuarioId: number) {
  try {
    await obterUsuario(usuarioId);
    return false;
  } catch (error) {
    if (httpStatusOf(error) === 404) return true;
    throw error;
  }
}

/**
 * Deletar, fifty a call (DELETE /api/usuarios with their ids). A list the server refuses (one of them
 * deleted meanwhile, the signed-in user) is sent one by one, each with the server's answer; a call
 * whose answer did not come is checked user by user.
 */
export const deletarUsuarios: BatchPlan<SelectedRow<Usuario>> = {
  chunkSize: USERS_PER_DELETE,
  write: (items) => excluirUsuarios({ usuariosDelete: items.map(({ row }) => ({ usuarioId: row.id })) }),
  landed: ({ row }, send) => send(() => isGone(row.id)),
  gone: 'Já tinha sido excluído por outra pessoa.',
};
