// The association at its real size (issue 33): the demo build with the national data set
// (?cenario=nacional: 12,500 associates, a year of remessas) in headless Chromium, and the HTTP mock
// server with MOCK_CENARIO=nacional; each figure the median of 3 runs, at CPU ×1 (budgets) and ×4
// (Chromium slowed four times: what an old office PC sees; reported).
//   - loading the scenario: the first load of ?cenario=nacional in a fresh profile, to the sign-in page
//     (budget 10 s at ×1), a later load of the same profile (less than the first), and the tab's JS
//     heap after each (after a garbage collection; budget 500 MB);
//   - the mock in the page, through the service worker as the panel calls it: the mock's own work
//     (what a server's would be) on vincular of 12,500 payers (budget 300 ms), on each search the
//     panel makes (budget 200 ms: the slowest is the figure) and on reading the remessa of 12,500
//     payers (budget 300 ms); beside each, its round trip without the demo's simulated latency, the
//     main thread's CPU time (the work, which waiting for a shared computer's cores does not
//     inflate) and the longest block; and for the vincular's 8 MB, what the worker's transport alone
//     costs (the same body to an address no handler answers);
//   - the same three against the HTTP mock server, as `npm run mock:server` runs it in a process of
//     its own: its own work from its Server-Timing, and the round trip;
//   - the remessa page writing (scripts/lib/scale-page.mjs): Adicionar associado with page size MAX
//     and the whole page chosen, for this month's Mensalidade (budget 3 s at ×1), removing one
//     payer (2 s) with the whole reads it made, then the list and the remessa again right after (2 s)
//     and once the page let it go,
//     each without the demo's simulated latency (as the calls above; with it beside,
//     and the mock's part) and with its longest task (200 ms); then Iniciar envio and the page left open one
//     minute: what it read (budget 10 MB), its whole reads and its checks of the remessa's row, and
//     how long after the server each situação reached the screen (15 s);
//   - a remessa of 12,500 payers at a glance (the same script): opened from the remessas list, its
//     answer → the table usable (budget 500 ms at ×4); on a month being paid, the longest event of
//     typing a search, of choosing each situação and the worst scroll step (100 ms each at ×4); the
//     tab's heap after it and ten other remessas opened in turn (300 MB).
// Adding a figure is adding a measurement to `measurements` below: a function that does one run
// and returns its values, and the figures it returns, with their budgets.
// Usage: npm run bench:scale (builds the demo into BENCH_OUT_DIR, a temporary folder by default;
// --no-build reuses it; --only=carga,pagina,servidor,remessa,pagantes runs those measurements;
// --cpu=1 only that rate).
/* global window, document -- functions passed to page.evaluate run in the page */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './lib/figures.mjs';
import * as remessaPage from './lib/scale-page.mjs';
import { startModuleRunner } from './lib/vite-runner.mjs';
import { serveDemoBuild } from './lib/demo-build.mjs';

const RUNS = 3;
const cpuArgument = process.argv.find((arg) => arg.startsWith('--cpu='))?.slice('--cpu='.length);
const CPU_RATES = cpuArgument ? cpuArgument.split(',').map(Number) : [1, 4];
const outDir = process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'painel-bench-scale');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

const modules = await startModuleRunner();
const { launchBrowser } = await modules.import('/scripts/lib/browser.ts');
const { DEMO_CREDENTIALS } = await modules.import('/mocks/db/seed.ts');
const { NACIONAL_ASSOCIADOS } = await modules.import('/mocks/db/seed-nacional.ts');
const { SEEDING_MEASURE } = await modules.import('/mocks/persistence.ts');
const { SESSION_STORAGE_KEY } = await modules.import('/src/lib/auth/session-store.ts');

const { server, baseUrl } = await serveDemoBuild(outDir);
const browser = await launchBrowser();

// ---------------------------------------------------------------------------------------------
// What the measurements share: a fresh demo profile, signing in, calls from the page, memory.

