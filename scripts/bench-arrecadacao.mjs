// Arrecadação at the association's size: the live build under nginx against the mock server, served
// as staff are served: over HTTP/2 and TLS through a front like the association's load balancer
// (BENCH_PROTOCOL=http1: plain HTTP/1.1 straight to nginx; scripts/lib/bench-protocol.ts; the
// sign-in's answers are checked to have come over that protocol), the mock holding 550 remessas (the grande data set's 10,000 associates; most remessas due
// in the last four months, so a chosen month lists some 130), Chromium's CPU slowed 4×, median of 5
// runs, each in a fresh profile signed in on /listas:
//   - the header's Arrecadação → the screen usable: from the end of the answer of the busca of every
//     remessa to the frame in which the table holds its thirteen lines and the chart its twelve bars
//     (budget 1 s), and the longest main-thread block meanwhile;
//   - the longest event (INP's figure; budget 100 ms) of: a month chosen in the chart (the busiest
//     month), a month chosen in the table, the Tipo de remessa filter (Mensalidade), back to Todos.
// Usage: npm run bench:arrecadacao (BENCH_PROTOCOL=h2|http1, BENCH_OUT_DIR for the build, a temporary
// folder by default).
/* global window, document -- functions passed to page.evaluate run in the page */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ms, printFigures } from './lib/figures.mjs';
import { now, probedSignedInPage, worstSince } from './lib/page-probes.mjs';
import { startModuleRunner } from './lib/vite-runner.mjs';

const RUNS = 5;
const REMESSAS = 550;
const CPU_SLOWDOWN = 4;
const MOCK_LATENCY_MS = 250;
const BUDGET = { usableMs: 1000, eventMs: 100 };
const TABLE = 'Arrecadação por mês';
const outDir = process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'painel-bench-arrecadacao');

const modules = await startModuleRunner();
const { buildSeed } = await modules.import('/mocks/db/seed.ts');
const { GRANDE_SEED_SIZE, resetMockData } = await modules.import('/mocks/data.ts');
const { mockRuntime } = await modules.import('/mocks/lib/runtime.ts');
const { startLiveSite } = await modules.import('/scripts/lib/live-site.ts');
const { BENCH_PROTOCOLS, benchProtocol } = await modules.import('/scripts/lib/bench-protocol.ts');
const { launchBrowser } = await modules.import('/scripts/lib/browser.ts');

const live = await startLiveSite(outDir, { protocol: benchProtocol() });
await resetMockData(buildSeed({ size: { ...GRANDE_SEED_SIZE, remessas: REMESSAS } }));
mockRuntime.latency = { min: MOCK_LATENCY_MS, max: MOCK_LATENCY_MS };
const browser = await launchBrowser(live.chromiumFlags);

/** The table's months with the most remessas first: `[{ mes: '10/2026', count: 130 }, …]`. */
async function busiestMonths(page) {
  const lines = await page.getByRole('table', { name: TABLE }).getByRole('row').allTextContents();
  return lines
    .map((text) => /^(\d{2}\/\d{4})(\d+)R\$/.exec(text.replace(/\s+/g, '')))
    .filter(Boolean)
    .map((match) => ({ mes: match[1], count: Number(match[2]) }))
    .sort((a, b) => b.count - a.count);
}

async function run() {
  const { context, page, served } = await probedSignedInPage(browser, live, CPU_SLOWDOWN);

  // The frame in which the screen is usable, as the page sees it.
  await page.evaluate((table) => {
    window.__usableAt = undefined;
    const check = () => {
      const lines = document.querySelectorAll(`table[aria-label="${table}"] tbody tr`).length;
      const bars = document.querySelectorAll('figure button[aria-pressed]').length;
      if (lines === 13 && bars === 12) window.__usableAt = performance.now();
      else window.requestAnimationFrame(check);
    };
    window.requestAnimationFrame(check);
  }, TABLE);
  const since = await now(page);
  await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Arrecadação' }).click();
  await page.getByRole('table', { name: TABLE }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => window.__usableAt !== undefined, undefined, { timeout: 30_000 });
  const opening = await page.evaluate(
    ([from, rows]) => {
      const answer = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/api/remessas/busca') && entry.startTime >= from)
        .at(-1);
      return { usable: window.__usableAt, answered: answer?.responseEnd, rows };
    },
    [since, REMESSAS],
  );
  const open = await worstSince(page, since);
  const figures = {
    served,
    usable: opening.usable - opening.answered,
    sinceClick: opening.usable - since,
    openBlock: open.block,
  };

  const [{ mes: busiest, count }, { mes: second, count: secondCount }] = await busiestMonths(page);
  const chart = page.getByRole('figure', { name: 'Pago e pendente por mês' });
  const interaction = async (act) => {
    const start = await now(page);
    await act();
    return (await worstSince(page, start)).event;
  };
  figures.chartMonth = await interaction(async () => {
    await chart.getByRole('button', { name: new RegExp(`^${busiest}: `) }).click();
    await page.getByRole('table', { name: `Remessas de ${busiest}` }).waitFor();
  });
  figures.tableMonth = await interaction(async () => {
    await page.getByRole('table', { name: TABLE }).getByRole('button', { name: second, exact: true }).click();
    await page.getByRole('table', { name: `Remessas de ${second}` }).waitFor();
  });
  figures.filter = await interaction(async () => {
    await page.getByLabel('Tipo de remessa').selectOption({ label: 'Mensalidade' });
    await page.waitForURL(/tipo=1/);
  });
  figures.filterAll = await interaction(async () => {
    await page.getByLabel('Tipo de remessa').selectOption({ label: 'Todos os tipos' });
    await page.waitForURL((url) => !url.search.includes('tipo='));
  });
  figures.monthCounts = [count, secondCount];
  await context.close();
  return figures;
}

const runs = [];
try {
  for (let index = 0; index < RUNS; index++) runs.push(await run());
} finally {
  await browser.close();
  await live.close();
  await modules.close();
}

const med = (pick) => median(runs.map(pick));
const rows = [
  ['Arrecadação: from the answer to the screen usable', med((r) => r.usable), BUDGET.usableMs],
  ['… from the click on the header link', med((r) => r.sinceClick)],
  ['… longest block meanwhile', med((r) => r.openBlock)],
  ['a month chosen in the chart (the busiest)', med((r) => r.chartMonth), BUDGET.eventMs],
  ['a month chosen in the table', med((r) => r.tableMonth), BUDGET.eventMs],
  ['Tipo de remessa: Mensalidade', med((r) => r.filter), BUDGET.eventMs],
  ['Tipo de remessa: Todos os tipos', med((r) => r.filterAll), BUDGET.eventMs],
];
console.log(
  `\nArrecadação with ${REMESSAS} remessas, CPU ${CPU_SLOWDOWN}× slower, over ${BENCH_PROTOCOLS[live.protocol].label}, median of ${RUNS} (longest event = INP's figure):`,
);
console.log(`  (sign-in and /listas, every run: ${[...new Set(runs.map((run) => run.served))].join('; ')})`);
console.log(`  (answer → usable, each run: ${runs.map((run) => ms(run.usable).trim()).join(', ')};`);
console.log(`   the months chosen listed ${runs[0].monthCounts.join(' and ')} remessas)`);
printFigures(rows);
