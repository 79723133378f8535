// Speed of /listas with 10,000 associates (mock scenario "grande") in headless Chromium, median of
// 5 runs, each in a fresh browser profile launched as the browser journeys do (scripts/lib/browser.ts):
//   - page size MAX → the 10,000 rows painted, and the panel's part of it (parse, render, paint:
//     budget 150 ms);
//   - scrolling the MAX table → rows painted at the new position;
//   - a search (Enter, which skips the 1200 ms typing pause) → rows painted;
//   - Exportar Associados with 10,000 rows → file ready, and the longest main-thread block (budget 200 ms);
//   - the CSV builder on 50,000 rows in the page → Blob ready (budget 1 s) and the longest block
//     (budget 200 ms);
//   - Exportar pagantes of a remessa with 10,000 payers (every associate of the scenario, with
//     boletos and payments) → file ready, and the longest main-thread block (budget 200 ms).
// "Painted" is the first frame after the DOM shows the rows (requestAnimationFrame, then a task).
// Usage: npm run bench:lists (builds a demo into BENCH_OUT_DIR, /tmp/b-demo by default; --no-build
// reuses it).
/* global window, document, location, XMLHttpRequest, requestAnimationFrame, indexedDB -- functions passed to page.evaluate run in the page */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { median, ms } from './lib/figures.mjs';
import { startModuleRunner } from './lib/vite-runner.mjs';
import { serveDemoBuild } from './lib/demo-build.mjs';

const RUNS = 5;
const BUDGET = { maxPanelMs: 150, export50kMs: 1000, longestBlockMs: 200 };
const outDir = resolve(process.env.BENCH_OUT_DIR ?? '/tmp/b-demo');
const root = process.cwd();

const { server, baseUrl } = await serveDemoBuild(outDir);

// The CSV builder as a module the page can import, for the 50,000-row run (the demo's own chunks
// have hashed names and no exports to reach).
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

const modules = await startModuleRunner();
const { launchBrowser } = await modules.import('/scripts/lib/browser.ts');
const { DEMO_CREDENTIALS } = await modules.import('/mocks/db/seed.ts');
const { SESSION_STORAGE_KEY } = await modules.import('/src/lib/auth/session-store.ts');
const { DEMO_DATABASE } = await modules.import('/mocks/demo-store.ts');

const browser = await launchBrowser();

/** In every page: long tasks (main-thread blocks over 50 ms) and the moment a download Blob is ready. */
function installProbes() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => {
    window.__blobReadyAt = performance.now();
    window.__blobSize = blob.size;
    return createObjectURL(blob);
  };
  // When each search answer is fully on the main thread (before the panel parses it).
  window.__answers = [];
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (String(url).includes('/api/associados/busca'))
      this.addEventListener('loadend', () => window.__answers.push(performance.now()));
    return open.call(this, method, url, ...rest);
  };
  // Helpers the measurements share.
  window.__nextPaint = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
  window.__longestBlock = (start, end) =>
    Math.max(
      0,
      ...window.__longTasks
        .filter((task) => task.start + task.duration >= start && task.start <= end)
        .map((task) => task.duration),
    );
  window.__searches = () =>
    performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/associados/busca'));
}

/** Resolves (in the page) when `condition()` holds, at the next painted frame. */
function waitForPaint(condition) {
  return new Promise((resolve) => {
    const check = () => (condition() ? window.__nextPaint().then(resolve) : requestAnimationFrame(check));
    check();
  });
}

const pagerReport = (page) =>
  page.getByRole('navigation', { name: 'Paginação dos associados' }).locator('.list-pager__report');

async function signIn(page) {
  await page.goto(`${baseUrl}/?cenario=grande`);
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/listas**');
  await page.getByRole('table', { name: 'Associados' }).waitFor();
  const report = await pagerReport(page).textContent();
  if (report !== '1–10 de 10000') throw new Error(`O cenário grande deveria listar 10.000 associados: "${report}".`);
}

/** The last search request and what the mock says about it (time spent, simulated latency). */
const lastSearch = (page) =>
  page.evaluate(() => {
    const mock = performance.getEntriesByName('mock:buscarAssociados').at(-1);
    return {
      answeredAt: window.__answers.at(-1),
      mockMs: mock?.duration ?? 0,
      latency: mock?.detail?.simulatedLatency ?? 0,
    };
  });

