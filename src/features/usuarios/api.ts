import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmation, useAction } from '@/components/dialogs';
import {
  useSolicitarEsquecimentoSenha,
  useSolicitarEsquecimentoSenhaAssociado,
} from '@/generated/api/autenticacao/autenticacao';
import {
  atualizarUsuario,
  criarUsuario,
  getBuscarUsuariosQueryKey,
  getObterUsuarioQueryKey,
  useExcluirUsuarios,
} from '@/generated/api/usuarios/usuarios';
import type { Usuario, UsuarioSalvar } from '@/generated/model';
import { everySearchOf, markStale, refreshQueries, useRefreshingMutation } from '@/lib/api/query-cache';

/*
 * Every write about users: the call, the confirm and alerts around it, and what it refreshes.
 * Screens read with the generated query hooks and write only through these hooks.
 */

const everyUsuarioSearch = everySearchOf(getBuscarUsuariosQueryKey());

/**
 * Creates (no id) or updates a management user; the users' searches and the user's page are
 * refreshed before it resolves. `const save = useSaveUsuario(usuario?.usuarioId); await save.mutateAsync(payload)`
 */
export const useSaveUsuario = (usuarioId?: number) =>
  useRefreshingMutation(
    (payload: UsuarioSalvar) =>
      usuarioId === undefined ? criarUsuario(payload) : atualizarUsuario({ ...payload, usuarioId }),
    () => [everyUsuarioSearch, usuarioId !== undefined && getObterUsuarioQueryKey(usuarioId)],
  );

/**
 * Updates a management user from its edit form (whose save has just read it again and merged:
 * docs/decisions/0016-concurrent-edits.md); the users' searches are refreshed and the user's own
 * record is marked stale. `const update = useUpdateUsuario(usuarioId); await update.mutateAsync(payload)`
 */
export function useUpdateUsuario(usuarioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UsuarioSalvar) => atualizarUsuario({ ...payload, usuarioId }),
    onSuccess: () =>
      Promise.all([
        refreshQueries(queryClient, [everyUsuarioSearch]),
        markStale(queryClient, [getObterUsuarioQueryKey(usuarioId)]),
      ]),
  });
}

/** Deletar usuário after the confirm; the users' searches reload. `const remove = useDeleteUsuario(); remove.run(usuario)` */
export function useDeleteUsuario() {
  const queryClient = useQueryClient();
  const excluir = useExcluirUsuarios();
  const act = useAction();
  return {
    isPending: excluir.isPending,
    run: (usuario: Usuario) =>
      act({
        confirm: confirmation(
          'Deletar usuário',
          `Deseja deletar o usuário ${usuario.nome}? Esta ação não pode ser desfeita.`,
          'Deletar',
        ),
        call: async () => {
          await excluir.mutateAsync({ data: { usuariosDelete: [{ usuarioId: usuario.usuarioId }] } });
          await refreshQueries(queryClient, [everyUsuarioSearch]);
        },
      }),
  };
}

/**
 * Gerar nova senha after the confirm: the password e-mail of the staff flow for management users,
 * of the associates' flow for member users; then the Enviado! alert.
 * `const newPassword = useNewPassword(); newPassword.run(usuario)`
 */
export function useNewPassword() {
  const act = useAction();
  const gestao = useSolicitarEsquecimentoSenha();
  const associado = useSolicitarEsquecimentoSenhaAssociado();
  const run = (usuario: Usuario) =>
    act({
      confirm: confirmation(
        'Gerar nova senha',
        `Uma nova senha será gerada para ${usuario.nome} e enviada para o e-mail ${usuario.email}.`,
      ),
      call: () => (usuario.usuarioGestao ? gestao : associado).mutateAsync({ data: { email: usuario.email } }),
      success: () => ({ type: 'success', title: 'Enviado!', description: 'Geração da senha enviado para o email.' }),
    });
  return { run, isPending: gestao.isPending || associado.isPending };
}
