import { PanelError, writeOutcomeUnknown } from '@/lib/http/error-message';
import { httpStatusOf } from '@/lib/http/http-error';
import { createStore } from '@/lib/store';
import { formatTime } from '@/utils/br/dates';
import { lookUntil, outcomeDeadline } from './unknown-outcome';

/** A create's outcome: the server's answer, or the id of the record found after its outcome was not known. */
export type Created<A> = { answer: A; foundId?: undefined } | { answer?: undefined; foundId: number };

/** How many rows a search for a record just created reads: the newest first, more than a person creates at once. */
export const RECENT_ROWS = 50;

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

/**
 * What a create is checking while a second press waits for the first attempt's deadline, to show
 * by its submit: "Conferindo se a remessa anterior foi cadastrada… até 14:32:10"; undefined otherwise.
 * `const checking = useStore(createChecking)`
 */
export const createChecking = createStore<string | undefined>(undefined);

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
  /** Shown while a second press waits for the first attempt's deadline, followed by "até 14:32:10": 'Conferindo se a remessa anterior foi cadastrada…'. */
  checking: string;
  /**
   * Asked before the same data is created again while an earlier try's outcome is still not
   * known: true only when the person says they checked.
   */
  confirmAgain: () => Promise<boolean>;
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
 * A second press with the same data while `attempt` is open: before its deadline, it looks until
 * then (the POST may still be landing: a look now proves nothing) and says so; after it, once. Its
 * id when found; `'absent'` when a look made after the deadline found nothing; `'unknown'` when a
 * look could not be made.
 */
async function lookAgain<P>(
  options: Pick<CreateOnce<P, unknown>, 'matching' | 'checking'>,
  payload: P,
  attempt: OpenAttempt,
): Promise<number | 'absent' | 'unknown'> {
  if (Date.now() >= attempt.deadline) {
    const outcome = await lookOnce(options, payload, attempt);
    return outcome === 'none' ? 'absent' : outcome;
  }
  createChecking.set(`${options.checking} até ${formatTime(new Date(attempt.deadline))}`);
  try {
    return await lookUntil(() => lookOnce(options, payload, attempt), attempt.deadline);
  } finally {
    createChecking.set(undefined);
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
 * - until then the same data is not created again: a second press with the same data waits for the
 *   first attempt's own deadline, looking, and says so (`createChecking`); found, it opens; nothing
 *   there from a look made after that deadline, it creates without asking; a look that cannot be
 *   made asks the person first (`confirmAgain`), and creates only if they say they checked.
 * `await createOnce(payload, { kind: 'usuario', create: criarUsuario, matching, notFound, unknown, checking, confirmAgain })`
 */
export async function createOnce<P, A>(payload: P, options: CreateOnce<P, A>): Promise<Created<A>> {
  const key = `${options.kind}\n${JSON.stringify(payload)}`;
  const open = openAttempts.get(key);
  if (open) {
    const outcome = await lookAgain(options, payload, open);
    if (typeof outcome === 'number') {
      openAttempts.delete(key);
      return { foundId: outcome };
    }
    if (outcome === 'unknown' && !(await options.confirmAgain())) throw new PanelError(options.unknown);
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
    const attempt: OpenAttempt = { before, deadline: outcomeDeadline(error, startedAt) };
    openAttempts.set(key, attempt);
    // Found, its id; a look at or past the deadline that found none, absent; a look with no answer, unknown.
    const outcome = await lookUntil(() => lookOnce(options, payload, attempt), attempt.deadline);
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
    const outcome = await lookUntil(
      async () => {
        const found = await landed().catch(() => undefined);
        return found === undefined ? 'unknown' : found ? 'landed' : 'none';
      },
      outcomeDeadline(error, startedAt),
    );
    if (outcome === 'landed') return { looked: true };
    throw new PanelError(outcome === 'absent' ? notLanded : unknown);
  }
}