async function measureSearch(page) {
  const input = page.getByLabel('Pesquisar associados');
  await input.fill('Silva');
  const before = await page.evaluate(() => window.__searches().length);
  await page.evaluate(
    ({ before, waitForPaintSource }) => {
      const waitForPaint = new Function(`return (${waitForPaintSource})`)();
      window.__result = new Promise((resolve) => {
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.key !== 'Enter') return;
            const start = performance.now();
            waitForPaint(
              () =>
                window.__searches().length > before &&
                window.__searches().at(-1).responseEnd > 0 &&
                document.querySelector('.ui-table')?.getAttribute('aria-busy') === 'false',
            ).then((end) => resolve({ start, end }));
          },
          { capture: true, once: true },
        );
      });
    },
    { before, waitForPaintSource: waitForPaint.toString() },
  );
  await input.press('Enter');
  const { start, end } = await page.evaluate(() => window.__result);
  const search = await lastSearch(page);
  const rows = await page.getByRole('table', { name: 'Associados' }).locator('tbody tr').count();
  if (rows === 0) throw new Error('A pesquisa não trouxe linhas.');
  return { total: end - start, latency: search.latency, afterResponse: end - search.answeredAt, mockMs: search.mockMs };
}

async function clearSearch(page) {
  const input = page.getByLabel('Pesquisar associados');
  await input.fill('');
  await input.press('Enter');
  await page.waitForFunction(() => !location.search.includes('q='));
  await pagerReport(page).filter({ hasText: '1–10 de 10000' }).waitFor();
}

async function measureMax(page) {
  // The page size's select (the kit's native <select>), focused; typing M picks MAX.
  await page.getByLabel('Itens por página', { exact: true }).focus();
  await page.evaluate((waitForPaintSource) => {
    const waitForPaint = new Function(`return (${waitForPaintSource})`)();
    window.__result = new Promise((resolve) => {
      document.addEventListener(
        'change',
        () => {
          const start = performance.now();
          waitForPaint(() => {
            const report = document.querySelector('.list-pager__report')?.textContent;
            return (
              report === '1–10000 de 10000' &&
              document.querySelectorAll('.ui-table__scroll--virtual tbody tr').length > 10
            );
          }).then((end) => resolve({ start, end }));
        },
        { capture: true, once: true },
      );
    });
  }, waitForPaint.toString());
  await page.keyboard.type('M');
  const { start, end } = await page.evaluate(() => window.__result);
  const search = await lastSearch(page);
  const longest = await page.evaluate(({ start, end }) => window.__longestBlock(start, end), { start, end });
  const contractCheck = await measureContractCheck(page);
  return {
    total: end - start,
    latency: search.latency,
    afterResponse: end - search.answeredAt,
    mockMs: search.mockMs,
    contractCheck,
    longest,
  };
}

/** The demo's contract check of a 10,000-row answer (mock mode only; the live build has none). */
function measureContractCheck(page) {
  return page.evaluate(async (sessionKey) => {
    const { BuscarAssociadosResponse } = await import('/bench/associados-csv.js');
    const { accessToken } = JSON.parse(localStorage.getItem(sessionKey) ?? '{}');
    const response = await fetch('/api/associados/busca', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ descricao: '', filtros: [], numPage: 1, numRows: 10_000 }),
    });
    const answer = await response.json();
    const start = performance.now();
    BuscarAssociadosResponse.safeParse(answer);
    return performance.now() - start;
  }, SESSION_STORAGE_KEY);
}

/** Jumps through the MAX table: time from each scroll to the new rows painted, and the longest block. */
async function measureScroll(page) {
  return page.evaluate(async () => {
    const scroller = document.querySelector('.ui-table__scroll--virtual');
    const firstRowText = () => scroller.querySelector('tbody tr')?.textContent;
    const times = [];
    const start = performance.now();
    for (const fraction of [0.1, 0.35, 0.6, 0.85, 0.999]) {
      const before = firstRowText();
      const scrolledAt = performance.now();
      scroller.scrollTop = fraction * (scroller.scrollHeight - scroller.clientHeight);
      await new Promise((resolve) => {
        const check = () =>
          firstRowText() !== before ? window.__nextPaint().then(resolve) : requestAnimationFrame(check);
        check();
      });
      times.push(performance.now() - scrolledAt);
    }
    return { worst: Math.max(...times), longest: window.__longestBlock(start, performance.now()) };
  });
}

