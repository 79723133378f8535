// What every bench shares: where it builds, the browser and its profile, the probes in the page,
// signing in, the site it measures (the demo build, or the live build as deployed) and its report.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { BENCH_PROTOCOLS, benchProtocol } from '../lib/bench-protocol';
import { launchBrowser } from '../lib/browser';
import { serveDemoBuild } from '../lib/demo-build';
import { startLiveSite, type LiveSite } from '../lib/live-site';

/** Where a bench builds: BENCH_OUT_DIR, else a temporary folder of its own. */
export const benchOutDir = (name: string) =>
  resolve(process.env.BENCH_OUT_DIR ?? join(tmpdir(), `painel-bench-${name}`));

/** `--no-build` measures the build already in the folder (another commit's, to compare). */
export const build = !process.argv.includes('--no-build');

/** `--name=a,b` → `['a', 'b']`; undefined when not given. */
export const listArgument = (name: string) =>
  process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');

interface Span {
  name: string;
  start: number;
  duration: number;
}

/** One call of the panel (its XMLHttpRequests; a bench's own reads use fetch). */
export interface PanelCall {
  method: string;
  url: string;
  start: number;
  end: number;
  /** The body as received (resource timing), its Content-Length, and its length as text. */
  bytes: number;
  header: number;
  chars: number;
}

/** What installProbes keeps in the page, and the page-side helpers the measurements share. */
export interface Probes {
  longTasks: Span[];
  /** Every event of 16 ms or more (Event Timing: input delay, handlers and the next paint; INP's figure). */
  events: Span[];
  calls: PanelCall[];
  inFlight: number;
  /** The last file the page offered for download (a Blob URL made). */
  download?: { readyAt: number; size: number };
  /** The time of the first painted frame from now: a frame, then a task. */
  nextPaint: () => Promise<number>;
  /** The time of the first animation frame in which `condition()` holds. */
  frameWhen: (condition: () => boolean) => Promise<number>;
  /** The time of the frame painted after `condition()` first holds. */
  paintedWhen: (condition: () => boolean) => Promise<number>;
  longestBlock: (from: number, to: number) => number;
  longestEvent: (from: number, to: number, names?: string[]) => number;
  /** The API called as the panel calls it, with the session's token: the answer's text. */
  api: (path: string, body?: unknown, method?: string) => Promise<string>;
}

declare global {
  interface Window {
    probes: Probes;
    /** What one measurement leaves in the page for the bench to read. */
    bench: Record<string, unknown>;
  }
}

/** For `context.addInitScript(installProbes, SESSION_STORAGE_KEY)`: runs in every page, before its code. */
function installProbes(sessionKey: string) {
  const probes: Probes = {
    longTasks: [],
    events: [],
    calls: [],
    inFlight: 0,
    nextPaint: () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0))),
    frameWhen: (condition) =>
      new Promise((done) => {
        const check = () => (condition() ? done(performance.now()) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }),
    paintedWhen: (condition) => probes.frameWhen(condition).then(() => probes.nextPaint()),
    longestBlock: (from, to) =>
      Math.max(
        0,
        ...probes.longTasks
          .filter((task) => task.start + task.duration >= from && task.start <= to)
          .map((task) => task.duration),
      ),
    longestEvent: (from, to, names) =>
      Math.max(
        0,
        ...probes.events
          .filter((event) => event.start >= from && event.start <= to && (!names || names.includes(event.name)))
          .map((event) => event.duration),
      ),
    api: async (path, body, method = body === undefined ? 'GET' : 'POST') => {
      const { accessToken } = JSON.parse(localStorage.getItem(sessionKey) ?? '{}') as { accessToken?: string };
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
      return text;
    },
  };
  window.probes = probes;
  window.bench = {};
  const observe = (type: string, into: Span[], options = {}) =>
    new PerformanceObserver((list) => {
      for (const { name, startTime, duration } of list.getEntries()) into.push({ name, start: startTime, duration });
    }).observe({ type, buffered: true, ...options });
  observe('longtask', probes.longTasks);
  observe('event', probes.events, { durationThreshold: 16 });
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => {
    if (blob instanceof Blob) probes.download = { readyAt: performance.now(), size: blob.size };
    return createObjectURL(blob);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    const call: PanelCall = {
      method,
      url: String(url),
      start: performance.now(),
      end: 0,
      bytes: 0,
      header: 0,
      chars: 0,
    };
    probes.inFlight += 1;
    this.addEventListener('loadend', () => {
      probes.inFlight -= 1;
      call.end = performance.now();
      // The body's size as the browser received it, in its resource timing once this task ends.
      setTimeout(() => {
        const entry = performance
          .getEntriesByName(new URL(call.url, location.href).href)
          .filter((timing) => (timing as PerformanceResourceTiming).initiatorType === 'xmlhttprequest')
          .at(-1) as PerformanceResourceTiming | undefined;
        call.bytes = entry?.decodedBodySize ?? 0;
        call.header = Number(this.getResponseHeader('Content-Length')) || 0;
        call.chars = typeof this.response === 'string' ? this.response.length : 0;
      }, 0);
      probes.calls.push(call);
    });
    return open.apply(this, [method, url, ...rest] as Parameters<typeof open>);
  } as typeof XMLHttpRequest.prototype.open;
}

