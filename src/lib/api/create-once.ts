import { env } from '@/config/env';
import { PanelError, UnconfirmedWriteError, writeOutcomeUnknown } from '@/lib/http/error-message';
import { httpStatusOf, isHttpError } from '@/lib/http/http-error';
import { createStore } from '@/lib/store';

/** A create's outcome: the server's answer, or the id of the record found after its outcome was not known. */
export type Created<A> = { answer: A; foundId?: undefined } | { answer?: undefined; foundId: number };

/** How many rows a search for a record just created reads: the newest first, more than a person creates at once. */
export const RECENT_ROWS = 50;

/** The longest wait before a look when the answer that came was not the contract's (the write is over by then). */
const ANSWERED_SETTLE_MS = 5_000;
/** The first pause between two looks; each next one doubles. */
const FIRST_LOOK_PAUSE_MS = 1_000;

/**
 * Whether a stored record holds every field `sent` as it was sent: texts trimmed, amounts to the
 * cent, an empty optional text as null or absent, nested objects and lists field by field.
 * `matchesSent(payload, remessaDaBusca)`
 */
export function matchesSent(sent: unknown, stored: unknown): boolean {
  if (sent === null || sent === undefined || sent === '')
    return stored === null || stored === undefined || stored === '';
  if (typeof sent === 'string') return typeof stored === 'string' && stored.trim() === sent.trim();
  if (typeof sent === 'number') return typeof stored === 'number' && Math.abs(stored - sent) < 0.005;
  if (typeof sent === 'boolean') return stored === sent;
  if (Array.isArray(sent))
    return (
      Array.isArray(stored) &&
      stored.length === sent.length &&
      sent.every((item, index) => matchesSent(item, (stored as unknown[])[index]))
    );
  if (typeof sent === 'object' && typeof stored === 'object' && stored !== null && !Array.isArray(stored))
    return Object.entries(sent).every(([key, value]) => matchesSent(value, (stored as Record<string, unknown>)[key]));
  return false;
}

/** A create whose outcome is not known yet, by what it sent: the same data is never created blindly again. */
interface OpenAttempt {
  /** The matching records that existed before it: never taken for the one it made. */
  before: ReadonlySet<number> | undefined;
  /** When it must have landed or failed (twice the time limit from its POST): a look before then that finds nothing proves nothing. */
  deadline: number;
}
/** This tab's creates whose outcome is not known yet, by kind and payload. */
const openAttemptsStore = createStore(() => new Map<string, OpenAttempt>());
const openAttempts = {
  get: (key: string) => openAttemptsStore.get().get(key),
  set: (key: string, attempt: OpenAttempt) => void openAttemptsStore.get().set(key, attempt),
  delete: (key: string) => void openAttemptsStore.get().delete(key),
};

