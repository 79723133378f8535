// Lighthouse scores of the panel: performance, accessibility and best practices of every screen
// of the router, each under the preset of the people who use it (issue 36): the signed-in screens
// (/listas, /arrecadacao, each form new and edit, each detail page) with the desktop preset, staff
// at office desktops; the public pages (/, the four password routes, /cobranca/…) with the mobile
// preset, associates on phones. Median of 3 runs of each.
// Targets: performance >= 98 desktop (signed-in) and >= 90 mobile (public), accessibility 100,
// best practices 100 everywhere.
//
// What is measured: the LIVE build as deployed (no mock code, no address in it) calling
// `npm run mock:server`'s server, served by nginx through deploy/serve-nginx.sh (its security
// headers, /config.js, hashed assets cached for a year, index.html revalidated, gzip), as staff
// are served (BENCH_PROTOCOL, scripts/lib/bench-protocol.ts): by default over HTTP/2 and TLS,
// through a front like the association's load balancer (scripts/lib/tls-front.ts) whose
// certificate, made for the run, Chromium trusts by its public key; BENCH_PROTOCOL=http1 measures
// plain HTTP/1.1 straight to nginx, as before. Every run checks that every answer of the panel and
// of the API came over that protocol. The demo build would measure the in-browser mock (MSW
// worker, faker, the seed) instead of the panel, so it is not used here.
//
// The internal screens signed in: Lighthouse cannot sign in. Before each run the session is put in the
// browser's localStorage through the Chrome DevTools Protocol (a first navigation to the site),
// the HTTP cache is cleared, and Lighthouse runs with its storage reset off, so the page loads
// cold but signed in, as after a sign-in on a fresh browser.
//
// Usage: npm run bench:lighthouse   (BENCH_PROTOCOL=h2|http1, LIGHTHOUSE_RUNS=3, BENCH_OUT_DIR=<build
// folder>, CHROME_PATH, LIGHTHOUSE_REPORTS=<folder> keeps the JSON report of every run, to open in the
// Lighthouse viewer; LIGHTHOUSE_PAGES=/listas,/remessas/info/36 measures only those pages, and
// LIGHTHOUSE_PRESETS=mobile,desktop,mobile-devtools those presets on every page measured; the pages
// are the router's routes, the records the mock's padrão scenario: associate 122, remessa 36 (being
// sent) and 34 (in preparation, for its edit form), management user 2: EXAMPLE_PARAMS)
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { median } from './lib/figures.mjs';
import { startModuleRunner } from './lib/vite-runner.mjs';

const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const outDir = process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'painel-bench-lighthouse');
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
/** Performance targets by audience: the preset of the people who use the page, and its score. */
const PERFORMANCE_TARGETS = { signedIn: { preset: 'desktop', score: 98 }, public: { preset: 'mobile', score: 90 } };
const TARGETS = { accessibility: 100, bestPractices: 100 };

// The project's TypeScript modules (mock server, nginx helper, session key), loaded through Vite.
const modules = await startModuleRunner();
const { DEMO_CREDENTIALS } = await modules.import('/mocks/db/seed.ts');
const { startLiveSite } = await modules.import('/scripts/lib/live-site.ts');
const { BENCH_PROTOCOLS, benchProtocol, checkProtocol } = await modules.import('/scripts/lib/bench-protocol.ts');
const { SESSION_STORAGE_KEY } = await modules.import('/src/lib/auth/session-store.ts');
const { CHROMIUM_PATH, CHROMIUM_FLAGS } = await modules.import('/scripts/lib/browser.ts');
const protocol = benchProtocol();

/**
 * Every screen of the router (src/app/router.tsx, its routes walked as data: scripts/lib/app-routes.ts),
 * each route's parameter filled from its EXAMPLE_PARAMS, records of the padrão scenario. A new screen
 * is measured with no entry here. Remessa 36 is being sent (its detail page shows the most), so its
 * edit page is a notice: the form is 34's.
 */
