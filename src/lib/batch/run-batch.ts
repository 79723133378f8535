import { lookUntil, outcomeDeadline } from '@/lib/api/unknown-outcome';
import { getErrorMessage, getWriteErrorMessage, writeOutcomeUnknown } from '@/lib/http/error-message';
import { httpStatusOf } from '@/lib/http/http-error';
import { retryAfterMsOf } from './retry-after';
import { taskPool, NOT_STARTED } from './task-pool';

/*
 * The one engine every action on many rows runs through (docs/decisions/0045-batches.md): a screen
 * describes its action as a BatchPlan; the engine sends it politely and reports honestly.
 */

/** At most this many calls in flight at once. */
export const MAX_IN_FLIGHT = 4;
/** Rows read together by `readMany`, right before their writes. */
const WINDOW_ROWS = 10;
/** Tries of one call the server answered 429 or 503 (it did not do it), the pauses between them doubling. */
const MAX_TRIES = 6;
const FIRST_BACK_OFF_MS = 1_000;
const LONGEST_PAUSE_MS = 60_000;

/** A row of a batch: its id, and its name for the report. */
export interface BatchRow {
  id: number;
  nome: string;
}

/** What happened to a row, in the panel's words. */
export type RowResult =
  { status: 'done' } | { status: 'skipped'; reason: string } | { status: 'failed'; reason: string };

/** What a row is found to need when its turn comes: this write, or nothing (and why). */
export type Decision<W> = { write: W } | { skip: string };

export interface BatchItem<R, W> {
  row: R;
  write: W;
}

/** How a plan makes its calls: every one goes through the engine (`send(() => obterAssociado(id))`). */
export type Send = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * An action on many rows, as a screen describes it; the engine runs it. Every row is read as the
 * server has it when its turn comes, so a colleague's change is never undone, and a write whose
 * answer did not come is looked up before it counts. "Tentar de novo" runs the same plan on the
 * failed rows: its reads find what was done and skip it.
 */
export interface BatchPlan<R extends BatchRow, W = R> {
  /**
   * Reads several rows at once (one search), right before their writes: a decision for each row it
   * found. A row it did not find, or when it fails, is read alone with `read`.
   */
  readMany?: (rows: R[], send: Send) => Promise<Map<number, Decision<W>>>;
  /** Reads the row now and decides; a 404 is a row deleted meanwhile. Without it every row is written as it is. */
  read?: (row: R, send: Send) => Promise<Decision<W>>;
  /** Rows one write takes (a list delete); 1 by default. A chunk the server refuses (4xx) is written row by row. */
  chunkSize?: number;
  /** One call that writes these rows (the engine sends it: back-off, and a look when its answer did not come). */
  write: (items: BatchItem<R, W>[]) => Promise<unknown>;
  /** After a write with no answer to trust: whether it was done for this row, read as the server has it now. */
  landed: (item: BatchItem<R, W>, send: Send) => Promise<boolean>;
  /** The reason of a row deleted meanwhile (reported as skipped): "Já tinha sido excluído por outra pessoa." */
  gone: string;
}

export interface BatchProgress {
  total: number;
  done: number;
  skipped: number;
  failed: number;
}

export interface BatchResult<R> {
  row: R;
  result: RowResult;
}

export interface BatchRun<R> {
  /** Sends no new write; the calls in flight end and are counted; the rows not sent fail as "não enviado". */
  cancel: () => void;
  /** Every row's result, in the rows' order, once the last call has ended. */
  finished: Promise<BatchResult<R>[]>;
}

export interface BatchOptions<R> {
  /** After each row's result: what the screen shows ("312 de 1.204"). */
  onProgress?: (progress: BatchProgress, latest: BatchResult<R>) => void;
  maxInFlight?: number;
  /** The first pause after a 429 or 503 that did not say how long (tests shorten it). */
  firstBackOffMs?: number;
}

export const NOT_SENT = 'Não enviado: a ação foi cancelada antes.';
export const SESSION_ENDED = 'Não enviado: a sessão terminou. Entre de novo e tente de novo os que falharam.';
export const NOT_DONE =
  'A resposta do servidor não chegou; conferido depois, não foi feito. Tentar de novo envia outra vez.';