async function measureExport10k(page) {
  const button = page.getByRole('button', { name: 'Exportar Associados' });
  const before = await page.evaluate(() => window.__searches().length);
  await page.evaluate(() => {
    window.__blobReadyAt = undefined;
    document.addEventListener('click', () => (window.__exportStart = performance.now()), { capture: true, once: true });
  });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const result = await page.evaluate((before) => {
    const request = window.__searches()[before];
    return {
      total: window.__blobReadyAt - window.__exportStart,
      fetch: request.responseEnd - window.__exportStart,
      longest: window.__longestBlock(window.__exportStart, window.__blobReadyAt),
      size: window.__blobSize,
    };
  }, before);
  await button.waitFor();
  const lines = (await import('node:fs')).readFileSync(await download.path(), 'utf-8').split('\r\n').length - 2;
  if (lines !== 10_000) throw new Error(`A exportação deveria ter 10.000 linhas, tem ${lines}.`);
  return result;
}

/** The CSV builder alone, in the page, on 50,000 associates (the 10,000 of the mock, five times). */
async function measureExport50k(page) {
  return page.evaluate(async (sessionKey) => {
    const { buildAssociadosCsv, csvBlob } = await import('/bench/associados-csv.js');
    const { accessToken } = JSON.parse(localStorage.getItem(sessionKey) ?? '{}');
    const response = await fetch('/api/associados/busca', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ descricao: '', filtros: [], numPage: 1, numRows: 10_000 }),
    });
    const { data } = await response.json();
    const rows = Array.from({ length: 5 }, (_, copy) =>
      data.map((row) => ({ ...row, associadoId: row.associadoId + copy * 10_000, nome: `${row.nome} ${copy}` })),
    ).flat();
    await window.__nextPaint();
    const start = performance.now();
    const blob = csvBlob(await buildAssociadosCsv(rows));
    const end = performance.now();
    await window.__nextPaint();
    return { rows: rows.length, total: end - start, longest: window.__longestBlock(start, end), size: blob.size };
  }, SESSION_STORAGE_KEY);
}

/** The remessa the payers' export reads: added to the demo's saved data, as a change since its seed. */
const BIG_REMESSA_ID = 9001;
const PAYERS = 10_000;

/**
 * Gives the demo a remessa in Erro no envio with every associate of the scenario as a payer (refused,
 * sent and paid in turn, with their payment ids), through the changes the demo keeps in this
 * browser, and opens its page: its data is the demo's own from then on.
 */