const EXAMPLE_OVERRIDES = { '/remessas/form/editar/:remessaId': '/remessas/form/editar/34' };
const { appPages, exampleAddress, isSignedIn } = await modules.import('/scripts/lib/app-routes.ts');
const routes = appPages().filter((route) => !route.pattern.includes('*'));
const exampleOf = (pattern) => EXAMPLE_OVERRIDES[pattern] ?? exampleAddress(pattern);
const publicPages = routes.filter((route) => !isSignedIn(route)).map((route) => exampleOf(route.pattern));
const signedInPages = routes.filter(isSignedIn).map((route) => exampleOf(route.pattern));

console.log(`Live build (configured at start) against the mock server, into ${outDir}`);
const live = await startLiveSite(outDir, { protocol });
const { mock } = live;
const siteUrl = live.url;
console.log(`Served over ${BENCH_PROTOCOLS[protocol].label}: ${siteUrl}, API ${live.apiUrl}`);
// The browser tests' Chromium and flags, headless for chrome-launcher, trusting the run's certificate.
const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS, ...live.chromiumFlags];

async function signInOnServer() {
  const response = await fetch(`${mock.url}/api/autenticacao`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha }),
  });
  if (!response.ok) throw new Error(`Sign-in on the mock server failed: ${response.status}`);
  return response.json();
}

