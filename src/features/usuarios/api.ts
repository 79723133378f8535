import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmation, useAction, useDialogs } from '@/components/dialogs';
import type { SelectionAction } from '@/components/list/selection-bar';
import { howMany, type SelectionNoun } from '@/components/list/selection-texts';
import type { BatchRunner } from '@/components/list/use-batch';
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
import { TipoUsuarioFiltro, type Usuario, type UsuarioSalvar } from '@/generated/model';
import { createAgainQuestion, createOnce, matchesSent, RECENT_ROWS } from '@/lib/api/create-once';
import { everySearchOf, markStale, refreshQueries, useRefreshingMutation } from '@/lib/api/query-cache';
import { usuariosSearch } from '@/lib/api/searches';
import { onlyDigits } from '@/utils/br/digits';

/*
 * Every write about users: the call, the confirm and alerts around it, and what it refreshes.
 * Screens read with the generated query hooks and write only through these hooks.
 */

const everyUsuarioSearch = everySearchOf(getBuscarUsuariosQueryKey());

/** How the users list names its rows: "5 usuários selecionados". */
export const usuariosNoun: SelectionNoun = { singular: 'usuário', plural: 'usuários' };

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

const USUARIO_CREATED_AFTER_ALL =
  'A resposta do servidor não confirmou o cadastro, mas o usuário foi cadastrado. Ele está aberto aqui: confira os dados, sem cadastrar de novo.';
const USUARIO_NOT_CREATED =
  'A resposta do servidor não confirmou o cadastro e, procurado pelo CPF até quando já deveria aparecer, o usuário não foi encontrado: ele não foi cadastrado. Confira os dados e tente novamente.';
const USUARIO_MAYBE_CREATED =
  'A resposta do servidor não confirmou o cadastro e não foi possível conferir se o usuário foi cadastrado. Ele pode ter sido: procure-o na lista de usuários pelo CPF antes de tentar de novo.';

/** The management users with this CPF that hold every field sent, through the users' search: those a create with no confirmed answer may have made. */
async function usuariosMatching(payload: UsuarioSalvar) {
  const { data } = await usuariosSearch.readPage({
    descricao: onlyDigits(payload.cpf),
    tipoUsuario: TipoUsuarioFiltro.ADMIN,
    numPage: 1,
    numRows: RECENT_ROWS,
  });
  return data.filter((usuario) => matchesSent(payload, usuario)).map((usuario) => usuario.usuarioId);
}

/**
 * Cadastrar usuário, never twice (createOnce): with no confirmed answer, the user is looked for
 * by CPF until it must have landed, and a second press with the same data looks first. When it was
 * created after all, the person is told so and it resolves `{ foundId }` (the page opens it); the
 * users' searches are refreshed before it resolves.
 * `const create = useCreateUsuario(); const { foundId } = await create.mutateAsync(payload)`
 */
export function useCreateUsuario() {
  const { alert, confirm } = useDialogs();
  return useRefreshingMutation(
    async (payload: UsuarioSalvar) => {
      const created = await createOnce(payload, {
        kind: 'usuario',
        create: criarUsuario,
        matching: usuariosMatching,
        notFound: USUARIO_NOT_CREATED,
        unknown: USUARIO_MAYBE_CREATED,
        checking: 'Conferindo se o usuário anterior foi cadastrado…',
        confirmAgain: async () => (await confirm(createAgainQuestion('este usuário', 'pelo CPF'))).confirmed,
      });
      if (created.foundId !== undefined)
        void alert({ type: 'success', title: 'Sucesso!', description: USUARIO_CREATED_AFTER_ALL });
      return created;
    },
    () => [everyUsuarioSearch],
  );
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

/**
 * Deletar the chosen users, after one confirm with their count: a batch (src/lib/batch) of lists of
 * fifty, with its progress and report; the users' searches reload at the end.
 * `const deletar = useDeleteUsuarios(choice.batch); choice.bar([deletar, …])`
 */
export function useDeleteUsuarios(batch: BatchRunner): SelectionAction<Usuario> {
  const queryClient = useQueryClient();
  const { confirm } = useDialogs();
  return {
    label: 'Deletar',
    icon: 'pi-trash',
    severity: 'danger',
    run: async (rows) => {
      const count = howMany(rows.length, usuariosNoun);
      const { confirmed } = await confirm(
        confirmation(
          `Deletar ${count}?`,
          `${rows.length === 1 ? 'O usuário selecionado será deletado' : `Os ${count} selecionados serão deletados`}. Esta ação não pode ser desfeita.`,
          'Deletar',
        ),
      );
      if (!confirmed) return;
      batch.start({
        title: 'Deletar usuários',
        noun: usuariosNoun,
        rows,
        plan: () => import('./usuarios-em-lote').then((module) => module.deletarUsuarios),
        after: () => refreshQueries(queryClient, [everyUsuarioSearch]),
      });
    },
  };
}
