import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { confirmation, useAction, useDialogs } from '@/components/dialogs';
import type { SelectionAction } from '@/components/list/selection-bar';
import { howMany, type SelectionNoun } from '@/components/list/selection-texts';
import type { BatchRunner } from '@/components/list/use-batch';
import {
  atualizarAssociado,
  criarAssociado,
  getBuscarAssociadosQueryKey,
  getObterAssociadoQueryKey,
  getObterAssociadoQueryOptions,
  alternarAtivoAssociado,
  obterAssociado,
  useExcluirAssociados,
} from '@/generated/api/associados/associados';
import { getBuscarRemessasQueryKey } from '@/generated/api/remessas/remessas';
import { getBuscarUsuariosQueryKey } from '@/generated/api/usuarios/usuarios';
import {
  FiltroAssociado,
  type Associado,
  type AssociadoResumo,
  type AssociadoSalvar,
  type RemessaDoAssociado,
} from '@/generated/model';
import { createAgainQuestion, createOnce, matchesSent, RECENT_ROWS } from '@/lib/api/create-once';
import { useUnlinkAssociado } from '@/lib/api/remessa-associados';
import { associadosSearch } from '@/lib/api/searches';
import { PanelError } from '@/lib/http/error-message';
import { everySearchOf, markStale, recordsOf, refreshQueries, useRefreshingMutation } from '@/lib/api/query-cache';
import type { BatchResult, BatchRow } from '@/lib/batch/run-batch';
import { onlyDigits } from '@/utils/br/digits';
import type { ReajusteRow } from './em-lote/reajuste';

/*
 * Every write about associates: the call, the confirm and alerts around it, and what it refreshes.
 * Screens read with the generated query hooks and write only through these hooks.
 * Other resources are refreshed through their generated keys (a feature never imports another).
 */

const everyAssociadoSearch = everySearchOf(getBuscarAssociadosQueryKey());

/** How the associates list names its rows: "37 associados selecionados". */
export const associadosNoun: SelectionNoun = { singular: 'associado', plural: 'associados' };
/** An associate's users are saved and deleted with it. */
const everyUsuarioSearch = everySearchOf(getBuscarUsuariosQueryKey());

const ASSOCIADO_CREATED_AFTER_ALL =
  'A resposta do servidor não confirmou o cadastro, mas o associado foi cadastrado. Ele está aberto aqui: confira os dados, sem cadastrar de novo.';
const ASSOCIADO_NOT_CREATED =
  'A resposta do servidor não confirmou o cadastro e, procurado pelo CPF/CNPJ até quando já deveria aparecer, o associado não foi encontrado: ele não foi cadastrado. Confira os dados e tente novamente.';
const ASSOCIADO_MAYBE_CREATED =
  'A resposta do servidor não confirmou o cadastro e não foi possível conferir se o associado foi cadastrado. Ele pode ter sido: procure-o na lista de associados pelo CPF/CNPJ antes de tentar de novo.';

/**
 * The associates with this CPF/CNPJ that hold every field sent (users without the ids the server
 * gives them), each read whole: those a create with no confirmed answer may have made.
 */
async function associadosMatching(payload: AssociadoSalvar) {
  const digits = onlyDigits(payload.cpfCnpj);
  const { data } = await associadosSearch.readPage({
    descricao: digits,
    filtros: [FiltroAssociado.CPF_CNPJ],
    numPage: 1,
    numRows: RECENT_ROWS,
  });
  const sent = { ...payload, usuarios: payload.usuarios.map(({ usuarioId: _usuarioId, ...usuario }) => usuario) };
  const candidates = data.filter((associado) => onlyDigits(associado.cpfCnpj) === digits);
  const whole = await Promise.all(candidates.map((associado) => obterAssociado(associado.associadoId)));
  return whole.filter((associado) => matchesSent(sent, associado)).map((associado) => associado.associadoId);
}

/**
 * Cadastrar associado, never twice (createOnce): with no confirmed answer, the associate is looked
 * for by CPF/CNPJ until it must have landed, and a second press with the same data looks first.
 * When it was created after all, the person is told so and it resolves `{ foundId }` (the page
 * opens it); the searches of associates and users are refreshed first.
 * `const create = useCreateAssociado(); const { foundId } = await create.mutateAsync(payload)`
 */
