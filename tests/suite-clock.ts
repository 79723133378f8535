import type { BrowserContext } from '@playwright/test';

/**
 * The moment the test suite runs at: the seed's `today` and the clock the panel reads. A run must
 * not depend on the day it happens on (docs/decisions/0028-suite-clock.md), so the suite chooses
 * its own date, and time flows from it. `PAINEL_TEST_NOW` moves it, as local time
 * (`2028-02-29T21:30`), or `hoje` for the real clock: `npm run test:dates` (vitest.dates.config.ts)
 * runs the tests tagged `dates` at the days that break naive date code.
 *
 * `startSuiteClock()` in Node (every unit and integration test; the journeys' own process, where
 * the mock server runs); `installSuiteClock(context)` for a browser context, by the same shift.
 */
export const SUITE_NOW = '2026-09-15T10:00:00';

// The platform's Date, kept once per realm (shiftDate reads it there): a worker that runs a second
// file still finds it.
const RealDate: DateConstructor = ((globalThis as Record<symbol, DateConstructor>)[Symbol.for('painel.realDate')] ??=
  Date);

/** The suite's moment, or undefined when the real clock is asked for. */
export function suiteNow(): Date | undefined {
  const given = process.env.PAINEL_TEST_NOW?.trim() || SUITE_NOW;
  if (given === 'hoje') return undefined;
  const moment = new RealDate(given);
  if (Number.isNaN(moment.getTime()))
    throw new Error(`PAINEL_TEST_NOW="${given}" não é uma data: use 2028-02-29T21:30 ou hoje.`);
  return moment;
}

let shiftMs = 0;

/**
 * Moves `Date` to the suite's moment; it then runs with the real clock. Only `Date`: timers stay
 * real, so debounces, latencies and time limits run as for a person. Fake timers that advance
 * themselves (`shouldAdvanceTime`) were tried: they move in ticks of a real interval, which fall
 * behind on a busy machine (a 500 ms wait measured 240 ms). Playwright's clock was tried for the
 * pages: it dates its start by the driver's `Date.now()`, in this process, so a shifted process
 * undoes it; the pages take this process's shift instead (installSuiteClock).
 */
export function startSuiteClock() {
  const now = suiteNow();
  shiftMs = now ? now.getTime() - RealDate.now() : 0;
  shiftDate(shiftMs);
}

/** Every page of `context` on this process's clock (same machine, same real time, same shift). */
export async function installSuiteClock(context: BrowserContext) {
  if (shiftMs !== 0) await context.addInitScript(shiftDate, shiftMs);
}

/**
 * Every page of `context` at `moment` from now on, its clock running (the screenshots' day): Playwright's
 * own clock (`clock.setFixedTime`, `clock.install`) left the pages' timers never firing here, so the
 * panel waited for good on its first one.
 */
export async function installClockAt(context: BrowserContext, moment: Date) {
  await context.addInitScript(shiftDate, moment.getTime() - RealDate.now());
}

/**
 * Replaces this realm's Date with one `shift` ms ahead (0: the real one back); the Dates it makes are
 * real Dates, so `instanceof Date`, their methods and structuredClone hold. Self-contained: it also
 * runs in the pages, as an init script.
 */
function shiftDate(shift: number) {
  const realm = globalThis as typeof globalThis & Record<symbol, DateConstructor>;
  const Real = (realm[Symbol.for('painel.realDate')] ??= Date);
  if (shift === 0) {
    realm.Date = Real;
    return;
  }
  const now = () => Real.now() + shift;
  function ShiftedDate(...args: unknown[]) {
    if (!new.target) return new Real(now()).toString();
    return args.length === 0 ? new Real(now()) : new Real(...(args as ConstructorParameters<DateConstructor>));
  }
  ShiftedDate.prototype = Real.prototype;
  realm.Date = Object.assign(ShiftedDate, { now, parse: Real.parse, UTC: Real.UTC }) as DateConstructor;
}
