import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getObterAssociadoQueryKey } from '@/generated/api/associados/associados';
import {
  getBuscarRemessasQueryKey,
  getObterRemessaQueryKey,
  obterRemessa,
  vincularAssociadosRemessa,
} from '@/generated/api/remessas/remessas';
import type { AssociadoResumo, RemessaDetalhe } from '@/generated/model';
import { refuseUnsafeSendBack } from '@/lib/http/send-back-guard';
import { refuseUnlessEditable, refuseUnlessRemovable } from '@/lib/remessa-status';
import { toRemessaVincular } from '@/lib/remessa-vinculo';
import { yieldToPage } from '@/utils/yield-to-page';
import { writeOnce } from './create-once';
import { everySearchOf, markStale, recordsOf, refreshQueries } from './query-cache';

/*
 * The one way to add associates to a remessa and to remove one, from the remessa page and from the
 * associate page. POST /api/remessas/vincular replaces the remessa's whole list with the one sent
 * (spec section 7), so each write first reads the remessa as it is on the server now: a list kept
 * on screen (up to 30 s old) would undo what a colleague linked meanwhile. And the list sent back
 * is only ever built from a list the server sent as a list: a remessa whose `associados` came as
 * null (a relation it did not load), missing or an object, or with an amount that cannot be read
 * without guessing, is refused with a message and nothing is sent. So is a remessa whose status on
 * that read no longer allows the change (a colleague started sending it): the read already made is
 * the check, no other call.
 */

/**
 * The remessa as the server has it now, never the cached copy (the cache takes the answer too),
 * checked before anything is built from it. Read by itself, not through the cache: the cache keeps
 * its older copy of an equal answer, without this answer's reading report.
 */
async function currentRemessa(queryClient: QueryClient, remessaId: number): Promise<RemessaDetalhe> {
  const remessa = await obterRemessa(remessaId);
  // Reading the answer (12,500 payers: 10 MB) was a task of its own; the checks and the body take the next.
  await yieldToPage();
  // Refused before the cache takes it: the screen keeps the list it showed, not an empty one.
  refuseUnsafeSendBack(remessa, {
    of: 'da remessa',
    lists: ['associados'],
    ids: { associados: 'associadoId' },
    parts: ['tipoRemessa', 'tipoAssociado', 'situacaoRemessa'],
    ignore: ['totalPago', 'totalPendente'],
  });
  queryClient.setQueryData(getObterRemessaQueryKey(remessaId), remessa);
  return remessa;
}

/**
 * The remessa read again behind a change of its links, when a page shows it (else only marked stale:
 * the next page that shows it reads it). The read belongs to the write, not to the page: TanStack
 * Query drops a read whose screen is left when the read was handed the page's abort signal, and the
 * page, opened again, read the whole remessa once more (GET, vincular, GET, GET: twice 9.6 MB at
 * 12,500 payers, and in the demo twice the in-page server's work). Read without the signal, it goes
 * on when the page is left, and a page opened meanwhile takes its answer. Its options are the
 * remessa page's (useFollowedRemessa: no structural sharing of 12,500 payers). A failed read is the
 * query's error, which the page shows.
 */
function readBehindTheWrite(queryClient: QueryClient, remessaId: number) {
  const queryKey = getObterRemessaQueryKey(remessaId);
  if (!queryClient.getQueryCache().find({ queryKey, exact: true })?.isActive())
    return markStale(queryClient, [queryKey]);
  return queryClient
    .fetchQuery({ queryKey, queryFn: () => obterRemessa(remessaId), staleTime: 0, structuralSharing: false })
    .catch(() => undefined);
}

/** After a change of links: the remessa, the remessas list, and the pages of the associates involved. */
const refreshLinks = (queryClient: QueryClient, remessaId: number, associadoIds: number[]) =>
  Promise.all([
    readBehindTheWrite(queryClient, remessaId),
    refreshQueries(queryClient, [
      everySearchOf(getBuscarRemessasQueryKey()),
      recordsOf(getObterAssociadoQueryKey, associadoIds),
    ]),
  ]);

const LINK_NOT_LANDED =
  'O servidor não confirmou a inclusão dos associados e, conferida a remessa até quando já deveria mostrá-los, eles não estão nela: não foram incluídos. Tente de novo.';
const LINK_UNKNOWN =
  'O servidor não confirmou a inclusão dos associados e não foi possível conferir a remessa agora. Eles podem ter sido incluídos: atualize a página e confira antes de tentar de novo.';

/** Whether every one of `ids` is among the remessa's associates now (a read made after a vincular whose answer did not come). */
async function holdsEvery(remessaId: number, ids: readonly number[]) {
  const { associados } = await obterRemessa(remessaId);
  // A list the server did not send as a list tells nothing: the look got no answer.
  if (!Array.isArray(associados)) throw new Error('A remessa veio sem a lista de associados.');
  const linked = new Set(associados.map((associado) => associado.associadoId));
  return ids.every((id) => linked.has(id));
}

/**
 * `const link = useLinkAssociados(); await link.mutateAsync({ remessaId, associados: escolhidos })`
 * Those already in the remessa are not sent again: when all of them are, nothing is posted. A vincular
 * whose answer does not come is never posted again blindly: the remessa is read back until it must
 * have landed (writeOnce), and the person told whether they were added.
 */
export function useLinkAssociados() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ remessaId, associados }: { remessaId: number; associados: AssociadoResumo[] }) => {
      const remessa = refuseUnlessEditable(await currentRemessa(queryClient, remessaId));
      refuseUnsafeSendBack({ associados }, { of: 'dos associados escolhidos', ids: { associados: 'associadoId' } });
      const linked = new Set(remessa.associados.map((associado) => associado.associadoId));
      if (associados.every((associado) => linked.has(associado.associadoId))) return;
      const body = toRemessaVincular(remessa, [...remessa.associados, ...associados]);
      const ids = body.associadosRemessa.map((associado) => associado.associadoId);
      await writeOnce(
        () => vincularAssociadosRemessa(body),
        () => holdsEvery(remessaId, ids),
        { notLanded: LINK_NOT_LANDED, unknown: LINK_UNKNOWN },
      );
    },
    onSuccess: (_answer, { remessaId, associados }) =>
      refreshLinks(
        queryClient,
        remessaId,
        associados.map((associado) => associado.associadoId),
      ),
  });
}

/**
 * `const unlink = useUnlinkAssociado(); await unlink.mutateAsync({ remessaId, associadoId })`
 * Once the server took the list, the remessa shows that list at once: the rows are the server's own
 * from the read just made, less the one removed. It is read again behind it (totals, a colleague's
 * change), without holding the page for a whole remessa (12,500 payers: 8 MB).
 */
export function useUnlinkAssociado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ remessaId, associadoId }: { remessaId: number; associadoId: number }) => {
      const remessa = await currentRemessa(queryClient, remessaId);
      refuseUnlessRemovable(remessa, associadoId);
      const others = remessa.associados.filter((associado) => associado.associadoId !== associadoId);
      await vincularAssociadosRemessa(toRemessaVincular(remessa, others));
      return { ...remessa, associados: others };
    },
    onSuccess: (remessa, { remessaId, associadoId }) => {
      queryClient.setQueryData(getObterRemessaQueryKey(remessaId), remessa);
      void readBehindTheWrite(queryClient, remessaId);
      return refreshQueries(queryClient, [
        everySearchOf(getBuscarRemessasQueryKey()),
        recordsOf(getObterAssociadoQueryKey, [associadoId]),
      ]);
    },
  });
}
