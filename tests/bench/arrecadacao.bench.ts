// Arrecadação with 550 remessas (README, Benchmarks): CPU slowed 4×, the live build against the mock
// server, median of 5 runs each signed in on /listas: from the busca's answer to the frame with the
// table's thirteen lines and the chart's twelve bars, and the longest event of each choice on it.
import type { Page } from '@playwright/test';
import { GRANDE_SEED_SIZE, resetMockData } from '@mocks/data';
import { buildSeed } from '@mocks/db/seed';
import { mockRuntime } from '@mocks/lib/runtime';
import { interaction, liveBench as test, medianOf, ms, now, printFigures, printHeading, worstSince } from './fixtures';

const RUNS = 5;
const REMESSAS = 550;
const CPU_SLOWDOWN = 4;
const MOCK_LATENCY_MS = 250;
const BUDGET = { usableMs: 1000, eventMs: 100 };
const TABLE = 'Arrecadação por mês';

/** The table's months with the most remessas first: `[{ mes: '10/2026', count: 130 }, …]`. */
async function busiestMonths(page: Page) {
  const lines = await page.getByRole('table', { name: TABLE }).getByRole('row').allTextContents();
  return lines
    .map((text) => /^(\d{2}\/\d{4})(\d+)R\$/.exec(text.replace(/\s+/g, '')))
    .filter((match) => match !== null)
    .map((match) => ({ mes: match[1]!, count: Number(match[2]) }))
    .sort((a, b) => b.count - a.count);
}

/** The header's Arrecadação → the frame with thirteen lines and twelve bars, from the answer and from the click. */
async function openArrecadacao(page: Page) {
  await page.evaluate((table) => {
    void window.probes
      .frameWhen(
        () =>
          document.querySelectorAll(`table[aria-label="${table}"] tbody tr`).length === 13 &&
          document.querySelectorAll('figure button[aria-pressed]').length === 12,
      )
      .then((at) => (window.bench.usableAt = at));
  }, TABLE);
  const since = await now(page);
  await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Arrecadação' }).click();
  await page.waitForFunction(() => window.bench.usableAt !== undefined, undefined, { timeout: 30_000 });
  const { usable, answered } = await page.evaluate((from) => {
    const answer = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('/api/remessas/busca') && entry.startTime >= from)
      .at(-1);
    return { usable: window.bench.usableAt as number, answered: answer?.responseEnd ?? NaN };
  }, since);
  return {
    usable: usable - answered,
    sinceClick: usable - since,
    openBlock: (await worstSince(page, since)).block,
  };
}

test.use({ cpu: CPU_SLOWDOWN });

test('Arrecadação with 550 remessas', async ({ live, signedInRuns }) => {
  await resetMockData(buildSeed({ size: { ...GRANDE_SEED_SIZE, remessas: REMESSAS } }));
  mockRuntime.latency = { min: MOCK_LATENCY_MS, max: MOCK_LATENCY_MS };
  const runs = await signedInRuns(RUNS, async (page) => {
    const opening = await openArrecadacao(page);
    const [busiest, second] = await busiestMonths(page);
    const event = async (act: () => Promise<unknown>) => (await interaction(page, act)).event;
    const chartMonth = await event(async () => {
      const chart = page.getByRole('figure', { name: 'Pago e pendente por mês' });
      await chart.getByRole('button', { name: new RegExp(`^${busiest!.mes}: `) }).click();
      await page.getByRole('table', { name: `Remessas de ${busiest!.mes}` }).waitFor();
    });
    const tableMonth = await event(async () => {
      await page.getByRole('table', { name: TABLE }).getByRole('button', { name: second!.mes, exact: true }).click();
      await page.getByRole('table', { name: `Remessas de ${second!.mes}` }).waitFor();
    });
    const filter = await event(async () => {
      await page.getByLabel('Tipo de remessa').selectOption({ label: 'Mensalidade' });
      await page.waitForURL(/tipo=1/);
    });
    const filterAll = await event(async () => {
      await page.getByLabel('Tipo de remessa').selectOption({ label: 'Todos os tipos' });
      await page.waitForURL((url) => !url.search.includes('tipo='));
    });
    return { ...opening, chartMonth, tableMonth, filter, filterAll, counts: [busiest!.count, second!.count] };
  });
  const med = medianOf(runs);
  printHeading(
    live,
    `Arrecadação with ${REMESSAS} remessas, CPU ${CPU_SLOWDOWN}× slower`,
    runs,
    " (longest event = INP's figure)",
  );
  console.log(`  (answer → usable, each run: ${runs.map((run) => ms(run.usable).trim()).join(', ')};`);
  console.log(`   the months chosen listed ${runs[0]!.counts.join(' and ')} remessas)`);
  printFigures([
    ['Arrecadação: from the answer to the screen usable', med((r) => r.usable), BUDGET.usableMs],
    ['… from the click on the header link', med((r) => r.sinceClick)],
    ['… longest block meanwhile', med((r) => r.openBlock)],
    ['a month chosen in the chart (the busiest)', med((r) => r.chartMonth), BUDGET.eventMs],
    ['a month chosen in the table', med((r) => r.tableMonth), BUDGET.eventMs],
    ['Tipo de remessa: Mensalidade', med((r) => r.filter), BUDGET.eventMs],
    ['Tipo de remessa: Todos os tipos', med((r) => r.filterAll), BUDGET.eventMs],
  ]);
});