/**
 * A fresh profile at an office screen's size with the probes in every page, its CPU slowed `cpu`
 * times: `const { context, page, cdp, slowCpu } = await probedPage(browser, { cpu: 4 })`.
 */
export async function probedPage(
  browser: Browser,
  { cpu = 1, ...options }: BrowserContextOptions & { cpu?: number } = {},
) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 768 },
    ...options,
  });
  await context.addInitScript(installProbes, SESSION_STORAGE_KEY);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const slowCpu = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await slowCpu(cpu);
  return { context, page, cdp, slowCpu };
}

/** The page's clock: `const since = await now(page)`. */
export const now = (page: Page) => page.evaluate(() => performance.now());

/** The longest event and the longest block that started after `since`, once the page is idle again. */
export async function worstSince(page: Page, since: number) {
  await page.waitForTimeout(600);
  return page.evaluate(
    (from) => ({
      event: window.probes.longestEvent(from, Infinity),
      block: window.probes.longestBlock(from, Infinity),
    }),
    since,
  );
}

/** What `act` does, then the longest event and block since it started. */
export async function interaction(page: Page, act: () => Promise<unknown>) {
  const since = await now(page);
  await act();
  return worstSince(page, since);
}

/** The demo build, built into the bench's folder (unless --no-build), and a browser: `await onDemo('mock', run)`. */
export async function onDemo(name: string, measure: (site: { baseUrl: string; browser: Browser }) => Promise<void>) {
  const { server, baseUrl } = await serveDemoBuild(benchOutDir(name), { build });
  const browser = await launchBrowser();
  try {
    await measure({ baseUrl, browser });
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The live build as deployed, under nginx, calling the mock server, over BENCH_PROTOCOL (h2 by
 * default: scripts/lib/bench-protocol.ts), and a browser that trusts the run's certificate:
 * `await onLiveSite('save', run)`. `live.signIn(page)` says what the answers came over.
 */
export async function onLiveSite(name: string, measure: (site: { live: LiveSite; browser: Browser }) => Promise<void>) {
  const outDir = benchOutDir(name);
  if (build) console.log(`Live build into ${outDir}`);
  const live = await startLiveSite(outDir, { build, protocol: benchProtocol() });
  const browser = await launchBrowser(live.chromiumFlags);
  try {
    await measure({ live, browser });
  } finally {
    await browser.close();
    await live.close();
  }
}

/**
 * `runs` runs of `measure`, each in a fresh probed profile signed in on /listas through the live site
 * (what its answers came over in `served`), then its CPU slowed `cpu` times.
 */
export function signedInRuns<Run>(
  { live, browser }: { live: LiveSite; browser: Browser },
  { runs, cpu }: { runs: number; cpu: number },
  measure: (page: Page) => Promise<Run>,
) {
  return repeat(runs, async () => {
    const { context, page, slowCpu } = await probedPage(browser);
    const served = await live.signIn(page);
    await slowCpu(cpu);
    await page.waitForTimeout(500);
    const figures = await measure(page);
    await context.close();
    return { served, ...figures };
  });
}

/** The lines above a live bench's figures: `Title, over HTTP/2 …, median of 5 (…):` and what the sign-ins came over. */
export function printHeading(live: LiveSite, title: string, runs: { served: string }[], note = '') {
  console.log(`\n${title}, over ${BENCH_PROTOCOLS[live.protocol].label}, median of ${runs.length}${note}:`);
  console.log(`  (sign-in and /listas, every run: ${distinct(runs.map((run) => run.served))})`);
}

/** `over HTTP/2 and TLS, through a front like the load balancer`: how the runs were served. */
export const servedOver = (live: LiveSite) => BENCH_PROTOCOLS[live.protocol].label;

/** The middle value of the runs (the upper middle for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `medianOf(runs)((run) => run.total)`: one figure's median over the runs. */
export const medianOf =
  <Run>(runs: Run[]) =>
  (pick: (run: Run) => number) =>
    median(runs.map(pick));

/** `n` runs of `measure`, one after the other. */
export async function repeat<Run>(n: number, measure: (run: number) => Promise<Run>) {
  const runs: Run[] = [];
  for (let run = 1; run <= n; run++) runs.push(await measure(run));
  return runs;
}

/** The values once each, in order: `distinct(runs.map((run) => run.served))`. */
export const distinct = (values: string[]) => [...new Set(values)].join('; ');

/** A duration for a results table: `ms(12.3)` → `'   12 ms'`. */
export const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/**
 * The results table, one `[label, value in ms, budget?]` a line, each with its budget and `OVER`
 * past it; the process exits with 1 when one is over.
 */
export function printFigures(rows: [label: string, value: number, budget?: number][]) {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value, budget] of rows) {
    const over = budget !== undefined && value > budget;
    if (over) process.exitCode = 1;
    const verdict = budget === undefined ? '' : `  (budget ${budget} ms)${over ? '  OVER' : ''}`;
    console.log(`  ${label.padEnd(labelWidth)} ${ms(value)}${verdict}`);
  }
}