export function useCreateAssociado() {
  const { alert, confirm } = useDialogs();
  return useRefreshingMutation(
    async (payload: AssociadoSalvar) => {
      const created = await createOnce(payload, {
        kind: 'associado',
        create: criarAssociado,
        matching: associadosMatching,
        notFound: ASSOCIADO_NOT_CREATED,
        unknown: ASSOCIADO_MAYBE_CREATED,
        checking: 'Conferindo se o associado anterior foi cadastrado…',
        confirmAgain: async () => (await confirm(createAgainQuestion('este associado', 'pelo CPF/CNPJ'))).confirmed,
      });
      if (created.foundId !== undefined)
        void alert({ type: 'success', title: 'Sucesso!', description: ASSOCIADO_CREATED_AFTER_ALL });
      return created;
    },
    () => [everyAssociadoSearch, everyUsuarioSearch],
  );
}

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
 * GET /api/associados/ativar/{id} toggles whatever the status is, so the associate is read first:
 * when a colleague already changed it, nothing is toggled, the person is told, and the rows reload.
 * `const toggle = useToggleAtivo(() => list.setPage(1)); toggle.run(associado); toggle.pendingId`
 */
export function useToggleAtivo(onToggled: () => void) {
  const queryClient = useQueryClient();
  const act = useAction();
  // The read and the toggle are one mutation, so the row is busy (and a second click ignored) from the start.
  const alternar = useMutation({
    mutationFn: async (associado: AssociadoResumo) => {
      await refuseIfChangedMeanwhile(queryClient, associado);
      return alternarAtivoAssociado(associado.associadoId);
    },
  });

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
        await alternar.mutateAsync(associado);
        onToggled();
        await refreshQueries(queryClient, [everyAssociadoSearch]);
      },
    });
  };

  return { run, pendingId: alternar.isPending ? alternar.variables?.associadoId : undefined };
}

/**
 * The associate as the server has it now: its status must still be the one on screen. When it is
 * not, the rows reload and the person is told who got there first.
 */
async function refuseIfChangedMeanwhile(queryClient: QueryClient, { associadoId, ativo }: AssociadoResumo) {
  const atual = await queryClient.fetchQuery(getObterAssociadoQueryOptions(associadoId, { query: { staleTime: 0 } }));
  if (atual.ativo === ativo) return;
  await refreshQueries(queryClient, [everyAssociadoSearch]);
  throw new PanelError(
    atual.ativo
      ? 'Este associado já foi ativado por outra pessoa.'
      : 'Este associado já foi inativado por outra pessoa.',
  );
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

/** After a batch on associates: their searches and the records it changed are read again. */
const refreshAfterBatch = (queryClient: QueryClient) => (results: readonly BatchResult<BatchRow>[]) =>
  refreshQueries(queryClient, [
    everyAssociadoSearch,
    recordsOf(
      getObterAssociadoQueryKey,
      results.filter(({ result }) => result.status === 'done').map(({ row }) => row.id),
    ),
  ]);

/**
 * Inativar and Ativar of the chosen associates, each after one confirm with their count: a batch
 * (src/lib/batch) that reads each associate when its turn comes and leaves alone one already in the
 * wanted status (GET /api/associados/ativar/{id} toggles whatever the status is); a report at the end.
 * `const [inativar, ativar] = useAtivoEmLote(choice.batch)`
 */
export function useAtivoEmLote(batch: BatchRunner): SelectionAction<AssociadoResumo>[] {
  const queryClient = useQueryClient();
  const { confirm } = useDialogs();
  const action = (ativo: boolean): SelectionAction<AssociadoResumo> => {
    const label = ativo ? 'Ativar' : 'Inativar';
    return {
      label,
      icon: ativo ? 'pi-check-circle' : 'pi-ban',
      run: async (rows) => {
        const count = howMany(rows.length, associadosNoun);
        const feito = ativo ? 'ativado' : 'inativado';
        const { confirmed } = await confirm(
          confirmation(
            `${label} ${count}?`,
            `${rows.length === 1 ? `O associado selecionado será ${feito}` : `Os ${count} selecionados serão ${feito}s`}. Quem já estiver ${ativo ? 'ativo' : 'inativo'} quando chegar a sua vez fica como está, e o relatório diz quem.`,
            label,
          ),
        );
        if (!confirmed) return;
        batch.start({
          title: `${label} associados`,
          noun: associadosNoun,
          rows,
          plan: () => import('./em-lote/ativo-em-lote').then((module) => module.ativoEmLote(ativo)),
          after: refreshAfterBatch(queryClient),
        });
      },
    };
  };
  return [action(false), action(true)];
}

/**
 * Applies a reajuste whose preview the person saw: a batch (src/lib/batch) that reads each associate
 * when its turn comes and saves it with the new mensalidade, keeping what colleagues changed meanwhile.
 * `const reajustar = useReajusteEmLote(choice.batch); reajustar(previewRows)`
 */
export function useReajusteEmLote(batch: BatchRunner) {
  const queryClient = useQueryClient();
  return (rows: ReajusteRow[]) =>
    batch.start({
      title: 'Reajustar mensalidade',
      noun: associadosNoun,
      rows,
      plan: () => import('./em-lote/reajuste-em-lote').then((module) => module.reajusteEmLote),
      after: refreshAfterBatch(queryClient),
    });
}