/** Puts a fresh session in the site's localStorage and empties the HTTP cache, over CDP. */
async function presetSession(port) {
  const session = await signInOnServer();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${siteUrl}/favicon.svg`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [SESSION_STORAGE_KEY, JSON.stringify(session)],
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function measure(path, preset, signedIn, run) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (signedIn) await presetSession(chrome.port);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: signedIn,
    };
    const result = await lighthouse(`${siteUrl}${path}`, flags, configs[preset]);
    const { categories, finalDisplayedUrl, audits, runtimeError } = result.lhr;
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true });
      await writeFile(
        join(
          reportsDir,
          `${path === '/' ? 'entrar' : path.slice(1).replaceAll('/', '_')}-${preset}-${protocol}-${run + 1}.json`,
        ),
        result.report,
      );
    }
    if (runtimeError) throw new Error(`${path} ${preset}: ${runtimeError.code} ${runtimeError.message}`);
    if (signedIn && new URL(finalDisplayedUrl).pathname !== path)
      throw new Error(`${path} ended at ${finalDisplayedUrl}: the session was not taken.`);
    // Every answer of the panel and of the API came over the run's protocol (throws otherwise).
    const served = checkProtocol(live, audits['network-requests'].details.items);
    const score = (id) => Math.round((categories[id].score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing,
      served,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * A run that Lighthouse itself could not record (NO_NAVSTART, NO_FCP: a trace lost on a busy
 * machine) is run again, up to twice; a page that really fails still fails on the third try.
 */
async function measureWithRetry(path, preset, signedIn, run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(path, preset, signedIn, run);
    } catch (error) {
      if (attempt >= 3 || !/\b(NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT)\b/.test(String(error))) throw error;
      console.log(`  ${path} ${preset} run ${run + 1}: ${String(error).split('\n')[0]}; trying again`);
    }
  }
}

/**
 * mobile and desktop: Lighthouse's presets, whose scores are the targets (simulated throttling:
 * the page loads at full speed and Lighthouse estimates a slow phone from that trace).
 * mobile-devtools: the mobile preset's network and CPU really applied while the page loads, so
 * FCP and LCP are what a slow phone would see (e.g. the internal pages' frame painted before the
 * page's code arrives, which the estimate cannot show). Reported, not a target.
 */
const configs = {
  mobile: undefined,
  desktop: desktopConfig,
  'mobile-devtools': { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } },
};

const onlyPaths = process.env.LIGHTHOUSE_PAGES?.split(',');
const chosenPresets = process.env.LIGHTHOUSE_PRESETS?.split(',');
const unknownPreset = chosenPresets?.find((preset) => !(preset in configs));
if (unknownPreset)
  throw new Error(`Unknown LIGHTHOUSE_PRESETS entry: ${unknownPreset} (${Object.keys(configs).join(', ')})`);
const allPages = [
  ...publicPages.map((path) => ({
    name: path === '/' ? 'sign-in (/)' : path,
    path,
    signedIn: false,
    target: PERFORMANCE_TARGETS.public,
  })),
  ...signedInPages.map((path) => ({ name: path, path, signedIn: true, target: PERFORMANCE_TARGETS.signedIn })),
];
const unknownPage = onlyPaths?.find((path) => !allPages.some((page) => page.path === path));
if (unknownPage)
  throw new Error(`Unknown LIGHTHOUSE_PAGES entry: ${unknownPage} (${allPages.map((page) => page.path).join(', ')})`);
const pages = allPages.filter((page) => !onlyPaths || onlyPaths.includes(page.path));
const rows = [];
let missed = [];
try {
  for (const page of pages) {
    for (const preset of chosenPresets ?? [page.target.preset]) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureWithRetry(page.path, preset, page.signedIn, run));
      const row = {
        page: page.name,
        preset,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        all: runs.map((r) => r.performance).join('/'),
        failing: [...new Set(runs.flatMap((r) => r.failing))],
        target: preset === page.target.preset ? page.target.score : undefined,
      };
      rows.push(row);
      console.log(`  measured ${row.page} ${preset}: performance ${row.all}; ${runs[0].served}`);
      if (row.target !== undefined && row.performance < row.target)
        missed.push(`${row.page} ${preset}: performance ${row.performance} < ${row.target}`);
      if (row.accessibility < TARGETS.accessibility)
        missed.push(`${row.page} ${preset}: accessibility ${row.accessibility}`);
      if (row.bestPractices < TARGETS.bestPractices)
        missed.push(`${row.page} ${preset}: best practices ${row.bestPractices}`);
    }
  }
} finally {
  await live.close();
  await modules.close();
}

console.log(
  `\nLighthouse ${lighthouseVersion}, live build + mock server over ${BENCH_PROTOCOLS[protocol].label}, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`}:`,
);
console.log(`  (every answer of the panel and of the API, in every run, came over ${BENCH_PROTOCOLS[protocol].wire})`);
const pageWidth = Math.max(20, ...rows.map((row) => row.page.length));
console.log(
  `  ${'page'.padEnd(pageWidth)} preset          perf (target)  a11y  best   FCP ms  LCP ms  TBT ms  CLS    (perf of each run)`,
);
for (const row of rows) {
  const target = row.target === undefined ? '     ' : `(${row.target})`;
  console.log(
    `  ${row.page.padEnd(pageWidth)} ${row.preset.padEnd(15)} ${String(row.performance).padStart(4)} ${target.padEnd(8)}  ${String(row.accessibility).padStart(4)}  ${String(row.bestPractices).padStart(4)}  ${row.fcp.toFixed(0).padStart(7)} ${row.lcp.toFixed(0).padStart(7)} ${row.tbt.toFixed(0).padStart(7)}  ${row.cls.toFixed(3)}  (${row.all})`,
  );
  if (row.failing.length) console.log(`      failing audits: ${row.failing.join(', ')}`);
}
console.log(
  `  Targets: performance >= ${PERFORMANCE_TARGETS.signedIn.score} ${PERFORMANCE_TARGETS.signedIn.preset} (signed-in screens) and >= ${PERFORMANCE_TARGETS.public.score} ${PERFORMANCE_TARGETS.public.preset} (public pages), accessibility ${TARGETS.accessibility}, best practices ${TARGETS.bestPractices}.`,
);
if (missed.length) {
  console.log(`  Missed:\n    ${missed.join('\n    ')}`);
  process.exitCode = 1;
} else {
  console.log('  Every target met.');
}
