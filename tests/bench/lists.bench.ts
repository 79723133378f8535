// /listas with 10,000 associates (scenario grande) on the demo build, median of 5 runs (README,
// Benchmarks): page size MAX, scrolling it, a search, Exportar Associados, the CSV builder on 50,000
// rows and Exportar pagantes of 10,000 payers, each to the frame painted after it (a frame, then a task).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { DEMO_DATABASE } from '@mocks/demo-store';
import { signIn } from '../../scripts/lib/browser';
import { demoBench as test, medianOf, ms, repeat, timeFrom, withinBudget, worstBetween } from './fixtures';

const RUNS = 5;
const BUDGET = { maxPanelMs: 150, export50kMs: 1000, longestBlockMs: 200 };
const root = process.cwd();
/** Every associate of the scenario, as one search body. */
const EVERYONE = { descricao: '', filtros: [], numPage: 1, numRows: 10_000 };
/** The remessa the payers' export reads: added to the demo's saved data, as a change since its seed. */
const BIG_REMESSA_ID = 9001;
const PAYERS = 10_000;

/** A module of the panel's own code the page can import for the 50,000-row run (the demo's chunks have hashed names). */
async function buildBenchModule(outDir: string) {
  const benchDir = join(outDir, 'bench');
  mkdirSync(benchDir, { recursive: true });
  const entry = join(benchDir, 'entry.ts');
  writeFileSync(
    entry,
    [
      `export { buildAssociadosCsv } from '${root}/src/features/associados/associados-csv.ts';`,
      `export { csvBlob } from '${root}/src/utils/csv.ts';`,
      // What the demo's contract check (mock mode only) runs on every search answer.
      `export { BuscarAssociadosResponse } from '${root}/src/generated/zod/associados/associados.zod.ts';`,
    ].join('\n'),
  );
  await build({
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': join(root, 'src') } },
    build: {
      outDir: benchDir,
      emptyOutDir: false,
      lib: { entry, formats: ['es'], fileName: () => 'associados-csv.js' },
      minify: true,
    },
  });
}
/** What the page imports from /bench/associados-csv.js. */
interface BenchModule {
  buildAssociadosCsv: (rows: unknown[]) => Promise<string>;
  csvBlob: (csv: string) => Blob;
  BuscarAssociadosResponse: { safeParse: (answer: unknown) => unknown };
}
/** The bench module, in the page's window.bench.csv (a string: the test's transform would rewrite an import() in a function). */
const loadBenchModule = (page: Page) =>
  page.evaluate("import('/bench/associados-csv.js').then((module) => { window.bench.csv = module; })");

const pagerReport = (page: Page) =>
  page.getByRole('navigation', { name: 'Paginação dos associados' }).locator('.list-pager__report');

/** The last search: when its answer was on the main thread, and the mock's time and simulated latency. */
const lastSearch = (page: Page) =>
  page.evaluate(() => {
    const mock = performance.getEntriesByName('mock:buscarAssociados').at(-1) as PerformanceMeasure | undefined;
    return {
      answeredAt: window.probes.calls.filter((call) => call.url.includes('/api/associados/busca')).at(-1)!.end,
      mockMs: mock?.duration ?? 0,
      latency: (mock?.detail as { simulatedLatency?: number } | undefined)?.simulatedLatency ?? 0,
    };
  });

async function measureSearch(page: Page) {
  const input = page.getByLabel('Pesquisar associados');
  await input.fill('Silva');
  const before = await page.evaluate(() => window.probes.calls.length);
  const { start, end } = await timeFrom(
    page,
    'keydown',
    (before) =>
      window.probes.calls.length > before && document.querySelector('.ui-table')?.getAttribute('aria-busy') === 'false',
    before,
    () => input.press('Enter'),
  );
  const search = await lastSearch(page);
  if ((await page.getByRole('table', { name: 'Associados' }).locator('tbody tr').count()) === 0)
    throw new Error('A pesquisa não trouxe linhas.');
  return { total: end - start, latency: search.latency, afterResponse: end - search.answeredAt, mockMs: search.mockMs };
}

