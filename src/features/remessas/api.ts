import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { confirmation, errorAlert, useAction, useDialogs } from '@/components/dialogs';
import type { SelectionAction } from '@/components/list/selection-bar';
import { howMany, type SelectionNoun } from '@/components/list/selection-texts';
import type { BatchRunner } from '@/components/list/use-batch';
import type { RemessaOrigin } from '@/config/paths';
import { getObterAssociadoQueryKey } from '@/generated/api/associados/associados';
import { obterLinkBoleto } from '@/generated/api/giro/giro';
import {
  atualizarRemessa,
  criarRemessa,
  obterRemessa,
  getBuscarRemessasQueryKey,
  getObterRemessaQueryKey,
  useDefinirMensagemReenvioRemessa,
  useEnfileirarEnvioRemessa,
  useExcluirRemessas,
} from '@/generated/api/remessas/remessas';
import {
  SituacaoRemessaId,
  type AssociadoDaRemessa,
  type AssociadoResumo,
  type Remessa,
  type RemessaAtualizar,
  type RemessaDetalhe,
  type RemessaSalvar,
  type TipoAssociadoId,
  type TipoRemessaId,
} from '@/generated/model';
import { createAgainQuestion, createOnce, matchesSent, RECENT_ROWS } from '@/lib/api/create-once';
import { useLinkAssociados, useUnlinkAssociado } from '@/lib/api/remessa-associados';
import { associadosSearch, remessasSearch } from '@/lib/api/searches';
import { everySearchOf, markStale, recordsOf, refreshQueries } from '@/lib/api/query-cache';
import { getWriteErrorMessage, PanelError } from '@/lib/http/error-message';
import { refuseUnsafeSendBack, type SendBackRule } from '@/lib/http/send-back-guard';
import { isEditableSituacao, refuseUnlessEditable, remessaChangedStatusError } from '@/lib/remessa-status';
import { boletoHref, openPendingTab } from '@/utils/external-link';
import { pagantesDaCopia, type CopiaDePagantes } from './duplicar/remessa-copia';
import { isResend } from './remessa-rules';
import { remessaRowOf } from './remessa-row';

/*
 * Every write about remessas: the call, the confirm and alerts around it (spec section 8), and
 * what it refreshes. Screens read with the generated query hooks and write only through these hooks.
 */

/** The remessas list, the remessa's page, and the pages of the associates whose remessas changed. */
function useRefreshRemessa() {
  const queryClient = useQueryClient();
  return (remessaId: number | undefined, associadoIds: number[]) =>
    refreshQueries(queryClient, [
      everySearchOf(getBuscarRemessasQueryKey()),
      remessaId !== undefined && getObterRemessaQueryKey(remessaId),
      recordsOf(getObterAssociadoQueryKey, associadoIds),
    ]);
}

/** How the remessas list names its rows: "3 remessas selecionadas". */
export const remessasNoun: SelectionNoun = { singular: 'remessa', plural: 'remessas', feminine: true };

const idsOf = (associados: { associadoId: number }[]) => associados.map((associado) => associado.associadoId);

/** What the edit form's save sends back: the remessa's fields (its associates and totals are not sent). */
export const remessaSendBack: SendBackRule = {
  of: 'da remessa',
  parts: ['tipoRemessa', 'tipoAssociado', 'situacaoRemessa'],
  ignore: ['associados', 'totalPago', 'totalPendente'],
};

/**
 * The remessa as the server has it now, read right before the edit form's save (FormShell's
 * `readCurrent`): refused, with nothing sent, when it came incomplete or when its status no longer
 * lets it be edited (a colleague started sending it). The read the save already makes is the check.
 * `readCurrent: () => readRemessaToSave(remessaId)`
 */
export const readRemessaToSave = async (remessaId: number) =>
  refuseUnlessEditable(refuseUnsafeSendBack(await obterRemessa(remessaId), remessaSendBack));

/**
 * The remessa's status as the server has it now, from its row in the remessas' search: the summary
 * carries the status without the list of payers, which a monthly remessa holds by the thousand.
 * Undefined when the search no longer lists it (deleted meanwhile).
 */
const currentSituacaoOf = async (remessa: RemessaDetalhe) =>
  (await remessaRowOf(remessa))?.situacaoRemessa.situacaoRemessaId;