/** In every page: the main thread's long tasks (blocks over 50 ms). */
function installProbes() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * A fresh browser profile (empty IndexedDB) on the demo build at CPU ×`cpu`, its first load of
 * the national scenario timed to the sign-in page:
 * `const demo = await freshDemo(4); … await demo.close()`.
 */
async function freshDemo(cpu = 1) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 768 },
  });
  await context.addInitScript(installProbes);
  // The remessa page's own probes (scripts/lib/scale-page.mjs): its calls, events and long tasks.
  await context.addInitScript(remessaPage.installScaleProbes);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const firstLoadMs = await load(page, `${baseUrl}/?cenario=nacional`);
  return { context, page, cdp, firstLoadMs, close: () => context.close() };
}

/** Goes to `url` and waits for the sign-in page (the demo's data loaded): wall time and the mock's own. */
async function load(page, url) {
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { name: 'Entrar' }).waitFor({ timeout: 120_000 });
  return Date.now() - started;
}

async function signIn(page) {
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/listas**');
}

/** The tab's JavaScript heap after a garbage collection, in MB. */
async function heapMb(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** CPU time the page's main thread has had so far (Chromium's ThreadTime), in ms. */
const cpuMs = async (cdp) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;

/**
 * Calls an operation from the page as the panel does (through the service worker, with the
 * session's token) and times it: the round trip without the demo's simulated latency, the mock's
 * own work (its `mock:<operationId>` measure), the main thread's CPU time (the work, which waiting
 * for a shared computer's cores does not inflate) and its longest block meanwhile.
 * `await pageCall(demo, 'buscarAssociados', 'POST', '/api/associados/busca', body)`
 * A big body is built in the page beforehand: `body` is then the name of the page's global holding
 * it (`'__vincular'`); the contract's bodies are never a string. The body is turned into JSON
 * before the clock starts, as the panel has it ready when it calls.
 */
async function pageCall({ page, cdp }, operationId, method, path, body) {
  const cpuBefore = await cpuMs(cdp);
  const call = await page.evaluate(
    async ({ operationId, method, path, body, sessionKey }) => {
      const { accessToken } = JSON.parse(localStorage.getItem(sessionKey) ?? '{}');
      const payload = typeof body === 'string' ? window[body] : body;
      const json = payload === undefined ? undefined : JSON.stringify(payload);
      const before = performance.getEntriesByName(`mock:${operationId}`).length;
      const started = performance.now();
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: json,
      });
      const text = await response.text();
      const ended = performance.now();
      if (!response.ok) throw new Error(`${operationId}: HTTP ${response.status} ${text.slice(0, 200)}`);
      // The mock records its measure as it answers; wait for it if the answer outran it.
      let measure;
      while (!(measure = performance.getEntriesByName(`mock:${operationId}`)[before]))
        await new Promise((resolve) => setTimeout(resolve, 10));
      const longest = Math.max(
        0,
        ...window.__longTasks
          .filter((task) => task.end >= started && task.start <= ended)
          .map((task) => task.end - task.start),
      );
      window.__lastAnswer = text;
      return {
        ms: ended - started - measure.detail.simulatedLatency,
        mockMs: measure.duration,
        longestBlockMs: longest,
        bytes: text.length,
      };
    },
    { operationId, method, path, body, sessionKey: SESSION_STORAGE_KEY },
  );
  return { ...call, cpuMs: (await cpuMs(cdp)) - cpuBefore };
}

/** Lets the checks of the answers already received (done in the background) end before the next call. */
const settle = (page) => page.waitForTimeout(1500);

/** A remessa's fields as the vincular body takes them (RemessaSalvar and its id). */
const vincularFields = ({
  remessaId,
  descricao,
  observacao,
  paragrafoPersonalizado,
  tipoRemessa,
  dataVencimento,
  valorRemessa,
  tipoAssociado,
}) => ({
  remessaId,
  descricao,
  observacao,
  paragrafoPersonalizado,
  tipoRemessa,
  dataVencimento,
  valorRemessa,
  tipoAssociado,
});

