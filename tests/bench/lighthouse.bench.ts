// Lighthouse on every screen of the live build served as staff get it (README, Benchmarks): the
// signed-in screens under the desktop preset, and those checked from a phone (the lists, a remessa,
// Arrecadação) under the mobile one too; the public pages under the mobile one; median of 3 runs; the
// targets are TARGETS below. Every run checks that every answer came over the run's protocol.
// Lighthouse cannot sign in: the session is put in localStorage over the DevTools protocol and the
// HTTP cache cleared before each run on a signed-in screen, with Lighthouse's storage reset off, so the
// page loads cold but signed in, as after a sign-in on a fresh browser.
// Choices (README, Benchmarks): LIGHTHOUSE_RUNS=3, LIGHTHOUSE_PAGES=/listas,/remessas/info/36 (only those),
// LIGHTHOUSE_PRESETS=mobile,desktop,mobile-devtools (those on each page), LIGHTHOUSE_REPORTS=<folder>
// keeps each run's JSON report, CHROME_PATH.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { BrowserType } from '@playwright/test';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { paths } from '@/config/paths';
import { SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/browser';
import { BENCH_PROTOCOLS, checkProtocol, type Answer } from '../browser/serving-protocol';
import { expect, liveBench as test, median, repeat } from './fixtures';
import type { LiveSite } from '../browser/live-site';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

/**
 * mobile and desktop: Lighthouse's presets, whose scores are the targets (simulated throttling: the
 * page loads at full speed and Lighthouse estimates a slow phone from that trace). mobile-devtools:
 * the mobile preset's network and CPU really applied while the page loads, so FCP and LCP are what a
 * slow phone would see. Reported, not a target.
 */
const PRESETS: Record<string, Config | undefined> = {
  mobile: undefined,
  desktop: desktopConfig,
  'mobile-devtools': { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } },
};

/** Each audience's preset, its performance score and its LCP; accessibility and best practices are 100 everywhere. */
const TARGETS = {
  signedIn: { preset: 'desktop', performance: 98, lcpMs: 1000 },
  // Staff and the treasurer checking a remessa from a phone (docs/decisions/0049-a-phone.md); LCP
  // within Core Web Vitals' "good".
  signedInPhone: { preset: 'mobile', performance: 90, lcpMs: 2500 },
  public: { preset: 'mobile', performance: 95, lcpMs: 2000 },
  accessibility: 100,
  bestPractices: 100,
} as const;

/**
 * Every screen, with records of the mock's padrão scenario: associate 122, remessa 36 (being sent:
 * its detail page shows the most) and 34 (in preparation, for its edit form), management user 2.
 */
const PUBLIC_PAGES = [
  paths.signIn.getHref(),
  paths.forgotPassword.getHref(),
  paths.forgotPasswordAssociado.getHref(),
  paths.resetPassword.getHref('token-de-exemplo'),
  paths.resetPasswordAssociado.getHref('token-de-exemplo'),
  paths.cobranca.getHref('demo-disponivel'),
  paths.acessibilidade.getHref(),
];
const SIGNED_IN_PAGES = [
  paths.listas.getHref(),
  paths.arrecadacao.getHref(),
  paths.usuarios.novo.getHref(),
  paths.usuarios.editar.getHref(2),
  paths.associados.novo.getHref(),
  paths.associados.cadastrado.getHref(),
  paths.associados.editar.getHref(122),
  paths.associados.info.getHref(122),
  paths.remessas.nova.getHref(),
  paths.remessas.editar.getHref(34),
  paths.remessas.info.getHref(36),
];
/** The signed-in screens opened from a phone too: what staff and the treasurer check away from a desk. */
const PHONE_PAGES = [paths.listas.getHref(), paths.remessas.info.getHref(36), paths.arrecadacao.getHref()];

const onlyPaths = process.env.LIGHTHOUSE_PAGES?.split(',');
const chosenPresets = process.env.LIGHTHOUSE_PRESETS?.split(',');
const unknownPreset = chosenPresets?.find((preset) => !(preset in PRESETS));
if (unknownPreset)
  throw new Error(`Unknown LIGHTHOUSE_PRESETS entry: ${unknownPreset} (${Object.keys(PRESETS).join(', ')})`);
const allPages = [
  ...PUBLIC_PAGES.map((path) => ({
    name: path === '/' ? 'sign-in (/)' : path,
    path,
    signedIn: false,
    targets: [TARGETS.public],
  })),
  ...SIGNED_IN_PAGES.map((path) => ({
    name: path,
    path,
    signedIn: true,
    targets: PHONE_PAGES.includes(path) ? [TARGETS.signedIn, TARGETS.signedInPhone] : [TARGETS.signedIn],
  })),
];
const unknownPage = onlyPaths?.find((path) => !allPages.some((page) => page.path === path));
if (unknownPage)
  throw new Error(`Unknown LIGHTHOUSE_PAGES entry: ${unknownPage} (${allPages.map((page) => page.path).join(', ')})`);

/** Puts a fresh session in the site's localStorage and empties the HTTP cache, over CDP. */
async function presetSession({ live, chromium }: Site, port: number) {
  const response = await fetch(`${live.mock.url}/api/autenticacao`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha }),
  });
  if (!response.ok) throw new Error(`Sign-in on the mock server failed: ${response.status}`);
  const session = await response.text();
  const chrome = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = chrome.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${live.url}/favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, session]);
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await chrome.close();
  }
}

interface Site {
  live: LiveSite;
  chromium: BrowserType;
}

type Figures = Awaited<ReturnType<typeof measure>>['figures'];