/**
 * Before a send: the remessa's status now must still be the one the person saw and confirmed
 * (Iniciar envio from 1, Reenviar from 5). Otherwise nothing is sent and the page is refreshed.
 */
async function refuseUnlessStillAsShown(remessa: RemessaDetalhe) {
  const shown = remessa.situacaoRemessa.situacaoRemessaId;
  const now = await currentSituacaoOf(remessa);
  if (now === shown) return;
  if (now === undefined)
    throw new PanelError('Esta remessa não foi encontrada no servidor: ela pode ter sido excluída. Nada foi enviado.');
  if (!isEditableSituacao(now)) throw remessaChangedStatusError({ situacaoRemessa: { situacaoRemessaId: now } });
  throw new PanelError(
    'A situação desta remessa mudou enquanto você a via. Nada foi enviado: confira a página atualizada e tente de novo.',
  );
}

/**
 * Updates a remessa from its edit form (whose save has just read it again and merged:
 * docs/decisions/0016-concurrent-edits.md); the lists and the associate's page it was opened from
 * are refreshed, the remessa's own record is marked stale for the next screen that shows it.
 * `const update = useUpdateRemessa(origin); await update.mutateAsync(toRemessaAtualizar(...))`
 */
export function useUpdateRemessa(origin: RemessaOrigin) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRemessa();
  return useMutation({
    mutationFn: (body: RemessaAtualizar) => atualizarRemessa(body),
    onSuccess: (_answer, body) =>
      Promise.all([
        refresh(undefined, origin ? [origin.associadoId] : []),
        markStale(queryClient, [getObterRemessaQueryKey(body.remessaId)]),
      ]),
  });
}

const REMESSA_CREATED_AFTER_ALL =
  'A resposta do servidor não confirmou o cadastro, mas a remessa foi cadastrada. Ela está aberta aqui: confira os dados, sem cadastrar de novo.';
const REMESSA_NOT_CREATED =
  'A resposta do servidor não confirmou o cadastro e, procurada até quando já deveria aparecer, nenhuma remessa nova com estes dados foi encontrada: ela não foi cadastrada. Confira os dados e tente novamente.';
const REMESSA_MAYBE_CREATED =
  'A resposta do servidor não confirmou o cadastro e não foi possível conferir se a remessa foi cadastrada. Ela pode ter sido: procure-a na lista de remessas pela descrição antes de tentar de novo.';

/**
 * The remessas that hold every field of `body` as it was sent, through the remessas' search by
 * its description (newest first): those a create with no confirmed answer may have made.
 */
async function remessasMatching(body: RemessaSalvar) {
  const { data } = await remessasSearch.readPage({ descricao: body.descricao, numPage: 1, numRows: RECENT_ROWS });
  return data.filter((remessa) => matchesSent(body, remessa)).map((remessa) => remessa.remessaId);
}

/**
 * Nova remessa, never twice (createOnce): with no confirmed answer, the remessa is looked for
 * until it must have landed, and a second press with the same data looks first. Resolves its id
 * either way; when it was created after all the person is told so. The lists and the associate's
 * page it came from are refreshed first.
 * `const create = useCreateRemessa(origin); const { remessaId } = await create.mutateAsync(toRemessaSalvar(values))`
 */
export function useCreateRemessa(origin: RemessaOrigin) {
  const refresh = useRefreshRemessa();
  const { alert, confirm } = useDialogs();
  return useMutation({
    mutationFn: async (body: RemessaSalvar) => {
      const created = await createOnce(body, {
        kind: 'remessa',
        create: criarRemessa,
        matching: remessasMatching,
        notFound: REMESSA_NOT_CREATED,
        unknown: REMESSA_MAYBE_CREATED,
        checking: 'Conferindo se a remessa anterior foi cadastrada…',
        confirmAgain: async () => (await confirm(createAgainQuestion('esta remessa', 'pela descrição'))).confirmed,
      });
      if (created.foundId === undefined) return { remessaId: created.answer.remessaId };
      void alert({ type: 'success', title: 'Sucesso!', description: REMESSA_CREATED_AFTER_ALL });
      return { remessaId: created.foundId };
    },
    onSuccess: () => refresh(undefined, origin ? [origin.associadoId] : []),
  });
}

