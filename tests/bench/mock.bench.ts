// Speed of the mock backend in the browser, scenario "grande" (10,000 associates, 1,000 users,
// 500 remessas): seeding it (build + load, budget 1 s) and answering the first list page after it
// (budget 300 ms). Median of 5 runs, each in a fresh profile: `npm run bench:mock` (README, Benchmarks).
import { SEEDING_MEASURE } from '@mocks/persistence';
import { signIn } from '../../scripts/lib/browser';
import { demoBench as test, medianOf, ms, repeat, withinBudget } from './fixtures';

const RUNS = 5;
const SEED_BUDGET_MS = 1000;
const FIRST_PAGE_BUDGET_MS = 300;

test('the mock backend, scenario grande', async ({ demo, freshPage }) => {
  const runs = await repeat(RUNS, async (run) => {
    const { context, page } = await freshPage();
    await page.goto(`${demo.url}/?cenario=grande`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    const seedMs = await page.evaluate((name) => performance.getEntriesByName(name)[0]!.duration, SEEDING_MEASURE);
    await signIn(page);
    const first = await page.evaluate(async () => {
      const [measure] = performance.getEntriesByName('mock:buscarAssociados') as PerformanceMeasure[];
      const [request] = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/associados/busca')) as PerformanceResourceTiming[];
      const body = { descricao: '', filtros: [], numPage: 1, numRows: 1 };
      return {
        mockMs: measure!.duration,
        latency: (measure!.detail as { simulatedLatency: number }).simulatedLatency,
        requestMs: request!.responseEnd - request!.startTime,
        total: (JSON.parse(await window.probes.api('/api/associados/busca', body)) as { total: number }).total,
      };
    });
    if (first.total !== 10_000) throw new Error(`O cenário grande deveria ter 10.000 associados, tem ${first.total}.`);
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
  withinBudget('Seeding', seed, SEED_BUDGET_MS);
  withinBudget('First list page', firstPage, FIRST_PAGE_BUDGET_MS);
  withinBudget('First list page through the worker', panel, FIRST_PAGE_BUDGET_MS);
});