async function clearSearch(page: Page) {
  const input = page.getByLabel('Pesquisar associados');
  await input.fill('');
  await input.press('Enter');
  await page.waitForFunction(() => !location.search.includes('q='));
  await pagerReport(page).filter({ hasText: '1–10 de 10000' }).waitFor();
}

async function measureMax(page: Page) {
  // The page size's native <select>, focused; typing M picks MAX.
  await page.getByLabel('Itens por página', { exact: true }).focus();
  const { start, end } = await timeFrom(
    page,
    'change',
    () =>
      document.querySelector('.list-pager__report')?.textContent === '1–10000 de 10000' &&
      document.querySelectorAll('.ui-table__scroll--virtual tbody tr').length > 10,
    undefined,
    () => page.keyboard.type('M'),
  );
  const search = await lastSearch(page);
  const longest = (await worstBetween(page, start, end)).block;
  // The demo's contract check of a 10,000-row answer (mock mode only; the live build has none).
  await loadBenchModule(page);
  const contractCheck = await page.evaluate(async (body) => {
    const { BuscarAssociadosResponse } = window.bench.csv as BenchModule;
    const answer: unknown = JSON.parse(await window.probes.api('/api/associados/busca', body));
    const start = performance.now();
    BuscarAssociadosResponse.safeParse(answer);
    return performance.now() - start;
  }, EVERYONE);
  return {
    total: end - start,
    latency: search.latency,
    afterResponse: end - search.answeredAt,
    mockMs: search.mockMs,
    contractCheck,
    longest,
  };
}

/** Jumps through the MAX table: time from each scroll to the new rows painted, and the longest block. */
const measureScroll = (page: Page) => page.evaluate(() => window.probes.scrollSteps([0.1, 0.35, 0.6, 0.85, 0.999]));