/** The list and the remessa's page ask in their own words. */
const deleteQuestion = {
  list: (descricao: string) => `Deseja deletar a remessa ${descricao}? Esta ação não pode ser desfeita.`,
  page: (descricao: string) =>
    `Tem certeza que deseja deletar a remessa "${descricao}"? Esta ação não pode ser desfeita.`,
};

/**
 * Deletar remessa after the confirm. `onDeleted` runs as soon as it is gone, and the caches are
 * cleared once what it returns has settled: the remessa's page leaves first (a navigation with
 * `flushSync`, whose promise ends with the page gone), so it does not ask for it again. A second
 * click while one runs does nothing.
 * `const remove = useDeleteRemessa('list'); remove.run(remessa); remove.pendingId`
 */
export function useDeleteRemessa(where: keyof typeof deleteQuestion, onDeleted?: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRemessa();
  const act = useAction();
  const excluir = useExcluirRemessas();

  const run = async (remessa: Remessa | RemessaDetalhe) => {
    if (excluir.isPending) return;
    const { remessaId } = remessa;
    await act({
      confirm: confirmation('Deletar remessa', deleteQuestion[where](remessa.descricao), 'Deletar'),
      call: async () => {
        await excluir.mutateAsync({ data: { remessasDelete: [{ remessaId }] } });
        await onDeleted?.();
        queryClient.removeQueries({ queryKey: getObterRemessaQueryKey(remessaId) });
        await refresh(undefined, 'associados' in remessa ? idsOf(remessa.associados) : []);
      },
    });
  };

  return {
    run,
    isPending: excluir.isPending,
    pendingId: excluir.isPending ? excluir.variables?.data.remessasDelete[0]?.remessaId : undefined,
  };
}

const quantos = (count: number) => (count === 1 ? '1 associado' : `${count} associados`);

/**
 * Iniciar envio, or Reenviar with an optional message, after the confirm; the server's text
 * shows in the Sucesso! alert. When the call fails, the message typed comes back in the dialog the
 * next time it opens. `const send = useSendRemessa(remessa); send.run(); send.isPending`
 */
export function useSendRemessa(remessa: RemessaDetalhe) {
  const refresh = useRefreshRemessa();
  const act = useAction();
  const definirMensagemReenvio = useDefinirMensagemReenvioRemessa();
  const enfileirarEnvio = useEnfileirarEnvioRemessa();
  const { remessaId } = remessa;
  /** The resend message of a try that failed. */
  const unsentMessage = useRef('');

  const run = () => {
    const resend = isResend(remessa.situacaoRemessa.situacaoRemessaId);
    return act({
      confirm: resend
        ? {
            title: 'Reenviar remessa',
            description:
              'A remessa será enviada novamente aos associados que ainda não pagaram. Se quiser, escreva uma mensagem para incluir no e-mail.',
            confirmLabel: 'Reenviar',
            withMessage: true,
            message: unsentMessage.current,
          }
        : confirmation(
            'Iniciar envio',
            `Os boletos desta remessa serão enviados por e-mail a ${quantos(remessa.associados.length)}. Deseja iniciar o envio?`,
          ),
      call: async (message) => {
        unsentMessage.current = message;
        try {
          await refuseUnlessStillAsShown(remessa);
        } catch (error) {
          await refresh(remessaId, []);
          throw error;
        }
        // The resend text must be stored before the remessa is queued: the queue reads it.
        if (resend) await definirMensagemReenvio.mutateAsync({ remessaId, data: { msgReenvio: message.trim() } });
        const answer = await enfileirarEnvio.mutateAsync({ remessaId });
        unsentMessage.current = '';
        await refresh(remessaId, idsOf(remessa.associados));
        return answer;
      },
      success: (answer) => ({ type: 'success', title: 'Sucesso!', description: answer.message }),
    });
  };

  return { run, isPending: definirMensagemReenvio.isPending || enfileirarEnvio.isPending };
}

/**
 * Adicionar associado: the chosen associates join the remessa's current list (read right before,
 * so a colleague's additions stay). Resolves true when they were added (the dialog then closes).
 * `const add = useAddAssociados(remessa); if (await add.run(escolhidos)) close()`
 */