/** This month's Mensalidade, in preparation and empty: the one a national month fills. */
const emPreparacao = { descricao: '', situacaoRemessaId: 1, numPage: 1, numRows: 1 };
/** Every associate of the data set: the 12,500 payers of the vincular. */
const everyone = { descricao: '', filtros: [], numPage: 1, numRows: NACIONAL_ASSOCIADOS };

/** The searches the panel makes, each as its body: the lists, their searches, the Adicionar dialog at MAX. */
const searches = [
  [
    'buscarAssociados',
    '/api/associados/busca',
    'associados, page 1',
    { descricao: '', filtros: [], numPage: 1, numRows: 10 },
  ],
  [
    'buscarAssociados',
    '/api/associados/busca',
    'associados, "Silva"',
    { descricao: 'Silva', filtros: [], numPage: 1, numRows: 10 },
  ],
  [
    'buscarAssociados',
    '/api/associados/busca',
    'associados, Adicionar at MAX',
    { descricao: '', filtros: [], numPage: 1, numRows: NACIONAL_ASSOCIADOS, tipoAssociadoId: 1, tipoRemessaId: 1 },
  ],
  [
    'buscarUsuarios',
    '/api/usuarios/busca',
    'usuários, "ana"',
    { descricao: 'ana', tipoUsuario: '', numPage: 1, numRows: 10 },
  ],
  [
    'buscarRemessas',
    '/api/remessas/busca',
    'remessas, page 1',
    { descricao: '', situacaoRemessaId: null, numPage: 1, numRows: 10 },
  ],
];

// ---------------------------------------------------------------------------------------------
// The measurements: one run each; the report takes the median of RUNS.

/** The first load and a later one, and the tab's heap after each. */
async function measureLoads({ cpu }) {
  const demo = await freshDemo(cpu);
  try {
    const firstSeedMs = await demo.page.evaluate(
      (name) => performance.getEntriesByName(name)[0]?.duration,
      SEEDING_MEASURE,
    );
    const firstHeap = await heapMb(demo.cdp);
    // The first load keeps its seed for the next one once the page is idle.
    await demo.page.waitForTimeout(4000);
    const laterLoadMs = await load(demo.page, `${baseUrl}/`);
    const laterSeedMs = await demo.page.evaluate(
      (name) => performance.getEntriesByName(name)[0]?.duration,
      SEEDING_MEASURE,
    );
    const laterHeap = await heapMb(demo.cdp);
    const showsNacional = await demo.page.evaluate(() => document.body.textContent.includes('Cenário: Nacional'));
    if (!showsNacional) throw new Error('A barra da demonstração não mostra o cenário Nacional.');
    return { firstLoadMs: demo.firstLoadMs, firstSeedMs, firstHeap, laterLoadMs, laterSeedMs, laterHeap };
  } finally {
    await demo.close();
  }
}

/**
 * What moving a body costs between the page and MSW's worker, with no mock at all: the body of
 * `global` (the vincular's 8 MB) sent to an address no handler answers, which the worker hands to
 * the network (the preview server). The worker reads a body twice and posts it to the page, before
 * any handler runs: the round trip of a call this size is mostly that.
 */
async function workerTransport(page, global) {
  return page.evaluate(async (global) => {
    const json = JSON.stringify(window[global]);
    const started = performance.now();
    await (await fetch('/api/sem-operacao', { method: 'POST', body: json })).text();
    return performance.now() - started;
  }, global);
}