export const MAYBE_DONE =
  'A resposta do servidor não chegou e não foi possível conferir se foi feito. Tentar de novo confere antes de enviar e não repete o que já foi feito.';

/** A 429 or 503 the engine stopped waiting for because the batch was cancelled meanwhile. */
class Cancelled extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isBusy = (status: number | undefined) => status === 429 || status === 503;
const isRefusal = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

/**
 * Runs `plan` on `rows`: at most 4 calls in flight; on 429 or 503 every call waits (Retry-After when
 * given, else 1 s, 2 s, 4 s…) and the refused one is asked again; a write with no answer to trust is
 * looked up (`landed`) until it must have landed, and counted once; a row deleted meanwhile is
 * skipped and reported, not an error of the batch.
 * `const run = runBatch(rows, inativar, { onProgress }); … run.cancel(); const report = await run.finished`
 */
export function runBatch<R extends BatchRow, W = R>(
  rows: readonly R[],
  plan: BatchPlan<R, W>,
  { onProgress, maxInFlight = MAX_IN_FLIGHT, firstBackOffMs = FIRST_BACK_OFF_MS }: BatchOptions<R> = {},
): BatchRun<R> {
  const results = new Array<RowResult | undefined>(rows.length);
  const indexOf = new Map(rows.map((row, index) => [row.id, index]));
  const progress: BatchProgress = { total: rows.length, done: 0, skipped: 0, failed: 0 };
  let cancelled = false;
  let sessionEnded = false;
  let pausedUntil = 0;
  const pool = taskPool(maxInFlight, () => cancelled);

  const cancel = () => {
    cancelled = true;
    pool.drain();
  };

  const settle = (row: R, result: RowResult) => {
    const index = indexOf.get(row.id)!;
    if (results[index]) return;
    results[index] = result;
    progress[result.status] += 1;
    onProgress?.({ ...progress }, { row, result });
  };
  const notSent = (row: R) => settle(row, { status: 'failed', reason: sessionEnded ? SESSION_ENDED : NOT_SENT });
  const failedWith = (row: R, error: unknown, reason: string) => {
    if (httpStatusOf(error) === 401) {
      sessionEnded = true;
      cancel();
      return notSent(row);
    }
    if (error instanceof Cancelled) return notSent(row);
    settle(row, { status: 'failed', reason });
  };

  const send: Send = async (call) => {
    for (let attempt = 1; ; attempt++) {
      const wait = pausedUntil - Date.now();
      if (wait > 0) await sleep(wait);
      // A call the server refused is not asked again once the batch is cancelled.
      if (attempt > 1 && cancelled) throw new Cancelled();
      try {
        return await call();
      } catch (error) {
        if (!isBusy(httpStatusOf(error)) || attempt >= MAX_TRIES) throw error;
        const pause = Math.min(retryAfterMsOf(error) ?? firstBackOffMs * 2 ** (attempt - 1), LONGEST_PAUSE_MS);
        pausedUntil = Math.max(pausedUntil, Date.now() + pause);
      }
    }
  };

  /** The row as the server has it now: what to write, or why not. */
  const decide = async (row: R): Promise<Decision<W> | undefined> => {
    if (!plan.read) return { write: row as unknown as W };
    try {
      return await plan.read(row, send);
    } catch (error) {
      if (httpStatusOf(error) === 404) return { skip: plan.gone };
      failedWith(row, error, `Nada foi enviado: ${getErrorMessage(error)}`);
      return undefined;
    }
  };

  const settleUnknown = async (item: BatchItem<R, W>, error: unknown, startedAt: number) => {
    const look = async () => {
      try {
        return (await plan.landed(item, send)) ? ('landed' as const) : ('none' as const);
      } catch (lookError) {
        return httpStatusOf(lookError) === 404 ? ('gone' as const) : ('unknown' as const);
      }
    };
    const outcome = await lookUntil(look, outcomeDeadline(error, startedAt));
    if (outcome === 'landed') settle(item.row, { status: 'done' });
    else if (outcome === 'gone') settle(item.row, { status: 'skipped', reason: plan.gone });
    else settle(item.row, { status: 'failed', reason: outcome === 'absent' ? NOT_DONE : MAYBE_DONE });
  };

  const write = async (items: BatchItem<R, W>[]): Promise<void> => {
    const startedAt = Date.now();
    try {
      await send(() => plan.write(items));
      items.forEach((item) => settle(item.row, { status: 'done' }));
    } catch (error) {
      const status = httpStatusOf(error);
      if (error instanceof Cancelled || status === 401) {
        items.forEach((item) => failedWith(item.row, error, ''));
      } else if (writeOutcomeUnknown(error)) {
        for (const item of items) await settleUnknown(item, error, startedAt);
      } else if (items.length > 1 && isRefusal(status)) {
        // The server refused the whole list for one of them: each alone says which.
        for (const item of items) {
          if (cancelled) notSent(item.row);
          else await write([item]);
        }
      } else if (status === 404) {
        items.forEach((item) => settle(item.row, { status: 'skipped', reason: plan.gone }));
      } else {
        items.forEach((item) => failedWith(item.row, error, getWriteErrorMessage(error)));
      }
    }
  };

  /** Reads a window's rows together, when the plan can: the decisions it found. */
  const readWindow = async (window: R[], priority: number) => {
    if (!plan.readMany) return new Map<number, Decision<W>>();
    const found = await pool.run(priority, () => plan.readMany!(window, send).catch(() => undefined));
    return found === NOT_STARTED ? undefined : (found ?? new Map<number, Decision<W>>());
  };

  const chunkSize = Math.max(1, plan.chunkSize ?? 1);

  /** One row: decided (read now unless the window read it), then written, as one task. */
  const rowTask = (row: R, decided: Decision<W> | undefined) => async () => {
    const decision = decided ?? (await decide(row));
    if (!decision) return;
    if ('skip' in decision) return settle(row, { status: 'skipped', reason: decision.skip });
    if (cancelled) return notSent(row);
    await write([{ row, write: decision.write }]);
  };

  const runWindow = async (window: R[], priority: number) => {
    const decisions = await readWindow(window, priority);
    if (!decisions) return window.forEach(notSent);
    if (chunkSize === 1) {
      await Promise.all(
        window.map(async (row) => {
          if ((await pool.run(priority, rowTask(row, decisions.get(row.id)))) === NOT_STARTED) notSent(row);
        }),
      );
      return;
    }
    // A list write: every row of the chunk decided first, then one write for those to send.
    await Promise.all(
      window
        .filter((row) => !decisions.has(row.id))
        .map(async (row) => {
          const decided = await pool.run(priority, () => decide(row));
          if (decided === NOT_STARTED) notSent(row);
          else if (decided) decisions.set(row.id, decided);
        }),
    );
    const items: BatchItem<R, W>[] = [];
    for (const row of window) {
      const decision = decisions.get(row.id);
      if (!decision) continue;
      if ('skip' in decision) settle(row, { status: 'skipped', reason: decision.skip });
      else items.push({ row, write: decision.write });
    }
    if (items.length === 0) return;
    if (cancelled || (await pool.run(priority, () => write(items))) === NOT_STARTED)
      items.forEach(({ row }) => notSent(row));
  };

  const finished = (async () => {
    const size = chunkSize > 1 ? chunkSize : WINDOW_ROWS;
    const windows: R[][] = [];
    for (let start = 0; start < rows.length; start += size) windows.push(rows.slice(start, start + size));
    // A few windows open at once: the next one's read waits behind this one's writes (the task
    // pool serves the earliest window first), so a row is read right before it is written.
    const open = new Set<Promise<void>>();
    for (let index = 0; index < windows.length; index++) {
      if (cancelled) {
        windows.slice(index).flat().forEach(notSent);
        break;
      }
      const running = runWindow(windows[index], index).finally(() => open.delete(running));
      open.add(running);
      if (open.size >= 3) await Promise.race(open);
    }
    await Promise.all(open);
    return rows.map((row, index) => ({ row, result: results[index] ?? { status: 'failed', reason: NOT_SENT } }));
  })();

  return { cancel, finished };
}
