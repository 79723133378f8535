import { type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { test as panel, expect } from '../browser/fixtures';
import { builtSite } from '../browser/builds';
import { startLiveSite, type LiveSite } from '../browser/live-site';
import { BENCH_PROTOCOLS, benchProtocol } from '../browser/serving-protocol';
import { installProbes } from './probes';

/**
 * A fresh profile at an office screen's size with the probes in every page (tests/bench/probes.ts),
 * its CPU slowed `cpu` times: `const { context, page, cdp, slowCpu } = await freshPage({ cpu: 4 })`.
 */
async function probedPage(browser: Browser, { cpu = 1, ...options }: BrowserContextOptions & { cpu?: number } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, ...options });
  await context.addInitScript(installProbes, SESSION_STORAGE_KEY);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const slowCpu = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await slowCpu(cpu);
  return { context, page, cdp, slowCpu };
}
export type Probed = Awaited<ReturnType<typeof probedPage>>;

/**
 * The benches' fixtures (docs/decisions/0041-benches-on-playwright-test.md), on the panel's own
 * (tests/browser/fixtures.ts): its `demo` (the demo build served for the worker), and a probed page.
 * The sites are built for the run unless `DEMO_DIR` / `LIVE_DIR` name a build (another commit's, to compare).
 */
const bench = panel.extend<{
  /** How many times slower the CPU of `signedInRuns`'s pages is, once signed in: `test.use({ cpu: 4 })`. */
  cpu: number;
  freshPage: (options?: Parameters<typeof probedPage>[1]) => Promise<Probed>;
}>({
  cpu: [1, { option: true }],
  freshPage: async ({ browser }, use) => use((options) => probedPage(browser, options)),
});

/** Benches on the demo build (the mock in the page), served by Vite's preview: `demo.url`, `demo.dir`. */
export const demoBench = bench;

/**
 * Benches on the live build as deployed, under nginx, calling the mock server in the worker (a bench
 * changes its data and latency directly), over BENCH_PROTOCOL (h2 by default: TLS and HTTP/2 in
 * front, tests/browser/tls-front.ts), in a browser that trusts the run's certificate.
 */
export const liveBench = bench.extend<
  { signedInRuns: <Run>(runs: number, measure: (page: Page) => Promise<Run>) => Promise<(Run & { served: string })[]> },
  { live: LiveSite }
>({
  live: [
    async ({}, use) => {
      const live = await startLiveSite(await builtSite('live'), { protocol: benchProtocol() });
      await use(live);
      await live.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  browser: [
    async ({ playwright, launchOptions, live }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), ...live.chromiumFlags],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  /** `runs` runs of `measure`, each in a fresh profile signed in on /listas (what its answers came over in `served`), then at CPU ×`cpu`. */
  signedInRuns: async ({ freshPage, live, cpu }, use) => {
    await use((runs, measure) =>
      repeat(runs, async () => {
        const { context, page, slowCpu } = await freshPage();
        const served = await live.signIn(page);
        await slowCpu(cpu);
        await page.waitForTimeout(500);
        const figures = await measure(page);
        await context.close();
        return { served, ...figures };
      }),
    );
  },
});

/** The page's clock: `const since = await now(page)`. */
export const now = (page: Page) => page.evaluate(() => performance.now());

/** The longest event and the longest block between two moments of the page. */
export const worstBetween = (page: Page, from: number, to = Infinity) =>
  page.evaluate(
    ([from, to]) => ({ event: window.probes.longestEvent(from, to), block: window.probes.longestBlock(from, to) }),
    [from, to],
  );

/** The longest event and the longest block that started after `since`, once the page is idle again. */
export async function worstSince(page: Page, since: number) {
  await page.waitForTimeout(600);
  return worstBetween(page, since);
}

/**
 * Starts the clock at the next `event` in the page and stops it at the frame painted after
 * `condition(arg)` holds (it runs in the page: it uses nothing from its module).
 */
export async function timeFrom<Arg>(
  page: Page,
  event: 'keydown' | 'change' | 'click',
  condition: (arg: Arg) => boolean,
  arg: Arg,
  act: () => Promise<void>,
) {
  await page.evaluate(
    ({ event, source, arg }) => {
      const holds = new Function('arg', `return (${source})(arg)`) as (arg: unknown) => boolean;
      window.bench.timed = new Promise((done) =>
        document.addEventListener(
          event,
          () => {
            const start = performance.now();
            void window.probes.paintedWhen(() => holds(arg)).then((end) => done({ start, end }));
          },
          { capture: true, once: true },
        ),
      );
    },
    { event, source: condition.toString(), arg },
  );
  await act();
  return page.evaluate(() => window.bench.timed as Promise<{ start: number; end: number }>);
}

/** What `act` does, then the longest event and block since it started. */
export async function interaction(page: Page, act: () => Promise<unknown>) {
  const since = await now(page);
  await act();
  return worstSince(page, since);
}

/** `n` runs of `measure`, one after the other. */
export async function repeat<Run>(n: number, measure: (run: number) => Promise<Run>) {
  const runs: Run[] = [];
  for (let run = 1; run <= n; run++) runs.push(await measure(run));
  return runs;
}

/** The middle value of the runs (the upper middle for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `medianOf(runs)((run) => run.total)`: one figure's median over the runs. */
export const medianOf =
  <Run>(runs: Run[]) =>
  (pick: (run: Run) => number) =>
    median(runs.map(pick));

/** The values once each, in order: `distinct(runs.map((run) => run.served))`. */
export const distinct = (values: string[]) => [...new Set(values)].join('; ');

/** A duration for a results table: `ms(12.3)` → `'   12 ms'`. */
export const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/**
 * A budget: a figure over it fails the bench's run (soft: the other figures are still checked and
 * printed). The figure is also an annotation of the test, for a reporter (`--reporter=json`).
 */
export function withinBudget(label: string, value: number, budget: number, unit = 'ms') {
  const name = label.trim();
  panel.info().annotations.push({ type: 'budget', description: `${name}: ${value.toFixed(1)} ${unit} (${budget})` });
  expect.soft(value, `${name}: budget ${budget} ${unit}`).toBeLessThanOrEqual(budget);
}

/** The lines above a live bench's figures: `Title, over HTTP/2 …, median of 5 (…):` and what the sign-ins came over. */
export function printHeading(live: LiveSite, title: string, runs: { served: string }[], note = '') {
  console.log(`\n${title}, over ${BENCH_PROTOCOLS[live.protocol].label}, median of ${runs.length}${note}:`);
  console.log(`  (sign-in and /listas, every run: ${distinct(runs.map((run) => run.served))})`);
}

/** The results table, one `[label, value in ms, budget?]` a line, each with its budget (checked) and `OVER` past it. */
export function printFigures(rows: [label: string, value: number, budget?: number][]) {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  let figure = '';
  for (const [label, value, budget] of rows) {
    const verdict = budget === undefined ? '' : `  (budget ${budget} ms)${value > budget ? '  OVER' : ''}`;
    console.log(`  ${label.padEnd(labelWidth)} ${ms(value)}${verdict}`);
    // A `… part` line belongs to the figure above it: its budget is named with it.
    figure = label.startsWith('…') ? `${figure.split(' … ')[0]} ${label}` : label;
    if (budget !== undefined) withinBudget(figure, value, budget);
  }
}

export { expect };
