// Speed of the mock backend in the browser, scenario "grande" (10,000 associates, 1,000 users,
// 500 remessas): seeding it (build + load, budget 1 s) and answering the first list page after it
// (budget 300 ms). Median of 5 runs, each in a fresh headless Chromium profile (scripts/lib/browser.ts).
// Usage: npm run bench:mock (builds a demo into BENCH_OUT_DIR, a temporary folder by default;
// --no-build reuses it).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ms } from './lib/figures.mjs';
import { startModuleRunner } from './lib/vite-runner.mjs';
import { serveDemoBuild } from './lib/demo-build.mjs';

const RUNS = 5;
const SEED_BUDGET_MS = 1000;
const FIRST_PAGE_BUDGET_MS = 300;
const outDir = process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'painel-bench-mock');

// The browser journeys' own launcher, so the bench runs Chromium exactly as the tests do.
const modules = await startModuleRunner();
const { launchBrowser } = await modules.import('/scripts/lib/browser.ts');
const { SEEDING_MEASURE } = await modules.import('/mocks/persistence.ts');
const { DEMO_CREDENTIALS } = await modules.import('/mocks/db/seed.ts');
const { SESSION_STORAGE_KEY } = await modules.import('/src/lib/auth/session-store.ts');

const { server, baseUrl } = await serveDemoBuild(outDir);
const browser = await launchBrowser();

async function measureOnce() {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/?cenario=grande`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    const seedMs = await page.evaluate((name) => performance.getEntriesByName(name)[0]?.duration, SEEDING_MEASURE);
    await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/listas**');
    const firstPage = await page.waitForFunction(() => {
      const [measure] = performance.getEntriesByName('mock:buscarAssociados');
      const [request] = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/associados/busca'));
      if (!measure || !request || request.responseEnd === 0) return null;
      return {
        mockMs: measure.duration,
        simulatedLatency: measure.detail.simulatedLatency,
        requestMs: request.responseEnd - request.startTime,
      };
    });
    const { mockMs, simulatedLatency, requestMs } = await firstPage.jsonValue();
    const totalAssociados = await page.evaluate(async (sessionKey) => {
      const session = JSON.parse(localStorage.getItem(sessionKey) ?? '{}');
      const response = await fetch('/api/associados/busca', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify({ descricao: '', filtros: [], numPage: 1, numRows: 1 }),
      });
      return (await response.json()).total;
    }, SESSION_STORAGE_KEY);
    return { seedMs, mockMs, requestMs, panelMs: requestMs - simulatedLatency, simulatedLatency, totalAssociados };
  } finally {
    await context.close();
  }
}

try {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await measureOnce();
    if (result.totalAssociados !== 10_000)
      throw new Error(`O cenário grande deveria ter 10.000 associados, tem ${result.totalAssociados}.`);
    runs.push(result);
    console.log(
      `  run ${run}: seed ${ms(result.seedMs)}   first page: mock ${ms(result.mockMs)}, request ${ms(result.requestMs)} (${result.simulatedLatency} ms of it simulated latency)`,
    );
  }
  const seed = median(runs.map((run) => run.seedMs));
  const firstPage = median(runs.map((run) => run.mockMs));
  const panel = median(runs.map((run) => run.panelMs));
  console.log(`\nMock backend, scenario grande, headless Chromium, median of ${RUNS}:`);
  console.log(`  Seeding (build + load):                  ${ms(seed)} (budget ${SEED_BUDGET_MS} ms)`);
  console.log(`  First list page (search + page of 10):   ${ms(firstPage)} (budget ${FIRST_PAGE_BUDGET_MS} ms)`);
  console.log(`  First list page through the worker, without the simulated latency: ${ms(panel)}`);
  if (seed > SEED_BUDGET_MS || firstPage > FIRST_PAGE_BUDGET_MS || panel > FIRST_PAGE_BUDGET_MS) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  await modules.close();
}