/** vincular of 12,500, every search, and the read of the remessa of 12,500, through the page's mock. */
async function measurePageOperations({ cpu }) {
  const demo = await freshDemo(1);
  const { page, cdp } = demo;
  try {
    await signIn(page);
    // Slowed only for the calls: the load is measured on its own.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await settle(page);
    const found = {};
    for (const [operationId, path, label, body] of searches) {
      found[label] = await pageCall(demo, operationId, 'POST', path, body);
      await settle(page);
    }
    await pageCall(demo, 'buscarRemessas', 'POST', '/api/remessas/busca', emPreparacao);
    const [target] = JSON.parse(await page.evaluate(() => window.__lastAnswer)).data;
    await pageCall(demo, 'buscarAssociados', 'POST', '/api/associados/busca', everyone);
    const total = await page.evaluate((fields) => {
      const { data, total } = JSON.parse(window.__lastAnswer);
      window.__vincular = { ...fields, associadosRemessa: data };
      return total;
    }, vincularFields(target));
    if (total !== NACIONAL_ASSOCIADOS)
      throw new Error(`O cenário nacional deveria ter ${NACIONAL_ASSOCIADOS} associados, tem ${total}.`);
    await settle(page);
    const vincular = await pageCall(demo, 'vincularAssociadosRemessa', 'POST', '/api/remessas/vincular', '__vincular');
    await settle(page);
    const transport = await workerTransport(page, '__vincular');
    await settle(page);
    const read = await pageCall(demo, 'obterRemessa', 'GET', `/api/remessas/${target.remessaId}`);
    const payers = await page.evaluate(() => JSON.parse(window.__lastAnswer).associados.length);
    if (payers !== NACIONAL_ASSOCIADOS)
      throw new Error(`A remessa deveria ter ${NACIONAL_ASSOCIADOS} pagantes, tem ${payers}.`);
    await settle(page);
    const heap = await heapMb(cdp);
    return {
      vincular: vincular.mockMs,
      vincularTrip: vincular.ms,
      vincularTransport: transport,
      vincularCpu: vincular.cpuMs,
      vincularBlock: vincular.longestBlockMs,
      busca: Math.max(...Object.values(found).map((call) => call.mockMs)),
      ...Object.fromEntries(Object.entries(found).map(([label, call]) => [`busca ${label}`, call.mockMs])),
      ...Object.fromEntries(Object.entries(found).map(([label, call]) => [`trip ${label}`, call.ms])),
      ...Object.fromEntries(Object.entries(found).map(([label, call]) => [`cpu ${label}`, call.cpuMs])),
      read: read.mockMs,
      readTrip: read.ms,
      readCpu: read.cpuMs,
      readBlock: read.longestBlockMs,
      heap,
    };
  } finally {
    await demo.close();
  }
}

/**
 * The HTTP mock server as `npm run mock:server` runs it, in a process of its own (MOCK_CENARIO=nacional,
 * a free port), started once for every run, and a signed-in client. Each call's figure is the
 * server's own work, from its `Server-Timing` (`mock`, without the simulated latency `latencia`),
 * and the round trip without that latency.
 */
let mockServer;
async function httpMockServer() {
  if (mockServer) return mockServer;
  const child = spawn(process.execPath, ['scripts/mock-server.mjs'], {
    env: { ...process.env, MOCK_PORT: '0', MOCK_CENARIO: 'nacional' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = /Servidor de mock em (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`npm run mock:server saiu (${code}): ${output}`)));
  });
  const call = async (method, path, body, token) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const ended = performance.now();
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    const timing = Object.fromEntries(
      (response.headers.get('server-timing') ?? '')
        .split(',')
        .map((entry) => /^\s*(\w+);dur=([\d.]+)/.exec(entry))
        .filter(Boolean)
        .map(([, name, ms]) => [name, Number(ms)]),
    );
    if (timing.mock === undefined) throw new Error(`${method} ${path}: sem Server-Timing`);
    return { ms: timing.mock, roundTripMs: ended - started - timing.latencia, text };
  };
  const { text } = await call('POST', '/api/autenticacao', {
    cpf: DEMO_CREDENTIALS.cpf,
    senha: DEMO_CREDENTIALS.senha,
  });
  const token = JSON.parse(text).accessToken;
  mockServer = { stop: () => child.kill(), call: (method, path, body) => call(method, path, body, token) };
  return mockServer;
}

