// Speed of the mock backend in the browser, scenario "grande" (10,000 associates, 1,000 users,
// 500 remessas): seeding it (build + load, budget 1 s) and answering the first list page after it
// (budget 300 ms). Median of 5 runs, each in a fresh headless Chromium profile.
// Usage: npm run bench:mock (builds a demo into BENCH_OUT_DIR, a temporary folder by default;
// --no-build reuses it).
import { SEEDING_MEASURE } from '@mocks/persistence';
import { medianOf, ms, onDemo, probedPage, repeat } from './harness';
import { signIn } from '../lib/browser';

const RUNS = 5;
const SEED_BUDGET_MS = 1000;
const FIRST_PAGE_BUDGET_MS = 300;

await onDemo('mock', async ({ baseUrl, browser }) => {
  const runs = await repeat(RUNS, async (run) => {
    const { context, page } = await probedPage(browser);
    await page.goto(`${baseUrl}/?cenario=grande`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    const seedMs = await page.evaluate((name) => performance.getEntriesByName(name)[0]!.duration, SEEDING_MEASURE);
    await signIn(page);
    const first = await page.evaluate(() => {
      const [measure] = performance.getEntriesByName('mock:buscarAssociados') as PerformanceMeasure[];
      const [request] = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/associados/busca')) as PerformanceResourceTiming[];
      return {
        mockMs: measure!.duration,
        latency: (measure!.detail as { simulatedLatency: number }).simulatedLatency,
        requestMs: request!.responseEnd - request!.startTime,
      };
    });
    const { total } = JSON.parse(
      await page.evaluate(() =>
        window.probes.api('/api/associados/busca', { descricao: '', filtros: [], numPage: 1, numRows: 1 }),
      ),
    ) as { total: number };
    if (total !== 10_000) throw new Error(`O cenário grande deveria ter 10.000 associados, tem ${total}.`);
    await context.close();
    console.log(
      `  run ${run}: seed ${ms(seedMs)}   first page: mock ${ms(first.mockMs)}, request ${ms(first.requestMs)} (${first.latency} ms of it simulated latency)`,
    );
    return { seedMs, ...first, panelMs: first.requestMs - first.latency };
  });
  const m = medianOf(runs);
  const [seed, firstPage, panel] = [m((r) => r.seedMs), m((r) => r.mockMs), m((r) => r.panelMs)];
  console.log(`\nMock backend, scenario grande, headless Chromium, median of ${RUNS}:`);
  console.log(`  Seeding (build + load):                  ${ms(seed)} (budget ${SEED_BUDGET_MS} ms)`);
  console.log(`  First list page (search + page of 10):   ${ms(firstPage)} (budget ${FIRST_PAGE_BUDGET_MS} ms)`);
  console.log(`  First list page through the worker, without the simulated latency: ${ms(panel)}`);
  if (seed > SEED_BUDGET_MS || firstPage > FIRST_PAGE_BUDGET_MS || panel > FIRST_PAGE_BUDGET_MS) process.exitCode = 1;
});
