import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '@/components/dialogs';
import { everySearchOf } from '@/components/list/search-key';
import { paths } from '@/config/paths';
import { useSolicitarEsquecimentoSenha, useSolicitarEsquecimentoSenhaAssociado } from '@/generated/api/autenticacao/autenticacao';
import { getBuscarUsuariosQueryKey, useExcluirUsuarios } from '@/generated/api/usuarios/usuarios';
import type { Usuario } from '@/generated/model';
import { getErrorMessage } from '@/lib/http/error-message';

/**
 * The users list's row menu: Editar (management users), Gerar nova senha and Deletar, each
 * confirmed first; a second choice while one runs does nothing.
 */
export function useUsuarioRowActions() {
  const { confirm, alert } = useDialogs();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gestaoPassword = useSolicitarEsquecimentoSenha();
  const associadoPassword = useSolicitarEsquecimentoSenhaAssociado();
  const excluir = useExcluirUsuarios();
  const busy = gestaoPassword.isPending || associadoPassword.isPending || excluir.isPending;

  const failed = (error: unknown) => alert({ type: 'error', title: 'Erro!', description: getErrorMessage(error) });

  const newPassword = async (usuario: Usuario) => {
    if (busy) return;
    const { confirmed } = await confirm({
      title: 'Gerar nova senha',
      description: `Uma nova senha será gerada para ${usuario.nome} e enviada para o e-mail ${usuario.email}.`,
      confirmLabel: 'Gerar nova senha',
    });
    if (!confirmed) return;
    // Management users recover through the staff flow, member users through the associates' one.
    const request = usuario.usuarioGestao ? gestaoPassword : associadoPassword;
    try {
      await request.mutateAsync({ data: { email: usuario.email } });
      await alert({ type: 'success', title: 'Enviado!', description: 'Geração da senha enviado para o email.' });
    } catch (error) {
      await failed(error);
    }
  };

  const remove = async (usuario: Usuario) => {
    if (busy) return;
    const { confirmed } = await confirm({
      title: 'Deletar usuário',
      description: `Deseja deletar o usuário ${usuario.nome}? Esta ação não pode ser desfeita.`,
      confirmLabel: 'Deletar',
    });
    if (!confirmed) return;
    try {
      await excluir.mutateAsync({ data: { usuariosDelete: [{ usuarioId: usuario.usuarioId }] } });
      await queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarUsuariosQueryKey()) });
    } catch (error) {
      await failed(error);
    }
  };

  const edit = (usuario: Usuario) => navigate(paths.usuarios.editar.getHref(usuario.usuarioId));

  return { edit, newPassword, remove };
}