/** The same three over HTTP: vincular of 12,500, every search, the read of the remessa of 12,500. */
async function measureServerOperations() {
  const { call } = await httpMockServer();
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1000));
  const found = {};
  for (const [, path, label, body] of searches) {
    found[label] = await call('POST', path, body);
    await pause();
  }
  const [target] = JSON.parse((await call('POST', '/api/remessas/busca', emPreparacao)).text).data;
  const { data } = JSON.parse((await call('POST', '/api/associados/busca', everyone)).text);
  const fields = vincularFields(target);
  // The body is ready before the clock starts, as the panel's is.
  const body = JSON.stringify({ ...fields, associadosRemessa: data });
  await pause();
  const vincular = await call('POST', '/api/remessas/vincular', body);
  await pause();
  const read = await call('GET', `/api/remessas/${target.remessaId}`);
  if (JSON.parse(read.text).associados.length !== NACIONAL_ASSOCIADOS)
    throw new Error('A remessa não tem 12.500 pagantes.');
  await pause();
  // Empty again for the next run.
  await call('POST', '/api/remessas/vincular', { ...fields, associadosRemessa: [] });
  await pause();
  return {
    vincular: vincular.ms,
    vincularTrip: vincular.roundTripMs,
    busca: Math.max(...Object.values(found).map((call) => call.ms)),
    ...Object.fromEntries(Object.entries(found).map(([label, call]) => [`busca ${label}`, call.ms])),
    ...Object.fromEntries(Object.entries(found).map(([label, call]) => [`trip ${label}`, call.roundTripMs])),
    read: read.ms,
    readTrip: read.roundTripMs,
  };
}

/** This month's Mensalidade (in preparation, empty), read from the page: its id and description. */
async function thisMonth(demo) {
  await pageCall(demo, 'buscarRemessas', 'POST', '/api/remessas/busca', emPreparacao);
  const [target] = JSON.parse(await demo.page.evaluate(() => window.__lastAnswer)).data;
  return target;
}

/**
 * The remessa page's writes at the national size, as staff make them: Adicionar associado with
 * page size MAX and the whole page chosen (every associate the dialog offers for this month's
 * Mensalidade), removing one payer, then Iniciar envio and the page left open one minute.
 */
async function measureRemessaWrites({ cpu }) {
  const demo = await freshDemo(1);
  const { page, cdp } = demo;
  try {
    await signIn(page);
    const target = await thisMonth(demo);
    await remessaPage.openRemessa(page, target.remessaId);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await settle(page);
    const adicionar = await remessaPage.measureAdicionar(page);
    await settle(page);
    const removal = await remessaPage.measureRemoval(page);
    const reopen = await remessaPage.measureReopen(page, target.remessaId, removal.payers - 1);
    const removalReads = await remessaPage.wholeReads(page, removal.start, reopen.start);
    const reopenLater = await remessaPage.measureReopen(page, target.remessaId, removal.payers - 1, { letGo: true });
    await settle(page);
    const following = await remessaPage.measureFollowing(page, target, { sessionKey: SESSION_STORAGE_KEY });
    if (following.finalSituacao === undefined) throw new Error('O bench não viu a situação da remessa no servidor.');
    return {
      chosen: adicionar.chosen,
      adicionar: adicionar.withoutLatency,
      adicionarTotal: adicionar.ms,
      adicionarMock: adicionar.mockMs,
      adicionarTask: adicionar.longestTask,
      removal: removal.withoutLatency,
      removalTotal: removal.ms,
      removalMock: removal.mockMs,
      removalTask: removal.longestTask,
      removalReads: removalReads.count,
      removalReadMB: removalReads.MB,
      reopen: reopen.withoutLatency,
      reopenTotal: reopen.ms,
      reopenLater: reopenLater.withoutLatency,
      reopenLaterTotal: reopenLater.ms,
      followMB: following.bytes / 1e6,
      followReads: following.reads,
      followChecks: following.checks,
      followLag: following.worstLagMs,
    };
  } finally {
    await demo.close();
  }
}

