import { env } from '@/config/env';
import { UnconfirmedWriteError } from '@/lib/http/error-message';
import { isHttpError } from '@/lib/http/http-error';

/*
 * A write whose outcome is not known (no answer in time, a lost connection, a gateway that gave up,
 * an answer that is not the contract's) may have been done: it is looked for, never sent again
 * blindly (docs/decisions/0029-writes-that-cannot-lie.md). createOnce looks for a record it may
 * have created; the batch engine (src/lib/batch) for a change it may have made.
 */

/** The longest wait before a look when the answer that came was not the contract's (the write is over by then). */
const ANSWERED_SETTLE_MS = 5_000;
/** The first pause between two looks; each next one doubles. */
const FIRST_LOOK_PAUSE_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The time limit the failed call ran under (a test may shorten it), else the panel's. */
const timeLimitOf = (error: unknown) => {
  const timeout = isHttpError(error) ? (error as { config?: { timeout?: number } }).config?.timeout : undefined;
  return typeof timeout === 'number' && timeout > 0 ? timeout : env.requestTimeoutMs;
};

/**
 * When a write that failed with `error` must have landed or failed: twice the time limit from when
 * it was sent, or a few seconds from now when an answer came that was not the contract's. A look
 * before then that finds nothing proves nothing.
 * `const deadline = outcomeDeadline(error, startedAt)`
 */
export const outcomeDeadline = (error: unknown, startedAt: number) => {
  const limit = timeLimitOf(error);
  return error instanceof UnconfirmedWriteError
    ? Date.now() + Math.min(limit, ANSWERED_SETTLE_MS)
    : startedAt + 2 * limit;
};

/**
 * Looks until `deadline`, with pauses that double (1 s, 2 s, 4 s…): resolves what a look found,
 * `'absent'` once a look at or past the deadline found nothing (`'none'`), or `'unknown'` as soon as
 * a look gets no answer: waiting would only keep the person waiting.
 * `const outcome = await lookUntil(() => lookOnce(), deadline)`
 */
export async function lookUntil<F>(
  look: () => Promise<F | 'none' | 'unknown'>,
  deadline: number,
): Promise<F | 'absent' | 'unknown'> {
  let pause = FIRST_LOOK_PAUSE_MS;
  for (;;) {
    const lookedAt = Date.now();
    const outcome = await look();
    if (outcome !== 'none') return outcome;
    if (lookedAt >= deadline) return 'absent';
    await sleep(Math.max(0, Math.min(pause, deadline - Date.now())));
    pause *= 2;
  }
}