/** A button that downloads a file: click → the file's Blob ready, the longest block meanwhile, its lines. */
async function measureDownload(page: Page, button: string) {
  await page.evaluate(() => {
    window.probes.download = undefined;
    document.addEventListener('click', () => (window.bench.clickedAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const figures = await page.evaluate(() => {
    const clickedAt = window.bench.clickedAt as number;
    const { readyAt, size } = window.probes.download!;
    const read = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (entry) => entry.name.includes('/api/associados/busca') && entry.startTime >= clickedAt,
    );
    return {
      total: readyAt - clickedAt,
      fetch: read ? read.responseEnd - clickedAt : NaN,
      longest: window.probes.longestBlock(clickedAt, readyAt),
      size,
    };
  });
  await page.getByRole('button', { name: button }).waitFor();
  const text = readFileSync(await download.path(), 'utf-8');
  return { ...figures, text, lines: text.split('\r\n').length - 2 };
}

async function measureExport10k(page: Page) {
  const { text: _csv, lines, ...figures } = await measureDownload(page, 'Exportar Associados');
  if (lines !== 10_000) throw new Error(`A exportação deveria ter 10.000 linhas, tem ${lines}.`);
  return figures;
}

/** The CSV builder alone, in the page, on 50,000 associates (the 10,000 of the mock, five times). */
async function measureExport50k(page: Page) {
  await loadBenchModule(page);
  return page.evaluate(async (body) => {
    const { buildAssociadosCsv, csvBlob } = window.bench.csv as BenchModule;
    const { data } = JSON.parse(await window.probes.api('/api/associados/busca', body)) as {
      data: { associadoId: number; nome: string }[];
    };
    const rows = Array.from({ length: 5 }, (_, copy) =>
      data.map((row) => ({ ...row, associadoId: row.associadoId + copy * 10_000, nome: `${row.nome} ${copy}` })),
    ).flat();
    await window.probes.nextPaint();
    const start = performance.now();
    const blob = csvBlob(await buildAssociadosCsv(rows));
    const end = performance.now();
    await window.probes.nextPaint();
    return { total: end - start, longest: window.probes.longestBlock(start, end), size: blob.size };
  }, EVERYONE);
}

/**
 * Gives the demo a remessa in Erro no envio with every associate of the scenario as a payer (refused,
 * sent and paid in turn, with their payment ids), written where the demo keeps what changed since its
 * seed (mocks/demo-store.ts), and opens its page: its data is the demo's own from then on.
 */
async function openBigRemessa(page: Page, baseUrl: string) {
  await page.evaluate(
    async ({ database, remessaId, payers }) => {
      const statuses = [3, 4, 3, 5];
      const paidAt = new Date().toISOString();
      const remessa = {
        remessaId,
        descricao: 'Anuidade – bench de 10.000 pagantes',
        observacao: 'Avulsa',
        paragrafoPersonalizado: '',
        tipoRemessa: { tipoRemessaId: 4, tipoRemessaNome: 'Avulsa' },
        // Erro no envio, as its refused payers say: a page that does not refresh itself meanwhile.
        situacaoRemessa: { situacaoRemessaId: 5, situacaoRemessaNome: 'Erro no envio' },
        dataVencimento: paidAt.slice(0, 10),
        valorRemessa: 380.9,
        tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
        msgReenvio: null,
      };
      const vinculos = Array.from({ length: payers }, (_, index) => {
        const situacaoRemessaId = statuses[index % statuses.length]!;
        return {
          remessaId,
          associadoId: index + 1,
          situacaoRemessaId,
          valorPagamento: 380.9,
          dataPagamento: situacaoRemessaId === 4 ? paidAt : null,
          pagamentoGiroId: situacaoRemessaId === 5 ? null : `GIRO${remessaId}${String(index + 1).padStart(5, '0')}`,
        };
      });
      const idb = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(database);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const transaction = idb.transaction('alteracoes', 'readwrite');
      // One save: the remessa and its payers, as the demo saves what calls wrote.
      transaction.objectStore('alteracoes').add([
        { colecao: 'remessas', chave: String(remessaId), registro: remessa },
        ...vinculos.map((registro) => ({
          colecao: 'vinculos',
          chave: `${remessaId}:${registro.associadoId}`,
          registro,
        })),
      ]);
      await new Promise((resolve, reject) => {
        transaction.oncomplete = resolve;
        transaction.onerror = () => reject(transaction.error);
      });
      idb.close();
    },
    { database: DEMO_DATABASE, remessaId: BIG_REMESSA_ID, payers: PAYERS },
  );
  const start = Date.now();
  await page.goto(`${baseUrl}/remessas/info/${BIG_REMESSA_ID}`);
  await page.getByRole('table', { name: 'Associados da remessa' }).waitFor({ timeout: 60_000 });
  return Date.now() - start;
}

/** Exportar pagantes on the remessa of 10,000 (the page's rows: nothing is read for it). */
async function measurePagantes(page: Page, baseUrl: string) {
  const open = await openBigRemessa(page, baseUrl);
  const { text, lines, ...figures } = await measureDownload(page, 'Exportar pagantes');
  if (lines !== PAYERS) throw new Error(`A exportação de pagantes deveria ter ${PAYERS} linhas, tem ${lines}.`);
  if (!text.includes(`/cobranca/GIRO${BIG_REMESSA_ID}`)) throw new Error('A exportação de pagantes não tem os links.');
  return { ...figures, open };
}

test('/listas with 10,000 associates', async ({ demo, freshPage }) => {
  const baseUrl = demo.url;
  await buildBenchModule(demo.dir);
  const runs = await repeat(RUNS, async (run) => {
    const { context, page } = await freshPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await signIn(page, `${baseUrl}/?cenario=grande`);
    const report = await pagerReport(page).textContent();
    if (report !== '1–10 de 10000') throw new Error(`O cenário grande deveria listar 10.000 associados: "${report}".`);
    const search = await measureSearch(page);
    await clearSearch(page);
    const max = await measureMax(page);
    const scroll = await measureScroll(page);
    const export10k = await measureExport10k(page);
    const export50k = await measureExport50k(page);
    const pagantes = await measurePagantes(page, baseUrl);
    if (errors.length) throw new Error(`Erros na página: ${errors.join(' | ')}`);
    await context.close();
    console.log(
      `  run ${run}: MAX ${ms(max.total)} (latency ${max.latency} ms) · scroll ${ms(scroll.worst)} · search ${ms(search.total)} (latency ${search.latency} ms) · export 10k ${ms(export10k.total)} · 50k ${ms(export50k.total)} · payers 10k ${ms(pagantes.total)}`,
    );
    return { search, max, scroll, export10k, export50k, pagantes };
  });
  const m = medianOf(runs);
  // The panel's own share: from the answer on the main thread to the rows painted. The demo's contract
  // check (mock mode only) runs after the panel has the answer, in the background (mocks/contract-guard.ts);
  // the mock answering in the page is not the panel's either.
  const maxPanel = m((run) => run.max.afterResponse);
  const export50k = m((run) => run.export50k.total);
  const export50kBlock = m((run) => run.export50k.longest);
  const export10kBlock = m((run) => run.export10k.longest);
  const pagantesBlock = m((run) => run.pagantes.longest);
  const mb = (pick: (run: (typeof runs)[number]) => number) => `${(m(pick) / 1e6).toFixed(1)} MB`;
  const lines = [
    `\n/listas with 10,000 associates (scenario grande), headless Chromium, median of ${RUNS}:`,
    `  Page size MAX → 10,000 rows painted:       ${ms(m((run) => run.max.total))} choice to paint, ${ms(m((run) => run.max.total - run.max.latency))} without the simulated latency`,
    `      the mock answering in the page: ${ms(m((run) => run.max.mockMs))}; from the answer on the main thread to paint, the panel (parse, render, paint): ${ms(maxPanel)} (budget ${BUDGET.maxPanelMs} ms)`,
    `      the demo's contract check of the answer, after the panel has it, in the background: ${ms(m((run) => run.max.contractCheck))}`,
    `      longest main-thread block ${ms(m((run) => run.max.longest))} (the mock's work and the panel's render together)`,
    `  Scrolling the MAX table → rows painted:    ${ms(m((run) => run.scroll.worst))} worst of 5 jumps; longest block ${ms(m((run) => run.scroll.block))}`,
    `  Search (Enter) → rows painted:             ${ms(m((run) => run.search.total))} click to paint, ${ms(m((run) => run.search.total - run.search.latency))} without the simulated latency`,
    `      after the response arrived ${ms(m((run) => run.search.afterResponse))} (typing waits 1200 ms before searching, by design)`,
    `  Export 10,000 (button → file ready):       ${ms(m((run) => run.export10k.total))}; fetching ${ms(m((run) => run.export10k.fetch))}; longest block ${ms(export10kBlock)} (budget ${BUDGET.longestBlockMs} ms); ${mb((run) => run.export10k.size)}`,
    `  Export 50,000 (CSV builder → Blob):        ${ms(export50k)} (budget ${BUDGET.export50kMs} ms); longest block ${ms(export50kBlock)} (budget ${BUDGET.longestBlockMs} ms); ${mb((run) => run.export50k.size)}`,
    `  Exportar pagantes, 10,000 payers (button → file ready): ${ms(m((run) => run.pagantes.total))}; longest block ${ms(pagantesBlock)} (budget ${BUDGET.longestBlockMs} ms); ${mb((run) => run.pagantes.size)}`,
    `      (the remessa page with 10,000 payers opened in ${ms(m((run) => run.pagantes.open))})`,
  ];
  console.log(lines.join('\n'));
  withinBudget('Page size MAX, the panel', maxPanel, BUDGET.maxPanelMs);
  withinBudget('Export 50,000', export50k, BUDGET.export50kMs);
  withinBudget('Export 10,000, longest block', export10kBlock, BUDGET.longestBlockMs);
  withinBudget('Export 50,000, longest block', export50kBlock, BUDGET.longestBlockMs);
  withinBudget('Exportar pagantes, longest block', pagantesBlock, BUDGET.longestBlockMs);
});