/**
 * A big remessa at a glance and in memory: this month's Mensalidade given every associate (one
 * vincular, 12,500 payers) and opened from the remessas list (its answer → the table usable); on
 * the latest month being paid (10,000+ payers in every situação) typing a search, choosing each
 * situação and scrolling; then the tab's heap after the 12,500-payer remessa and ten others opened
 * in turn.
 */
async function measureRemessaPage({ cpu }) {
  const demo = await freshDemo(1);
  const { page, cdp } = demo;
  try {
    await signIn(page);
    const target = await thisMonth(demo);
    await pageCall(demo, 'buscarAssociados', 'POST', '/api/associados/busca', everyone);
    await page.evaluate((fields) => {
      window.__vincular = { ...fields, associadosRemessa: JSON.parse(window.__lastAnswer).data };
    }, vincularFields(target));
    await pageCall(demo, 'vincularAssociadosRemessa', 'POST', '/api/remessas/vincular', '__vincular');
    await page.evaluate(() => {
      window.__vincular = undefined;
      window.__lastAnswer = undefined;
    });
    await pageCall(demo, 'buscarRemessas', 'POST', '/api/remessas/busca', {
      descricao: 'Mensalidade',
      situacaoRemessaId: null,
      numPage: 1,
      numRows: 20,
    });
    const others = JSON.parse(await page.evaluate(() => window.__lastAnswer)).data.filter(
      (remessa) => remessa.remessaId !== target.remessaId,
    );
    const beingPaid = others.find((remessa) => remessa.situacaoRemessa.situacaoRemessaId === 3) ?? others[0];
    await settle(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const answer = await remessaPage.measureAnswerToTable(page, target.remessaId);
    await remessaPage.openRemessa(page, beingPaid.remessaId);
    await settle(page);
    const { typing, filter, scroll } = await remessaPage.measurePayerInteractions(page);
    const heap = await remessaPage.measureHeapAfter(page, cdp, [
      target.remessaId,
      ...others.slice(0, 10).map((remessa) => remessa.remessaId),
    ]);
    return {
      answer: answer.ms,
      answerMB: answer.bytes / 1e6,
      answerTask: answer.longestTask,
      typingEvent: typing.event,
      typingTask: typing.task,
      filterEvent: filter.event,
      filterTask: filter.task,
      scrollStep: scroll.worst,
      scrollTask: scroll.task,
      heap: heap.heapMB,
    };
  } finally {
    await demo.close();
  }
}

/**
 * Each measurement: `run` does one run at a CPU rate and returns its values; `figures` says which
 * of them the report prints, how, and their budget at CPU ×1, or at the rate `budgetCpu` says
 * (a figure over it fails the bench).
 */
const measurements = [
  {
    name: 'carga',
    title: 'Demo, ?cenario=nacional: loading it',
    cpu: CPU_RATES,
    run: measureLoads,
    figures: [
      { key: 'firstLoadMs', label: 'first load (fresh profile) → sign-in page', unit: 'ms', budget: 10_000 },
      { key: 'firstSeedMs', label: '  of which the mock building its data', unit: 'ms' },
      { key: 'firstHeap', label: '  JS heap after it', unit: 'MB', budget: 500 },
      { key: 'laterLoadMs', label: 'a later load (same profile) → sign-in page', unit: 'ms', lessThan: 'firstLoadMs' },
      { key: 'laterSeedMs', label: '  of which the mock reading its data', unit: 'ms' },
      { key: 'laterHeap', label: '  JS heap after it', unit: 'MB', budget: 500 },
    ],
  },
  {
    name: 'pagina',
    title: 'Demo, the mock in the page: its own work (its `mock:` measure; round trips without the simulated latency)',
    cpu: CPU_RATES,
    run: measurePageOperations,
    figures: [
      { key: 'vincular', label: 'vincular of 12,500 payers', unit: 'ms', budget: 300 },
      { key: 'vincularTrip', label: '  round trip through the worker (8 MB up)', unit: 'ms' },
      { key: 'vincularTransport', label: '  the same 8 MB to an address no handler answers', unit: 'ms' },
      { key: 'vincularCpu', label: '  main thread CPU', unit: 'ms' },
      { key: 'vincularBlock', label: '  longest main-thread block', unit: 'ms' },
      { key: 'busca', label: 'slowest busca', unit: 'ms', budget: 200 },
      ...searches.flatMap(([, , label]) => [
        { key: `busca ${label}`, label: `  ${label}`, unit: 'ms' },
        { key: `trip ${label}`, label: `    round trip`, unit: 'ms' },
        { key: `cpu ${label}`, label: `    main thread CPU`, unit: 'ms' },
      ]),
      { key: 'read', label: 'reading the remessa of 12,500 payers', unit: 'ms', budget: 300 },
      { key: 'readTrip', label: '  round trip through the worker (8 MB down)', unit: 'ms' },
      { key: 'readCpu', label: '  main thread CPU', unit: 'ms' },
      { key: 'readBlock', label: '  longest main-thread block', unit: 'ms' },
      { key: 'heap', label: 'JS heap after these calls', unit: 'MB', budget: 500 },
    ],
  },
  {
    name: 'remessa',
    title: 'Demo, the remessa page writing at the national size (this month’s Mensalidade)',
    cpu: CPU_RATES,
    run: measureRemessaWrites,
    figures: [
      { key: 'chosen', label: 'Adicionar: associates chosen (MAX, the whole page)', unit: '' },
      { key: 'adicionar', label: 'Adicionar → the page shows them (no simulated latency)', unit: 'ms', budget: 3000 },
      { key: 'adicionarTotal', label: '  with the demo’s latency', unit: 'ms' },
      { key: 'adicionarMock', label: '  of which the mock', unit: 'ms' },
      { key: 'adicionarTask', label: '  longest task', unit: 'ms', budget: 200 },
      {
        key: 'removal',
        label: 'removing one payer → one fewer shown (no simulated latency)',
        unit: 'ms',
        budget: 2000,
      },
      { key: 'removalTotal', label: '  with the demo’s latency', unit: 'ms' },
      { key: 'removalMock', label: '  of which the mock', unit: 'ms' },
      { key: 'removalTask', label: '  longest task', unit: 'ms', budget: 200 },
      { key: 'removalReads', label: '  whole reads of the remessa (before the vincular and behind it)', unit: '' },
      { key: 'removalReadMB', label: '  what they read', unit: 'MB' },
      {
        key: 'reopen',
        label: 'then the list and the remessa again → its table usable (no simulated latency)',
        unit: 'ms',
        budget: 2000,
      },
      { key: 'reopenTotal', label: '  with the demo’s latency', unit: 'ms' },
      { key: 'reopenLater', label: '  once the page let it go (read again)', unit: 'ms' },
      { key: 'reopenLaterTotal', label: '    with the demo’s latency', unit: 'ms' },
      { key: 'followMB', label: 'the minute after Iniciar envio: read', unit: 'MB', budget: 10 },
      { key: 'followReads', label: '  whole reads of the remessa', unit: '' },
      { key: 'followChecks', label: '  checks of its row in the search', unit: '' },
      { key: 'followLag', label: '  the server’s situação on screen, after the server', unit: 'ms', budget: 15_000 },
    ],
  },
  {
    name: 'pagantes',
    title: 'Demo, a remessa of 12,500 payers at a glance and in memory',
    cpu: CPU_RATES,
    run: measureRemessaPage,
    figures: [
      { key: 'answer', label: 'its answer → the table usable', unit: 'ms', budget: 500, budgetCpu: 4 },
      { key: 'answerMB', label: '  the answer', unit: 'MB' },
      { key: 'answerTask', label: '  longest task', unit: 'ms' },
      { key: 'typingEvent', label: 'typing a search: longest event', unit: 'ms', budget: 100, budgetCpu: 4 },
      { key: 'typingTask', label: '  longest task (the search runs after the pause)', unit: 'ms' },
      { key: 'filterEvent', label: 'choosing a situação: longest event', unit: 'ms', budget: 100, budgetCpu: 4 },
      { key: 'filterTask', label: '  longest task', unit: 'ms' },
      { key: 'scrollStep', label: 'scrolling: worst step → rows painted', unit: 'ms', budget: 100, budgetCpu: 4 },
      { key: 'scrollTask', label: '  longest task', unit: 'ms' },
      { key: 'heap', label: 'JS heap after it and ten other remessas', unit: 'MB', budget: 300 },
    ],
  },
  {
    name: 'servidor',
    title: 'HTTP mock server (npm run mock:server, MOCK_CENARIO=nacional): its own work (Server-Timing)',
    cpu: [1],
    run: measureServerOperations,
    figures: [
      { key: 'vincular', label: 'vincular of 12,500 payers', unit: 'ms', budget: 300 },
      { key: 'vincularTrip', label: '  round trip (8 MB up; without the simulated latency)', unit: 'ms' },
      { key: 'busca', label: 'slowest busca', unit: 'ms', budget: 200 },
      ...searches.flatMap(([, , label]) => [
        { key: `busca ${label}`, label: `  ${label}`, unit: 'ms' },
        { key: `trip ${label}`, label: `    round trip`, unit: 'ms' },
      ]),
      { key: 'read', label: 'reading the remessa of 12,500 payers', unit: 'ms', budget: 300 },
      { key: 'readTrip', label: '  round trip (8 MB down)', unit: 'ms' },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// The report.

const digits = (value, unit) => (unit !== 'MB' ? 0 : value < 1 ? 3 : 1);
const format = (value, unit) => `${value.toFixed(digits(value, unit)).padStart(6)} ${unit}`;
const labelWidth = Math.max(...measurements.flatMap((m) => m.figures.map((figure) => figure.label.length)));
let failed = false;

try {
  for (const measurement of measurements.filter((m) => !only || only.includes(m.name))) {
    for (const cpu of measurement.cpu) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        runs.push(await measurement.run({ cpu }));
        process.stdout.write(`  ${measurement.name} ×${cpu}: run ${run} of ${RUNS}\r`);
      }
      console.log(`\n${measurement.title}, CPU ×${cpu}, median of ${RUNS}:`);
      const medians = Object.fromEntries(
        measurement.figures.map(({ key }) => [key, median(runs.map((values) => values[key]))]),
      );
      for (const { key, label, unit, budget, budgetCpu = 1, lessThan } of measurement.figures) {
        const value = medians[key];
        const runsText = runs.map((values) => values[key].toFixed(digits(values[key], unit))).join(', ');
        let verdict = '';
        if (cpu === budgetCpu && budget !== undefined) {
          verdict = value <= budget ? `(budget ${budget} ${unit})` : `OVER BUDGET (${budget} ${unit})`;
          if (value > budget) failed = true;
        }
        if (cpu === 1 && lessThan !== undefined) {
          const ok = value < medians[lessThan];
          verdict = ok ? '(less than the first)' : 'NOT LESS than the first';
          if (!ok) failed = true;
        }
        console.log(`  ${label.padEnd(labelWidth)} ${format(value, unit)}  ${verdict.padEnd(28)} runs: ${runsText}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
  mockServer?.stop();
  await modules.close();
}
if (failed) process.exitCode = 1;