async function measure(site: Site, path: string, preset: string, signedIn: boolean, run: number) {
  const { live } = site;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...live.chromiumFlags],
  });
  try {
    if (signedIn) await presetSession(site, chrome.port);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: signedIn,
    };
    const result = await lighthouse(`${live.url}${path}`, flags, PRESETS[preset]);
    if (!result) throw new Error(`${path} ${preset}: Lighthouse gave no result`);
    const { categories, finalDisplayedUrl, audits, runtimeError } = result.lhr;
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true });
      const name = `${path === '/' ? 'entrar' : path.slice(1).replaceAll('/', '_')}-${preset}-${live.protocol}-${run}.json`;
      await writeFile(join(reportsDir, name), String(result.report));
    }
    if (runtimeError) throw new Error(`${path} ${preset}: ${runtimeError.code} ${runtimeError.message}`);
    if (signedIn && new URL(finalDisplayedUrl).pathname !== path)
      throw new Error(`${path} ended at ${finalDisplayedUrl}: the session was not taken.`);
    // Every answer of the panel and of the API came over the run's protocol (throws otherwise).
    const served = checkProtocol(live, (audits['network-requests']!.details as unknown as { items: Answer[] }).items);
    const score = (id: string) => Math.round((categories[id]!.score ?? 0) * 100);
    const value = (id: string) => audits[id]!.numericValue ?? NaN;
    const figures = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
    return {
      figures,
      failing: Object.values(audits)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id),
      served,
    };
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse itself could not record (a trace lost on a busy machine) is tried again, up to twice. */
async function measureWithRetry(site: Site, path: string, preset: string, signedIn: boolean, run: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(site, path, preset, signedIn, run);
    } catch (error) {
      if (attempt >= 3 || !/\b(NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT)\b/.test(String(error))) throw error;
      console.log(`  ${path} ${preset} run ${run}: ${String(error).split('\n')[0]}; trying again`);
    }
  }
}

test('Lighthouse on every screen', async ({ live, playwright }) => {
  const site = { live, chromium: playwright.chromium };
  console.log(`Served over ${BENCH_PROTOCOLS[live.protocol].label}: ${live.url}, API ${live.apiUrl}`);
  const rows = [];
  const missed: string[] = [];
  for (const page of allPages.filter((page) => !onlyPaths || onlyPaths.includes(page.path))) {
    for (const preset of chosenPresets ?? page.targets.map((target) => target.preset)) {
      const row = await test.step(`${page.name} ${preset}`, async () => {
        const runs = await repeat(RUNS, (run) => measureWithRetry(site, page.path, preset, page.signedIn, run));
        const keys = Object.keys(runs[0]!.figures) as (keyof Figures)[];
        const target = page.targets.find((candidate) => candidate.preset === preset);
        const row = {
          page: page.name,
          preset,
          ...(Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run.figures[key]))])) as Figures),
          all: runs.map((run) => run.figures.performance).join('/'),
          failing: [...new Set(runs.flatMap((run) => run.failing))],
          target,
        };
        console.log(`  measured ${row.page} ${preset}: performance ${row.all}; ${runs[0]!.served}`);
        const where = `${row.page} ${preset}`;
        const misses = [
          target &&
            row.performance < target.performance &&
            `${where}: performance ${row.performance} < ${target.performance}`,
          target && row.lcp > target.lcpMs && `${where}: LCP ${row.lcp.toFixed(0)} ms > ${target.lcpMs} ms`,
          row.accessibility < TARGETS.accessibility && `${where}: accessibility ${row.accessibility}`,
          row.bestPractices < TARGETS.bestPractices && `${where}: best practices ${row.bestPractices}`,
        ].filter((miss) => typeof miss === 'string');
        missed.push(...misses);
        expect.soft(misses, `${where}: targets missed`).toEqual([]);
        return row;
      });
      rows.push(row);
    }
  }

  const { version } = JSON.parse(await readFile('node_modules/lighthouse/package.json', 'utf8')) as { version: string };
  const { label, wire } = BENCH_PROTOCOLS[live.protocol];
  console.log(
    `\nLighthouse ${version}, live build + mock server over ${label}, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`}:`,
  );
  console.log(`  (every answer of the panel and of the API, in every run, came over ${wire})`);
  const pageWidth = Math.max(20, ...rows.map((row) => row.page.length));
  console.log(
    `  ${'page'.padEnd(pageWidth)} preset          perf (target)  a11y  best   FCP ms  LCP ms  TBT ms  CLS    (perf of each run)`,
  );
  for (const row of rows) {
    const target = row.target ? `(${row.target.performance})` : '     ';
    const figures = [row.fcp, row.lcp, row.tbt].map((value) => value.toFixed(0).padStart(7)).join(' ');
    console.log(
      `  ${row.page.padEnd(pageWidth)} ${row.preset.padEnd(15)} ${String(row.performance).padStart(4)} ${target.padEnd(8)}  ${String(row.accessibility).padStart(4)}  ${String(row.bestPractices).padStart(4)}  ${figures}  ${row.cls.toFixed(3)}  (${row.all})`,
    );
    if (row.failing.length) console.log(`      failing audits: ${row.failing.join(', ')}`);
  }
  const { signedIn, signedInPhone, public: publicPages } = TARGETS;
  console.log(
    `  Targets: performance >= ${signedIn.performance} ${signedIn.preset} and LCP <= ${signedIn.lcpMs} ms (signed-in screens), >= ${signedInPhone.performance} ${signedInPhone.preset} and LCP <= ${signedInPhone.lcpMs} ms (${PHONE_PAGES.join(', ')} from a phone), >= ${publicPages.performance} ${publicPages.preset} and LCP <= ${publicPages.lcpMs} ms (public pages), accessibility ${TARGETS.accessibility}, best practices ${TARGETS.bestPractices}.`,
  );
  console.log(missed.length ? `  Missed:\n    ${missed.join('\n    ')}` : '  Every target met.');
});
