import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { getBuscarRemessasQueryKey, useObterRemessa } from '@/generated/api/remessas/remessas';
import { SituacaoRemessaId, type Remessa, type RemessaDetalhe } from '@/generated/model';
import { remessaRowOf } from '../remessa-row';

/*
 * How the detail page follows a remessa being sent or sent (docs/decisions/0032-following-a-remessa.md).
 * The whole remessa holds every payer (12,500 in the national month: about 10 MB), so the page does
 * not read it again to see whether anything changed: it checks the remessa's own row in the
 * remessas' search (situação and totals, well under 1 KB), and reads the whole remessa only when
 * that row says something changed, or when the person presses Atualizar.
 */

/** 2 and 6 Enviando, 3 Enviado (payments come in for weeks), 5 Erro no envio (a resend may follow). */
const FOLLOWED = new Set<number>([
  SituacaoRemessaId.ENVIANDO,
  SituacaoRemessaId.ENVIADO,
  SituacaoRemessaId.ERRO_NO_ENVIO,
  SituacaoRemessaId.REENVIANDO,
]);
export const isFollowed = (situacaoRemessaId: number | undefined) =>
  situacaoRemessaId !== undefined && FOLLOWED.has(situacaoRemessaId);

/**
 * The check after a change; each check that finds nothing new doubles the wait, up to the last, which
 * keeps what the server holds on screen within about 10 s.
 */
export const FIRST_CHECK_MS = 2_000;
export const SLOWEST_CHECK_MS = 10_000;
/**
 * Reads the page makes by itself stay under about this many payers a minute (~8 MB at ~830 bytes
 * each): after a read of 12,500 payers, the next one waits 75 s; after 25 payers, nothing.
 */
export const PAYERS_READ_PER_MINUTE = 10_000;

/** How long after a read of the whole remessa the page may read it again by itself. */
export const readPauseMs = (payers: number) => Math.round((payers / PAYERS_READ_PER_MINUTE) * 60_000);

/** The wait before the next check, after `unchanged` checks in a row that found nothing new. */
export const nextCheckMs = (unchanged: number) => Math.min(SLOWEST_CHECK_MS, FIRST_CHECK_MS * 2 ** unchanged);

/** What the summary and the page's copy must agree on: every field of the remessa's row but its names. */
export const summaryKey = (remessa: Remessa) =>
  JSON.stringify([
    remessa.situacaoRemessa.situacaoRemessaId,
    remessa.totalPago,
    remessa.totalPendente,
    remessa.descricao,
    remessa.observacao,
    remessa.paragrafoPersonalizado,
    remessa.dataVencimento,
    remessa.valorRemessa,
    remessa.tipoRemessa.tipoRemessaId,
    remessa.tipoAssociado.tipoAssociadoId,
  ]);

export interface FollowedRemessa {
  /** The page's record query (RecordPage's `query`), its data being `shown`. */
  query: {
    data: RemessaDetalhe | undefined;
    error: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The payers as last read; the rest of the remessa as the latest check says. */
  shown: RemessaDetalhe | undefined;
  /** When the page last learned what the server holds (a read or a check). */
  updatedAt: number;
  /** When the payers were read, if a check found a change since that they do not show yet. */
  payersReadAt: number | undefined;
  /** The last check failed (the page still shows what it had). */
  checkFailed: boolean;
  /** Atualizar: reads the whole remessa now. */
  refresh: () => void;
  refreshing: boolean;
}

/**
 * The remessa of the detail page, followed while it is being sent or sent.
 * `const followed = useFollowedRemessa(remessaId); <RecordPage query={followed.query}>…`
 */
export function useFollowedRemessa(remessaId: number | undefined): FollowedRemessa {
  const record = useObterRemessa(remessaId ?? 0, {
    query: {
      enabled: remessaId !== undefined,
      // Every read after the first brings changes (the check said so): comparing 12,500 payers with
      // the previous copy would cost a long task and find little to keep.
      structuralSharing: false,
    },
  });
  const remessa = record.data;
  const following = isFollowed(remessa?.situacaoRemessa.situacaoRemessaId);

  // Checks in a row that found the row as the one before (counted once per answer).
  const streak = useRef({ answeredAt: 0, key: '', unchanged: 0 });
  const descricao = remessa?.descricao ?? '';
  // The row, paged for as the status check before a send finds it (remessa-row.ts); null: not listed.
  // Under the search's key, so every write that refreshes the remessas' searches checks it again.
  const summary = useQuery({
    queryKey: [...getBuscarRemessasQueryKey(), 'linha', remessaId, descricao],
    queryFn: async () => (await remessaRowOf({ remessaId: remessaId ?? 0, descricao })) ?? null,
    enabled: following,
    staleTime: 0,
    // Back in the tab (TanStack pauses the checks while it is hidden): one check at once.
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const { data, dataUpdatedAt } = query.state;
      const seen = streak.current;
      if (dataUpdatedAt !== seen.answeredAt) {
        const key = data ? summaryKey(data) : '';
        seen.unchanged = key === seen.key ? seen.unchanged + 1 : 0;
        seen.key = key;
        seen.answeredAt = dataUpdatedAt;
      }
      return nextCheckMs(seen.unchanged);
    },
  });
  const row = following ? (summary.data ?? undefined) : undefined;
  const checkedAt = following ? summary.dataUpdatedAt : 0;
  const readAt = record.dataUpdatedAt;
  // A check answered after the read, saying something the read does not.
  const changed = remessa !== undefined && checkedAt > readAt && (!row || summaryKey(row) !== summaryKey(remessa));

  // Reads by itself when a check says the remessa changed, once the pause after the last read is over:
  // a change seen during the pause is read when it ends, whatever the checks after it return (the same
  // row, which re-renders nothing). A row the search no longer lists (deleted, or its description
  // changed) is a change too: read once, which shows the remessa gone or its new description to look by.
  const readFor = useRef<string | undefined>(undefined);
  const payers = remessa?.associados.length ?? 0;
  const { refetch: readAgain, isFetching: reading } = record;
  useEffect(() => {
    if (!changed || reading) return;
    const key = row ? summaryKey(row) : 'sem linha';
    // A read whose answer still disagrees with the row it was made for is not made again for that row.
    if (readFor.current === key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readWhenPaused = () => {
      // Measured on the clock, not counted by the timer: a timer may fire before the clock says so.
      const wait = readAt + readPauseMs(payers) - Date.now();
      if (wait > 0) {
        timer = setTimeout(readWhenPaused, wait);
        return;
      }
      readFor.current = key;
      void readAgain();
    };
    readWhenPaused();
    return () => clearTimeout(timer);
  }, [changed, reading, row, readAt, payers, readAgain]);

  const shown = useMemo(
    () => (remessa && row && changed ? { ...remessa, ...row, associados: remessa.associados } : remessa),
    [remessa, row, changed],
  );

  const refresh = () => {
    void readAgain();
    if (following) void summary.refetch();
  };

  return {
    query: { ...record, data: shown },
    shown,
    updatedAt: Math.max(readAt, row ? checkedAt : 0),
    payersReadAt: changed && row ? readAt : undefined,
    checkFailed: following && summary.isError && summary.errorUpdatedAt > Math.max(readAt, checkedAt),
    refresh,
    refreshing: reading,
  };
}