export function useAddAssociados(remessa: RemessaDetalhe) {
  const act = useAction();
  const link = useLinkAssociados();
  const run = (associados: AssociadoResumo[]) =>
    act({ call: () => link.mutateAsync({ remessaId: remessa.remessaId, associados }) });
  return { run, isPending: link.isPending };
}

/**
 * Deletar associado da remessa after the confirm: the remessa's current list goes back without it
 * (read right before, so a colleague's additions stay).
 * `const remove = useRemoveAssociado(remessa); remove.run(associado)`
 */
export function useRemoveAssociado({ remessaId }: RemessaDetalhe) {
  const unlink = useUnlinkAssociado();
  const act = useAction();
  const question = (nome: string) =>
    confirmation('Deletar associado da remessa', `Tem certeza que deseja remover ${nome} desta remessa?`, 'Deletar');
  const run = ({ associadoId, nome }: AssociadoDaRemessa) =>
    act({ confirm: question(nome), call: () => unlink.mutateAsync({ remessaId, associadoId }) });
  return { run, isPending: unlink.isPending };
}

/**
 * Baixar boleto: opens a tab within the click (a slow answer is not blocked as a pop-up), asks for
 * the payment's link and sends the tab there. A link that is not https is refused with its own
 * alert and the tab closes; when the browser blocked the tab, `blockedHref` is the link to offer.
 * `const boleto = useBoleto(); boleto.open(id); boleto.loadingId; boleto.blockedHref`
 */
export function useBoleto() {
  const { alert } = useDialogs();
  const act = useAction();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [blockedHref, setBlockedHref] = useState<string | null>(null);

  const open = async (pagamentoGiroId: string) => {
    const tab = openPendingTab();
    setLoadingId(pagamentoGiroId);
    setBlockedHref(null);
    const opened = await act({
      readOnly: true,
      call: async () => {
        const href = boletoHref((await obterLinkBoleto(pagamentoGiroId)).link);
        if (!href) {
          tab.close();
          void alert(errorAlert('O endereço do boleto recebido não é válido. Entre em contato com o suporte.'));
        } else if (!tab.go(href)) {
          setBlockedHref(href);
        }
      },
    });
    if (!opened) tab.close();
    setLoadingId(null);
  };

  return { open, loadingId, blockedHref };
}

/** The names of the first `count` remessas, and how many more: "Mensalidade 05/2026, Evento Regional e mais 3". */
const namesOf = (remessas: readonly { nome: string }[], count = 5) =>
  remessas.length <= count
    ? remessas.map((remessa) => remessa.nome).join(', ')
    : `${remessas
        .slice(0, count)
        .map((remessa) => remessa.nome)
        .join(', ')} e mais ${remessas.length - count}`;

/**
 * Deletar the chosen remessas, after one confirm with their count: only those in preparation (the
 * others are named, in the confirm and in the report, and left alone), each checked again when its
 * turn comes; a batch (src/lib/batch) of lists of twenty; the remessas' searches reload at the end.
 * `const deletar = useDeleteRemessas(choice.batch)`
 */
export function useDeleteRemessas(batch: BatchRunner): SelectionAction<Remessa> {
  const queryClient = useQueryClient();
  const { confirm, alert } = useDialogs();
  return {
    label: 'Deletar',
    icon: 'pi-trash',
    severity: 'danger',
    run: async (rows) => {
      const emPreparacao = ({ row }: { row: Remessa }) =>
        row.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO;
      const deletable = rows.filter(emPreparacao);
      const others = rows.filter((row) => !emPreparacao(row));
      if (deletable.length === 0) {
        void alert(
          errorAlert(
            `Só é possível deletar remessas em preparação, e nenhuma das selecionadas está: ${namesOf(others)}. Nada foi enviado.`,
          ),
        );
        return;
      }
      const count = howMany(deletable.length, remessasNoun);
      const left =
        others.length === 0
          ? ''
          : ` Só remessas em preparação podem ser deletadas: ${others.length === 1 ? `${namesOf(others)} fica como está` : `${howMany(others.length, remessasNoun)} ficam como estão (${namesOf(others)})`}.`;
      const { confirmed } = await confirm(
        confirmation(
          `Deletar ${count}?`,
          `${deletable.length === 1 ? 'A remessa em preparação selecionada será deletada' : `As ${count} em preparação selecionadas serão deletadas`}.${left} Esta ação não pode ser desfeita.`,
          'Deletar',
        ),
      );
      if (!confirmed) return;
      batch.start({
        title: 'Deletar remessas',
        noun: remessasNoun,
        // Every chosen one, so the report names those left alone too.
        rows,
        plan: () => import('./lista/remessas-em-lote').then((module) => module.deletarRemessas),
        after: (results) => {
          for (const { row, result } of results)
            if (result.status === 'done') queryClient.removeQueries({ queryKey: getObterRemessaQueryKey(row.id) });
          return refreshQueries(queryClient, [everySearchOf(getBuscarRemessasQueryKey())]);
        },
      });
    },
  };
}