export interface CreateOnce<P, A> {
  /** Names the kind of record in the attempts' key: 'remessa', 'associado', 'usuario'. */
  kind: string;
  create: (payload: P) => Promise<A>;
  /**
   * The ids of the records that hold every field of `payload` as sent (`matchesSent`), through the
   * searches; new ones are told from older ones by the ids found before the POST.
   */
  matching: (payload: P) => Promise<number[]>;
  /** Said when it was looked for until it must have landed, and is not there: it was not created. */
  notFound: string;
  /** Said when it could not be looked for: it may have been created. */
  unknown: string;
  /**
   * Asked before the same data is created again while an earlier try's outcome is still not
   * known: true only when the person says they checked.
   */
  confirmAgain: () => Promise<boolean>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The time limit the failed call ran under (a test may shorten it), else the panel's. */
const timeLimitOf = (error: unknown) => {
  const timeout = isHttpError(error) ? (error as { config?: { timeout?: number } }).config?.timeout : undefined;
  return typeof timeout === 'number' && timeout > 0 ? timeout : env.requestTimeoutMs;
};

/**
 * When a write whose outcome is not known must have landed or failed: twice the time limit from when
 * it was sent (`startedAt`), or a few seconds from now when an answer came that was not the
 * contract's (the write is over by then).
 */
function writeDeadlineOf(error: unknown, startedAt: number): number {
  const limit = timeLimitOf(error);
  return error instanceof UnconfirmedWriteError
    ? Date.now() + Math.min(limit, ANSWERED_SETTLE_MS)
    : startedAt + 2 * limit;
}

/**
 * One look for a record `attempt` made: its id, `'none'` when the search answered without it, or
 * `'unknown'` when the search gets no answer (or only finds records like it while the ones before
 * are not known).
 */
async function lookOnce<P>(
  { matching }: Pick<CreateOnce<P, unknown>, 'matching'>,
  payload: P,
  attempt: OpenAttempt,
): Promise<number | 'none' | 'unknown'> {
  const found = await matching(payload).catch(() => undefined);
  if (!found) return 'unknown';
  const made = found.filter((id) => attempt.before && !attempt.before.has(id));
  if (made.length > 0) return Math.max(...made);
  // The records like it that were there before cannot tell whether this one landed.
  return !attempt.before && found.length > 0 ? 'unknown' : 'none';
}

/**
 * Looks for a record `attempt` made, until its deadline, with pauses that double: resolves its id,
 * `'absent'` once a look at or past the deadline found none, or `'unknown'` as soon as a look
 * gets no answer: waiting would only keep the person waiting (a second press with the same data
 * asks them first).
 */
async function lookUntil<P>(
  options: Pick<CreateOnce<P, unknown>, 'matching'>,
  payload: P,
  attempt: OpenAttempt,
): Promise<number | 'absent' | 'unknown'> {
  let pause = FIRST_LOOK_PAUSE_MS;
  for (;;) {
    const lookedAt = Date.now();
    const outcome = await lookOnce(options, payload, attempt);
    if (outcome !== 'none') return outcome;
    if (lookedAt >= attempt.deadline) return 'absent';
    await sleep(Math.max(0, Math.min(pause, attempt.deadline - Date.now())));
    pause *= 2;
  }
}

/**
 * A create (POST) that never makes two records of one intent (docs/decisions/0029-writes-that-cannot-lie.md):
 * - the records that already hold the same data are noted first (a search), so none of them is
 *   ever taken for the new one;
 * - when the outcome is not known (no answer in time, a lost connection, a gateway that gave up, an
 *   answer that is not the contract's), it looks for the record with pauses that double, until the
 *   write must have landed or failed (twice the time limit from the POST): found, resolves
 *   `{ foundId }`; not there by then, rejects with `notFound`; no look possible, rejects with `unknown`;
 * - until then the same data is not created again: a second press with the same data looks once,
 *   and creates without asking only when that look, made after the first attempt's own deadline,
 *   finds nothing; otherwise only if the person confirms they checked (`confirmAgain`).
 * `await createOnce(payload, { kind: 'usuario', create: criarUsuario, matching, notFound, unknown, confirmAgain })`
 */
export async function createOnce<P, A>(payload: P, options: CreateOnce<P, A>): Promise<Created<A>> {
  const key = `${options.kind}\n${JSON.stringify(payload)}`;
  const open = openAttempts.get(key);
  if (open) {
    // One look, no waiting: found, it opens; nothing there once the attempt's own deadline has
    // passed, it was not created. Nothing there before then (the POST may still be landing), or no
    // answer: the person is asked first.
    const lookedAt = Date.now();
    const outcome = await lookOnce(options, payload, open);
    if (typeof outcome === 'number') {
      openAttempts.delete(key);
      return { foundId: outcome };
    }
    const provedAbsent = outcome === 'none' && lookedAt >= open.deadline;
    if (!provedAbsent && !(await options.confirmAgain())) throw new PanelError(options.unknown);
    openAttempts.delete(key);
  }

  const before = await options
    .matching(payload)
    .then((ids) => new Set(ids))
    .catch((error: unknown) => {
      // The session is over (the 401 already signed out): nothing is created.
      if (httpStatusOf(error) === 401) throw error;
      // The search is down: create anyway; records like it found later cannot be told apart.
      return undefined;
    });
  const startedAt = Date.now();
  try {
    return { answer: await options.create(payload) };
  } catch (error) {
    if (!writeOutcomeUnknown(error)) throw error;
    const attempt: OpenAttempt = { before, deadline: writeDeadlineOf(error, startedAt) };
    openAttempts.set(key, attempt);
    const outcome = await lookUntil(options, payload, attempt);
    if (typeof outcome === 'number') {
      openAttempts.delete(key);
      return { foundId: outcome };
    }
    if (outcome === 'absent') {
      openAttempts.delete(key);
      throw new PanelError(options.notFound);
    }
    throw new PanelError(options.unknown);
  }
}

/**
 * The question before creating again, while an earlier try with the same data may have created it
 * (`confirm(createAgainQuestion('a remessa', 'pela descrição'))` → `confirmed`).
 */
export const createAgainQuestion = (what: string, how: string) => ({
  title: 'Cadastrar de novo?',
  description: `A tentativa anterior de cadastrar ${what} com estes mesmos dados pode ter dado certo, e o painel não conseguiu conferir. Procure na lista ${how} antes. Cadastrar mesmo assim pode deixar dois cadastros.`,
  confirmLabel: 'Conferi, cadastrar',
});

/** What the person is told when a write that is not a create could not be confirmed. */
export interface WriteLookMessages {
  /** Looked for until it must have landed, and it is not there: it was not done. */
  notLanded: string;
  /** It could not be looked for: it may have been done. */
  unknown: string;
}

/**
 * A write that is not a create (a vincular, which replaces a list) sent once, never again blindly:
 * when its outcome is not known (no answer in time, a lost connection, an answer that is not the
 * contract's), `landed` reads back whether it is on the server, with pauses that double, until the
 * write must have landed or failed (as createOnce). Resolves `{ answer }`, or `{ looked: true }` when
 * a look found it done; rejects with `notLanded` when it is not there by then, `unknown` as soon as a
 * look gets no answer; any other failure as it came.
 * `await writeOnce(() => vincularAssociadosRemessa(body), async () => linked(await obterRemessa(id)), messages)`
 */
export async function writeOnce<A>(
  write: () => Promise<A>,
  landed: () => Promise<boolean>,
  { notLanded, unknown }: WriteLookMessages,
): Promise<{ answer: A; looked?: undefined } | { answer?: undefined; looked: true }> {
  const startedAt = Date.now();
  try {
    return { answer: await write() };
  } catch (error) {
    if (!writeOutcomeUnknown(error)) throw error;
    const deadline = writeDeadlineOf(error, startedAt);
    let pause = FIRST_LOOK_PAUSE_MS;
    for (;;) {
      const lookedAt = Date.now();
      const found = await landed().catch(() => undefined);
      if (found === undefined) throw new PanelError(unknown);
      if (found) return { looked: true };
      if (lookedAt >= deadline) throw new PanelError(notLanded);
      await sleep(Math.max(0, Math.min(pause, deadline - Date.now())));
      pause *= 2;
    }
  }
}