async function openBigRemessa(page) {
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
        const situacaoRemessaId = statuses[index % statuses.length];
        return {
          remessaId,
          associadoId: index + 1,
          situacaoRemessaId,
          valorPagamento: 380.9,
          dataPagamento: situacaoRemessaId === 4 ? paidAt : null,
          pagamentoGiroId: situacaoRemessaId === 5 ? null : `GIRO${remessaId}${String(index + 1).padStart(5, '0')}`,
        };
      });
      // Written where the demo keeps what changed since its seed (mocks/demo-store.ts).
      const opening = indexedDB.open(database);
      const idb = await new Promise((resolve, reject) => {
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

/** Exportar pagantes on the remessa of 10,000 (the page's rows: nothing is read for it): button → file ready, the longest block. */
async function measurePagantes(page) {
  const open = await openBigRemessa(page);
  const button = page.getByRole('button', { name: 'Exportar pagantes' });
  await page.evaluate(() => {
    window.__blobReadyAt = undefined;
    document.addEventListener('click', () => (window.__exportStart = performance.now()), { capture: true, once: true });
  });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const result = await page.evaluate(() => ({
    total: window.__blobReadyAt - window.__exportStart,
    longest: window.__longestBlock(window.__exportStart, window.__blobReadyAt),
    size: window.__blobSize,
  }));
  await button.waitFor();
  const text = (await import('node:fs')).readFileSync(await download.path(), 'utf-8');
  const lines = text.split('\r\n').length - 2;
  if (lines !== PAYERS) throw new Error(`A exportação de pagantes deveria ter ${PAYERS} linhas, tem ${lines}.`);
  if (!text.includes(`/cobranca/GIRO${BIG_REMESSA_ID}`)) throw new Error('A exportação de pagantes não tem os links.');
  return { ...result, open };
}

async function measureOnce() {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  try {
    await signIn(page);
    const search = await measureSearch(page);
    await clearSearch(page);
    const max = await measureMax(page);
    const scroll = await measureScroll(page);
    const export10k = await measureExport10k(page);
    const export50k = await measureExport50k(page);
    const pagantes = await measurePagantes(page);
    if (errors.length) throw new Error(`Erros na página: ${errors.join(' | ')}`);
    return { search, max, scroll, export10k, export50k, pagantes };
  } finally {
    await context.close();
  }
}

try {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await measureOnce();
    runs.push(result);
    console.log(
      `  run ${run}: MAX ${ms(result.max.total)} (latency ${result.max.latency} ms) · scroll ${ms(result.scroll.worst)} · search ${ms(result.search.total)} (latency ${result.search.latency} ms) · export 10k ${ms(result.export10k.total)} · 50k ${ms(result.export50k.total)} · payers 10k ${ms(result.pagantes.total)}`,
    );
  }
  const m = (pick) => median(runs.map(pick));
  const maxWithoutLatency = m((run) => run.max.total - run.max.latency);
  // The panel's own share: from the answer on the main thread to the rows painted. The demo's contract
  // check (mock mode only) runs after the panel has the answer, in the background (mocks/contract-guard.ts);
  // the mock answering in the page is not the panel's either.
  const maxPanel = m((run) => run.max.afterResponse);
  const export50k = m((run) => run.export50k.total);
  const export50kBlock = m((run) => run.export50k.longest);
  const export10kBlock = m((run) => run.export10k.longest);
  const pagantesBlock = m((run) => run.pagantes.longest);
  console.log(`\n/listas with 10,000 associates (scenario grande), headless Chromium, median of ${RUNS}:`);
  console.log(
    `  Page size MAX → 10,000 rows painted:       ${ms(m((run) => run.max.total))} choice to paint, ${ms(maxWithoutLatency)} without the simulated latency`,
  );
  console.log(
    `      the mock answering in the page: ${ms(m((run) => run.max.mockMs))}; from the answer on the main thread to paint, the panel (parse, render, paint): ${ms(maxPanel)} (budget ${BUDGET.maxPanelMs} ms)`,
  );
  console.log(
    `      the demo's contract check of the answer, after the panel has it, in the background: ${ms(m((run) => run.max.contractCheck))}`,
  );
  console.log(
    `      longest main-thread block ${ms(m((run) => run.max.longest))} (the mock's work and the panel's render together)`,
  );
  console.log(
    `  Scrolling the MAX table → rows painted:    ${ms(m((run) => run.scroll.worst))} worst of 5 jumps; longest block ${ms(m((run) => run.scroll.longest))}`,
  );
  console.log(
    `  Search (Enter) → rows painted:             ${ms(m((run) => run.search.total))} click to paint, ${ms(m((run) => run.search.total - run.search.latency))} without the simulated latency`,
  );
  console.log(
    `      after the response arrived ${ms(m((run) => run.search.afterResponse))} (typing waits 1200 ms before searching, by design)`,
  );
  console.log(
    `  Export 10,000 (button → file ready):       ${ms(m((run) => run.export10k.total))}; fetching ${ms(m((run) => run.export10k.fetch))}; longest block ${ms(export10kBlock)} (budget ${BUDGET.longestBlockMs} ms); ${(m((run) => run.export10k.size) / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `  Export 50,000 (CSV builder → Blob):        ${ms(export50k)} (budget ${BUDGET.export50kMs} ms); longest block ${ms(export50kBlock)} (budget ${BUDGET.longestBlockMs} ms); ${(m((run) => run.export50k.size) / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `  Exportar pagantes, 10,000 payers (button → file ready): ${ms(m((run) => run.pagantes.total))}; longest block ${ms(pagantesBlock)} (budget ${BUDGET.longestBlockMs} ms); ${(m((run) => run.pagantes.size) / 1e6).toFixed(1)} MB`,
  );
  console.log(`      (the remessa page with 10,000 payers opened in ${ms(m((run) => run.pagantes.open))})`);
  if (
    maxPanel > BUDGET.maxPanelMs ||
    export50k > BUDGET.export50kMs ||
    Math.max(export10kBlock, export50kBlock, pagantesBlock) > BUDGET.longestBlockMs
  )
    process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  await modules.close();
}