/** Pagantes and Tipo of a remessa, which choose the associates it may bill. */
interface PagantesDe {
  tipoAssociadoId: TipoAssociadoId;
  tipoRemessaId: TipoRemessaId;
}

const ELEGIVEIS_INCOMPLETOS =
  'O servidor não enviou todos os associados que podem pagar esta remessa, e sem eles não é possível saber quem ainda é pagante. Nenhum associado foi incluído: tente de novo mais tarde.';

/**
 * Every associate a remessa of these Pagantes and Tipo may bill, as the Adicionar dialog's search
 * finds them now (active or not: the copy tells them apart), in one read of the whole set: `about`
 * rows asked (the original's payers), and the total when there are more.
 * `const elegiveis = readElegiveis({ tipoAssociadoId: 1, tipoRemessaId: 1 }, original.associados.length)`
 */
export async function readElegiveis({ tipoAssociadoId, tipoRemessaId }: PagantesDe, about: number) {
  const answer = await associadosSearch.readAll(
    { descricao: '', filtros: [], tipoAssociadoId, tipoRemessaId },
    { total: Math.max(about, 1) },
  );
  if (answer.data.length < answer.total) throw new PanelError(ELEGIVEIS_INCOMPLETOS);
  return answer.data;
}

/**
 * "Incluir os mesmos N associados" of Duplicar remessa: the original's payers that still pay a
 * remessa like the new one (pagantesDaCopia) are linked to it in one vincular (useLinkAssociados:
 * never posted twice blindly, nor again for those already there). Never rejects: resolves what it
 * did, or the message of its failure, for the new remessa's page, which offers to try again.
 * `const incluir = useIncluirPagantesDaCopia(); const copia = await incluir.run(original, { remessaId, tipoAssociadoId, tipoRemessaId })`
 */
export function useIncluirPagantesDaCopia() {
  const link = useLinkAssociados();
  const run = async (
    origem: RemessaDetalhe | number,
    remessa: PagantesDe & { remessaId: number },
    /** Started before the create, so the two reads overlap: `readElegiveis(…)`. */
    elegiveis?: Promise<AssociadoResumo[]>,
    /** On a try again: what the first try knew of the original. */
    conhecida?: Pick<CopiaDePagantes, 'origemDescricao' | 'pedidos'>,
  ): Promise<CopiaDePagantes> => {
    const origemId = typeof origem === 'number' ? origem : origem.remessaId;
    let known = {
      origemId,
      origemDescricao: typeof origem === 'number' ? (conhecida?.origemDescricao ?? '') : origem.descricao,
      pedidos: typeof origem === 'number' ? (conhecida?.pedidos ?? 0) : origem.associados.length,
    };
    try {
      const original = typeof origem === 'number' ? await obterRemessa(origem) : origem;
      known = { origemId, origemDescricao: original.descricao, pedidos: original.associados.length };
      const { incluidos, deixados } = pagantesDaCopia(
        original.associados,
        await (elegiveis ?? readElegiveis(remessa, original.associados.length)),
        remessa,
      );
      if (incluidos.length > 0) await link.mutateAsync({ remessaId: remessa.remessaId, associados: incluidos });
      return { ...known, incluidos: incluidos.length, deixados };
    } catch (error) {
      return { ...known, erro: getWriteErrorMessage(error) };
    }
  };
  return { run, isPending: link.isPending };
}
