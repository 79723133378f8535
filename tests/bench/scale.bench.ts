// The association at its real size (README, Benchmarks): the demo build with ?cenario=nacional
// (12,500 associates, a year of remessas) and `npm run mock:server` with MOCK_CENARIO=nacional, each
// figure the median of 3 runs at CPU ×1 (budgets) and ×4 (an old office PC; reported). A new figure is a
// measurement in `measurements` below: one run's values, and the table of what it prints. Each
// measurement at each rate is a test, `carga at CPU ×1`: `npm run bench:scale -- -g "carga|servidor"`.
import { spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { NACIONAL_ASSOCIADOS } from '@mocks/db/seed-nacional';
import { SEEDING_MEASURE } from '@mocks/persistence';
import type { Remessa } from '@/generated/model';
import { signIn } from '../../scripts/lib/browser';
import { mockRuntime } from '@mocks/lib/runtime';
import type { LiveSite } from '../browser/live-site';
import { demoBench as test, expect, liveBench, median, withinBudget, type Probed } from './fixtures';
import * as lote from './scale-lote';
import * as remessaPage from './scale-remessa';
import * as rotina from './scale-rotina';

const RUNS = 3;
const CPU_RATES = [1, 4];

/** One run's figures, by name; a figure's key may be a path into them (`adicionar.ms`). */
type Values = Record<string, unknown>;
const valueAt = (values: Values, key: string) =>
  key.split('.').reduce<unknown>((value, name) => (value as Values)[name], values) as number;
type Demo = Probed & { firstLoadMs: number };
/** Where a measurement runs: a fresh profile of the demo build. */
interface Site {
  freshPage: (options: { cpu: number }) => Promise<Probed>;
  url: string;
}

/** Goes to `url` and waits for the sign-in page (the demo's data loaded): the wall time. */
async function load(page: Page, url: string) {
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { name: 'Entrar' }).waitFor({ timeout: 120_000 });
  return Date.now() - started;
}

/** A fresh profile (empty IndexedDB) at CPU ×`cpu`, its first load of the national scenario timed to the sign-in page. */
async function freshDemo({ freshPage, url }: Site, cpu = 1): Promise<Demo> {
  const demo = await freshPage({ cpu });
  await demo.cdp.send('Performance.enable');
  const firstLoadMs = await load(demo.page, `${url}/?cenario=nacional`);
  return { ...demo, firstLoadMs };
}

/** `measure` on a fresh demo profile signed in at CPU ×1; the profile closed after it. */
async function onSignedInDemo(site: Site, measure: (demo: Demo, page: Page) => Promise<Values>) {
  const demo = await freshDemo(site);
  try {
    await signIn(demo.page);
    return await measure(demo, demo.page);
  } finally {
    await demo.context.close();
  }
}

/** The tab's JavaScript heap after a garbage collection, in MB. */
async function heapMb({ cdp }: Demo) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** CPU time the page's main thread has had so far (Chromium's ThreadTime), in ms. */
const cpuMs = async ({ cdp }: Demo) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')!.value * 1000;

/**
 * Calls an operation from the page as the panel does (through the service worker, with the session's
 * token) and times it: the round trip without the demo's simulated latency, the mock's own work (its
 * `mock:<operationId>` measure), the main thread's CPU time and its longest block meanwhile. A big
 * body is built in the page beforehand: `body` is then `'vincular'`, what window.bench holds. The
 * answer stays in window.bench.answer.
 */
async function pageCall(demo: Demo, operationId: string, path: string, body?: object | 'vincular') {
  const cpuBefore = await cpuMs(demo);
  const call = await demo.page.evaluate(
    async ({ operationId, path, body }) => {
      // Turned into JSON before the clock starts, as the panel has it ready when it calls.
      const json = body === undefined ? undefined : JSON.stringify(body === 'vincular' ? window.bench.vincular : body);
      const before = performance.getEntriesByName(`mock:${operationId}`).length;
      const started = performance.now();
      const text = await window.probes.api(path, json);
      const ended = performance.now();
      // The mock records its measure as it answers; wait for it if the answer outran it.
      let measure;
      while (!(measure = performance.getEntriesByName(`mock:${operationId}`)[before] as PerformanceMeasure | undefined))
        await new Promise((resolve) => setTimeout(resolve, 10));
      window.bench.answer = text;
      return {
        ms: ended - started - (measure.detail as { simulatedLatency: number }).simulatedLatency,
        mockMs: measure.duration,
        longestBlockMs: window.probes.longestBlock(started, ended),
      };
    },
    { operationId, path, body },
  );
  return { ...call, cpuMs: (await cpuMs(demo)) - cpuBefore };
}

/** The last answer pageCall received, parsed. */
const lastAnswer = <T>(page: Page) =>
  page.evaluate(() => JSON.parse(window.bench.answer as string) as unknown) as Promise<T>;

/** Lets the checks of the answers already received (done in the background) end before the next call. */
const settle = (page: Page) => page.waitForTimeout(1500);

/** A remessa's fields as the vincular body takes them (RemessaSalvar and its id). */
const vincularFields = ({
  situacaoRemessa: _situacao,
  totalPago: _pago,
  totalPendente: _pendente,
  ...fields
}: Remessa) => fields;

/** This month's Mensalidade, in preparation and empty: the one a national month fills. */
const EM_PREPARACAO = { descricao: '', situacaoRemessaId: 1, numPage: 1, numRows: 1 };
/** Every associate of the data set: the 12,500 payers of the vincular. */
const EVERYONE = { descricao: '', filtros: [], numPage: 1, numRows: NACIONAL_ASSOCIADOS };

/** A search of `resource` (`associados`: buscarAssociados at /api/associados/busca), as printed, with its body. */
const busca = (resource: string, label: string, body: object) => ({
  operationId: `buscar${resource[0]!.toUpperCase()}${resource.slice(1)}`,
  path: `/api/${resource}/busca`,
  label,
  body,
});

/** The searches the panel makes: the lists, their searches, the Adicionar dialog at MAX. */
const SEARCHES = [
  busca('associados', 'associados, page 1', { descricao: '', filtros: [], numPage: 1, numRows: 10 }),
  busca('associados', 'associados, "Silva"', { descricao: 'Silva', filtros: [], numPage: 1, numRows: 10 }),
  busca('associados', 'associados, Adicionar at MAX', { ...EVERYONE, tipoAssociadoId: 1, tipoRemessaId: 1 }),
  busca('usuarios', 'usuários, "ana"', { descricao: 'ana', tipoUsuario: '', numPage: 1, numRows: 10 }),
  busca('remessas', 'remessas, page 1', { descricao: '', situacaoRemessaId: null, numPage: 1, numRows: 10 }),
];

/** This month's Mensalidade (in preparation, empty), read from the page. */
async function thisMonth(demo: Demo) {
  await pageCall(demo, 'buscarRemessas', '/api/remessas/busca', EM_PREPARACAO);
  return (await lastAnswer<{ data: Remessa[] }>(demo.page)).data[0]!;
}

/** Builds, in the page, the vincular of every associate to `target`, from the last answer (a search of EVERYONE). */
const prepareVincular = (page: Page, target: Remessa) =>
  page.evaluate((fields) => {
    const { data, total } = JSON.parse(window.bench.answer as string) as { data: unknown[]; total: number };
    window.bench.vincular = { ...fields, associadosRemessa: data };
    return total;
  }, vincularFields(target));

/** The first load and a later one, and the tab's heap after each. */
async function measureLoads(site: Site, cpu: number): Promise<Values> {
  const demo = await freshDemo(site, cpu);
  const seedMs = () => demo.page.evaluate((name) => performance.getEntriesByName(name)[0]!.duration, SEEDING_MEASURE);
  try {
    const firstSeedMs = await seedMs();
    const firstHeap = await heapMb(demo);
    // The first load keeps its seed for the next one once the page is idle.
    await demo.page.waitForTimeout(4000);
    const laterLoadMs = await load(demo.page, `${site.url}/`);
    const laterSeedMs = await seedMs();
    const laterHeap = await heapMb(demo);
    if (!(await demo.page.getByText('Cenário: Nacional').count()))
      throw new Error('A barra da demonstração não mostra o cenário Nacional.');
    return { firstLoadMs: demo.firstLoadMs, firstSeedMs, firstHeap, laterLoadMs, laterSeedMs, laterHeap };
  } finally {
    await demo.context.close();
  }
}

/** vincular of 12,500, every search, and the read of the remessa of 12,500, through the page's mock. */
function measurePageOperations(site: Site, cpu: number) {
  return onSignedInDemo(site, async (demo, page) => {
    // Slowed only for the calls: the load is measured on its own.
    await demo.slowCpu(cpu);
    await settle(page);
    const searches = [];
    for (const { operationId, path, body } of SEARCHES) {
      searches.push(await pageCall(demo, operationId, path, body));
      await settle(page);
    }
    const target = await thisMonth(demo);
    await pageCall(demo, 'buscarAssociados', '/api/associados/busca', EVERYONE);
    const total = await prepareVincular(page, target);
    if (total !== NACIONAL_ASSOCIADOS)
      throw new Error(`O cenário nacional deveria ter ${NACIONAL_ASSOCIADOS} associados, tem ${total}.`);
    await settle(page);
    const vincular = await pageCall(demo, 'vincularAssociadosRemessa', '/api/remessas/vincular', 'vincular');
    await settle(page);
    // The same 8 MB to an address no handler answers, which the worker hands to the network: what moving
    // a body between the page and MSW's worker costs, before any handler runs.
    const transport = await page.evaluate(async () => {
      const json = JSON.stringify(window.bench.vincular);
      const started = performance.now();
      await (await fetch('/api/sem-operacao', { method: 'POST', body: json })).text();
      return performance.now() - started;
    });
    await settle(page);
    const read = await pageCall(demo, 'obterRemessa', `/api/remessas/${target.remessaId}`);
    const payers = (await lastAnswer<{ associados: unknown[] }>(page)).associados.length;
    if (payers !== NACIONAL_ASSOCIADOS)
      throw new Error(`A remessa deveria ter ${NACIONAL_ASSOCIADOS} pagantes, tem ${payers}.`);
    await settle(page);
    return {
      vincular,
      transport,
      busca: Math.max(...searches.map((call) => call.mockMs)),
      searches,
      read,
      heap: await heapMb(demo),
    };
  });
}

/**
 * The HTTP mock server as `npm run mock:server` runs it, in a process of its own (MOCK_CENARIO=nacional,
 * a free port), started once for every run, and a signed-in client. Each call's figure is the server's
 * own work, from its `Server-Timing` (`mock`, without the simulated latency `latencia`), and the round
 * trip without that latency.
 */
let mockServer: ReturnType<typeof startHttpMockServer> | undefined;
async function startHttpMockServer() {
  const child = spawn(process.execPath, ['scripts/run.ts', 'scripts/mock-server.ts'], {
    env: { ...process.env, MOCK_PORT: '0', MOCK_CENARIO: 'nacional' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const found = /Servidor de mock em (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`npm run mock:server saiu (${code}): ${output}`)));
  });
  let token = '';
  const call = async (method: string, path: string, body?: object | string) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const ended = performance.now();
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    const timing = Object.fromEntries(
      (response.headers.get('server-timing') ?? '')
        .split(',')
        .map((entry) => /^\s*(\w+);dur=([\d.]+)/.exec(entry))
        .filter((match) => match !== null)
        .map(([, name, ms]) => [name, Number(ms)]),
    );
    if (timing.mock === undefined) throw new Error(`${method} ${path}: sem Server-Timing`);
    return { ms: timing.mock, roundTripMs: ended - started - (timing.latencia ?? 0), text };
  };
  const { text } = await call('POST', '/api/autenticacao', {
    cpf: DEMO_CREDENTIALS.cpf,
    senha: DEMO_CREDENTIALS.senha,
  });
  token = (JSON.parse(text) as { accessToken: string }).accessToken;
  return { stop: () => child.kill(), call };
}

/** The same three over HTTP: vincular of 12,500, every search, the read of the remessa of 12,500. */
async function measureServerOperations(): Promise<Values> {
  const { call } = await (mockServer ??= startHttpMockServer());
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1000));
  const searches = [];
  for (const { path, body } of SEARCHES) {
    const { ms, roundTripMs } = await call('POST', path, body);
    searches.push({ ms, roundTripMs });
    await pause();
  }
  const [target] = (JSON.parse((await call('POST', '/api/remessas/busca', EM_PREPARACAO)).text) as { data: Remessa[] })
    .data;
  const { data } = JSON.parse((await call('POST', '/api/associados/busca', EVERYONE)).text) as { data: unknown[] };
  const fields = vincularFields(target!);
  // The body is ready before the clock starts, as the panel's is.
  const body = JSON.stringify({ ...fields, associadosRemessa: data });
  await pause();
  const { text: _sent, ...vincular } = await call('POST', '/api/remessas/vincular', body);
  await pause();
  const { text, ...read } = await call('GET', `/api/remessas/${target!.remessaId}`);
  if ((JSON.parse(text) as { associados: unknown[] }).associados.length !== NACIONAL_ASSOCIADOS)
    throw new Error('A remessa não tem 12.500 pagantes.');
  await pause();
  // Empty again for the next run.
  await call('POST', '/api/remessas/vincular', { ...fields, associadosRemessa: [] });
  await pause();
  return { vincular, busca: Math.max(...searches.map((call) => call.ms)), searches, read };
}

/**
 * On the remessa's page, opened and then slowed (`slow`): Adicionar associado with page size MAX and
 * the whole page chosen, removing one payer, the whole reads the removal made, and the remessa opened
 * again from the list, right away and once the page let it go.
 */
async function linkAndUnlink(page: Page, remessaId: number, slow: () => Promise<unknown>) {
  await remessaPage.openRemessa(page, remessaId);
  await slow();
  await settle(page);
  const adicionar = await remessaPage.measureAdicionar(page);
  await settle(page);
  const removal = await remessaPage.measureRemoval(page);
  const reopen = await remessaPage.measureReopen(page, remessaId, removal.payers - 1);
  const removalReads = await remessaPage.wholeReads(page, removal.start, reopen.start);
  const reopenLater = await remessaPage.measureReopen(page, remessaId, removal.payers - 1, { letGo: true });
  return { adicionar, removal, removalReads, reopen, reopenLater };
}

/**
 * The remessa page's writes at the national size, as staff make them: Adicionar associado with page
 * size MAX and the whole page chosen, removing one payer, then Iniciar envio and the page left open one minute.
 */
function measureRemessaWrites(site: Site, cpu: number) {
  return onSignedInDemo(site, async (demo, page) => {
    const target = await thisMonth(demo);
    const writes = await linkAndUnlink(page, target.remessaId, () => demo.slowCpu(cpu));
    await settle(page);
    const following = await remessaPage.measureFollowing(page, target);
    if (following.finalSituacao === undefined) throw new Error('O bench não viu a situação da remessa no servidor.');
    return { ...writes, following };
  });
}

/**
 * The same writes on the live build under nginx, against the mock server (the national scenario, in
 * the worker: decision 0043) without its simulated latency, as the demo's figures are: Adicionar at MAX,
 * removing one payer, the remessa opened again right away and once the page let it go.
 */
async function measureRemessaWritesLive(live: LiveSite, freshPage: (options: { cpu: number }) => Promise<Probed>) {
  await live.mock.reset('nacional');
  mockRuntime.latency = { min: 0, max: 0 };
  const { context, page, slowCpu } = await freshPage({ cpu: 1 });
  try {
    await live.signIn(page);
    const target = (
      JSON.parse(
        await page.evaluate(({ url, body }) => window.probes.api(url, body), {
          url: `${live.apiUrl}/api/remessas/busca`,
          body: EM_PREPARACAO,
        }),
      ) as { data: Remessa[] }
    ).data[0]!;
    return await linkAndUnlink(page, target.remessaId, () => slowCpu(1));
  } finally {
    await context.close();
  }
}

/**
 * A big remessa at a glance and in memory: this month's Mensalidade given every associate (one
 * vincular, 12,500 payers) and opened from the remessas list; on the latest month being paid, typing a
 * search, choosing each situação and scrolling; then the heap after it and ten others opened in turn.
 */
function measureRemessaPage(site: Site, cpu: number) {
  return onSignedInDemo(site, async (demo, page) => {
    const target = await thisMonth(demo);
    await pageCall(demo, 'buscarAssociados', '/api/associados/busca', EVERYONE);
    await prepareVincular(page, target);
    await pageCall(demo, 'vincularAssociadosRemessa', '/api/remessas/vincular', 'vincular');
    await page.evaluate(() => (window.bench = {}));
    await pageCall(demo, 'buscarRemessas', '/api/remessas/busca', {
      descricao: 'Mensalidade',
      situacaoRemessaId: null,
      numPage: 1,
      numRows: 20,
    });
    const others = (await lastAnswer<{ data: Remessa[] }>(page)).data.filter(
      (remessa) => remessa.remessaId !== target.remessaId,
    );
    const beingPaid = others.find((remessa) => remessa.situacaoRemessa.situacaoRemessaId === 3) ?? others[0]!;
    await settle(page);
    await demo.slowCpu(cpu);
    const answer = await remessaPage.measureAnswerToTable(page, target.remessaId);
    await remessaPage.openRemessa(page, beingPaid.remessaId);
    await settle(page);
    const { typing, filter, scroll } = await remessaPage.measurePayerInteractions(page);
    const heap = await remessaPage.measureHeapAfter(page, demo.cdp, [
      target.remessaId,
      ...others.slice(0, 10).map((remessa) => remessa.remessaId),
    ]);
    return { answer, typing, filter, scroll, heap };
  });
}

/** A measurement of scale-lote.ts on /listas of a fresh national demo, signed in, at CPU ×`cpu`. */
const onList =
  (measure: (page: Page) => Promise<Values>) =>
  (site: Site, cpu: number): Promise<Values> =>
    onSignedInDemo(site, async (demo, page) => {
      await demo.slowCpu(cpu);
      await settle(page);
      return measure(page);
    });

/** A minute of Reajustar mensalidade's batch: enough for its pace; the whole of it would take some 25 minutes a run. */
const REAJUSTE_SAMPLE_MS = 60_000;

/** Every associate a Mensalidade of Associados may bill (the Adicionar dialog at MAX): 11,256, the 626 inactive among them. */
const PAGANTES_DE_MENSALIDADE = { ...EVERYONE, tipoAssociadoId: 1, tipoRemessaId: 1 };

/**
 * The month's routine on a remessa of 11,256 payers (this month's Mensalidade given every associate a
 * Mensalidade may bill, in one vincular): sorting its payers, the header's search, and Duplicar with
 * the same payers.
 */
function measureRotina(site: Site, cpu: number) {
  return onSignedInDemo(site, async (demo, page) => {
    const target = await thisMonth(demo);
    await pageCall(demo, 'buscarAssociados', '/api/associados/busca', PAGANTES_DE_MENSALIDADE);
    await prepareVincular(page, target);
    await pageCall(demo, 'vincularAssociadosRemessa', '/api/remessas/vincular', 'vincular');
    await page.evaluate(() => (window.bench = {}));
    await settle(page);
    await demo.slowCpu(cpu);
    const ordenar = await rotina.measureSorting(page, target.remessaId);
    await settle(page);
    const busca = await rotina.measureHeaderSearch(page);
    await settle(page);
    const duplicar = await rotina.measureDuplicar(page, target.remessaId);
    return { ordenar, busca, duplicar };
  });
}

interface Figure {
  key: string;
  unit: string;
  /** A value over it fails the bench, at CPU ×`budgetCpu`. */
  budget?: number;
  budgetCpu: number;
  /** At CPU ×1 this figure must be less than that one. */
  lessThan?: string;
  label: string;
}

/**
 * A measurement's figures, one a line: the key of its value in a run, its unit (`-` for a count), its
 * budget (`-` for none, `500@4` at CPU ×4 rather than ×1, `<firstLoadMs` less than that figure at ×1),
 * then `|` and its label as printed.
 */
const figures = (table: string): Figure[] =>
  table
    .trim()
    .split('\n')
    .map((line) => {
      const [, key, unit, budget, label] = /^\s*(\S+)\s+(\S+)\s+(\S+)\s+\| (.*)$/.exec(line)!;
      const [limit, cpu] = budget!.split('@');
      return {
        key: key!,
        unit: unit === '-' ? '' : unit!,
        budget: /^\d+$/.test(limit!) ? Number(limit) : undefined,
        budgetCpu: Number(cpu ?? 1),
        lessThan: limit!.startsWith('<') ? limit!.slice(1) : undefined,
        label: label!,
      };
    });

const searchFigures = (keys: Record<string, string>) =>
  SEARCHES.map(({ label }, index) =>
    Object.entries(keys)
      .map(([key, text]) => `searches.${index}.${key} ms - | ${text.replace('$', label)}`)
      .join('\n'),
  ).join('\n');

/**
 * Each measurement: `run` does one run at a CPU rate (on the demo, or on nothing with `onDemo: false`),
 * or `onLive` one on the live build; `figures` says which of its values the report prints, how.
 */
const measurements: ({
  name: string;
  title: string;
  cpu: number[];
  figures: Figure[];
} & (
  | {
      run: (site: Site, cpu: number) => Promise<Values>;
      /** False for a measurement that needs no demo build. */
      onDemo?: false;
      onLive?: never;
    }
  | {
      onLive: (live: LiveSite, freshPage: (options: { cpu: number }) => Promise<Probed>) => Promise<Values>;
      run?: never;
    }
))[] = [
  {
    name: 'carga',
    title: 'Demo, ?cenario=nacional: loading it',
    cpu: CPU_RATES,
    run: measureLoads,
    figures: figures(`
      firstLoadMs       ms  10000         | first load (fresh profile) → sign-in page
      firstSeedMs       ms  -             |   of which the mock building its data
      firstHeap         MB  500           |   JS heap after it
      laterLoadMs       ms  <firstLoadMs  | a later load (same profile) → sign-in page
      laterSeedMs       ms  -             |   of which the mock reading its data
      laterHeap         MB  500           |   JS heap after it`),
  },
  {
    name: 'pagina',
    title: 'Demo, the mock in the page: its own work (its `mock:` measure; round trips without the simulated latency)',
    cpu: CPU_RATES,
    run: measurePageOperations,
    figures: figures(`
      vincular.mockMs          ms  300  | vincular of 12,500 payers
      vincular.ms              ms  -    |   round trip through the worker (8 MB up)
      transport                ms  -    |   the same 8 MB to an address no handler answers
      vincular.cpuMs           ms  -    |   main thread CPU
      vincular.longestBlockMs  ms  -    |   longest main-thread block
      busca                    ms  200  | slowest busca
      ${searchFigures({ mockMs: '  $', ms: '    round trip', cpuMs: '    main thread CPU' })}
      read.mockMs              ms  300  | reading the remessa of 12,500 payers
      read.ms                  ms  -    |   round trip through the worker (8 MB down)
      read.cpuMs               ms  -    |   main thread CPU
      read.longestBlockMs      ms  -    |   longest main-thread block
      heap                     MB  500  | JS heap after these calls`),
  },
  {
    name: 'remessa',
    title: 'Demo, the remessa page writing at the national size (this month’s Mensalidade)',
    cpu: CPU_RATES,
    run: measureRemessaWrites,
    figures: figures(`
      adicionar.chosen            -   -      | Adicionar: associates chosen (MAX, the whole page)
      adicionar.withoutLatency    ms  3000   | Adicionar → the page shows them (no simulated latency)
      adicionar.ms                ms  -      |   with the demo’s latency
      adicionar.mockMs            ms  -      |   of which the mock
      adicionar.longestTask       ms  200    |   longest task
      removal.withoutLatency      ms  2000   | removing one payer → one fewer shown (no simulated latency)
      removal.ms                  ms  -      |   with the demo’s latency
      removal.mockMs              ms  -      |   of which the mock
      removal.longestTask         ms  200    |   longest task
      removalReads.count          -   -      |   whole reads of the remessa (before the vincular and behind it)
      removalReads.MB             MB  -      |   what they read
      reopen.withoutLatency       ms  2000   | then the list and the remessa again → its table usable (no simulated latency)
      reopen.ms                   ms  -      |   with the demo’s latency
      reopenLater.withoutLatency  ms  -      |   once the page let it go (read again)
      reopenLater.ms              ms  -      |     with the demo’s latency
      following.MB                MB  10     | the minute after Iniciar envio: read
      following.reads             -   -      |   whole reads of the remessa
      following.checks            -   -      |   checks of its row in the search
      following.worstLagMs        ms  15000  |   the server’s situação on screen, after the server`),
  },
  {
    name: 'pagantes',
    title: 'Demo, a remessa of 12,500 payers at a glance and in memory',
    cpu: CPU_RATES,
    run: measureRemessaPage,
    figures: figures(`
      answer.ms           ms  500@4  | its answer → the table usable
      answer.MB           MB  -      |   the answer
      answer.longestTask  ms  -      |   longest task
      typing.event        ms  100@4  | typing a search: longest event
      typing.block        ms  -      |   longest task (the search runs after the pause)
      filter.event        ms  100@4  | choosing a situação: longest event
      filter.block        ms  -      |   longest task
      scroll.worst        ms  100@4  | scrolling: worst step → rows painted
      scroll.block        ms  -      |   longest task
      heap                MB  300    | JS heap after it and ten other remessas`),
  },
  {
    name: 'selecionar-todos',
    title: 'Demo, /listas of the national set: Selecionar todos os N',
    cpu: [1],
    run: onList(lote.measureSelectAll),
    figures: figures(`
      chosen       -   -     | Selecionar todos os N: associates chosen
      ms           ms  1000  | the press → their count shown
      longestTask  ms  200   |   longest task`),
  },
  {
    name: 'exportar-selecionados',
    title: 'Demo, /listas of the national set: Exportar selecionados of every associate',
    cpu: [1],
    run: onList(lote.measureExport),
    figures: figures(`
      chosen       -   -     | Exportar selecionados: associates in the file
      ms           ms  3000  | the confirm → the file ready
      MB           MB  -     |   its size
      longestTask  ms  -     |   longest task`),
  },
  {
    name: 'inativar-em-lote',
    title: 'Demo, /listas of the national set: Inativar of ten pages of 100 (100–400 ms a call)',
    cpu: [1],
    run: onList(lote.measureInativar),
    figures: figures(`
      chosen        -   -      | Inativar: associates chosen
      ms            ms  90000  | the confirm → the report
      perAssociate  ms  -      |   per associate
      inFlight      -   4      |   most calls in flight at once
      reads         -   -      |   reads (searches of ten, a record each where not found)
      toggles       -   -      |   toggles
      longestTask   ms  200    |   longest task meanwhile`),
  },
  {
    name: 'reajuste-em-lote',
    title: `Demo, /listas of the national set: Reajustar mensalidade of every associate (a ${REAJUSTE_SAMPLE_MS / 1000} s sample of the batch)`,
    cpu: [1],
    run: onList((page) => lote.measureReajuste(page, REAJUSTE_SAMPLE_MS)),
    figures: figures(`
      chosen         -    -     | Reajustar mensalidade: associates chosen
      previewMs      ms   2000  | Ver prévia → the preview painted
      previewTask    ms   -     |   longest task
      sampled        -    -     | applied in the sample (read and written)
      perAssociate   ms   -     |   per associate
      allMinutes     min  30    |   every associate at that pace
      inFlight       -    4     |   most calls in flight at once
      longestTask    ms   -     |   longest task meanwhile
      progressAhead  -    0     |   times the progress ran ahead of the writes answered`),
  },
  {
    name: 'rotina',
    title: 'Demo, the month’s routine on a remessa of 11,256 payers',
    cpu: CPU_RATES,
    run: measureRotina,
    figures: figures(`
      ordenar.ms                ms  200   | sorting the payers by a header → the rows painted in order (slowest of three)
      ordenar.longestTask       ms  200   |   longest task
      ordenar.nome.ms           ms  -     |   Nome ascending (pt-BR)
      ordenar.nomeDesc.ms       ms  -     |   Nome descending
      ordenar.valor.ms          ms  -     |   Valor Pagamento ascending
      busca.ms                  ms  1500  | the header's search: last key → its first results painted
      busca.calls               -   -     |   searches asked for the text
      busca.longestTask         ms  -     |   longest task
      duplicar.pedidos          -   -     | Duplicar: the original's payers
      duplicar.incluidos        -   -     |   linked to the copy
      duplicar.deixados         -   -     |   left out (inactive), named
      duplicar.ms               ms  5000  |   Cadastrar → the copy's page showing its payers
      duplicar.withoutLatency   ms  -     |     without the simulated latency
      duplicar.mockMs           ms  -     |     of which the mock
      duplicar.longestTask      ms  -     |     longest task`),
  },
  {
    name: 'remessa-ao-vivo',
    title: 'Live build under nginx against the mock server (nacional, no simulated latency): the remessa page writing',
    cpu: [1],
    onLive: (live, freshPage) => measureRemessaWritesLive(live, freshPage),
    figures: figures(`
      adicionar.chosen            -   -      | Adicionar: associates chosen (MAX, the whole page)
      adicionar.ms                ms  3000   | Adicionar → the page shows them
      adicionar.longestTask       ms  200    |   longest task
      removal.ms                  ms  2000   | removing one payer → one fewer shown
      removal.longestTask         ms  200    |   longest task
      removalReads.count          -   -      |   whole reads of the remessa (before the vincular and behind it)
      removalReads.MB             MB  -      |   what they read
      reopen.ms                   ms  2000   | then the list and the remessa again → its table usable
      reopenLater.ms              ms  2000   | once the page let it go (read again)`),
  },
  {
    name: 'servidor',
    title: 'HTTP mock server (npm run mock:server, MOCK_CENARIO=nacional): its own work (Server-Timing)',
    cpu: [1],
    run: measureServerOperations,
    onDemo: false,
    figures: figures(`
      vincular.ms           ms  300  | vincular of 12,500 payers
      vincular.roundTripMs  ms  -    |   round trip (8 MB up; without the simulated latency)
      busca                 ms  200  | slowest busca
      ${searchFigures({ ms: '  $', roundTripMs: '    round trip' })}
      read.ms               ms  300  | reading the remessa of 12,500 payers
      read.roundTripMs      ms  -    |   round trip (8 MB down)`),
  },
];

const digits = (value: number, unit: string) => (unit !== 'MB' ? 0 : value < 1 ? 3 : 1);
const format = (value: number, unit: string) => `${value.toFixed(digits(value, unit)).padStart(6)} ${unit}`;
const labelWidth = Math.max(...measurements.flatMap((m) => m.figures.map((figure) => figure.label.length)));

/** `RUNS` runs of a measurement at CPU ×`cpu`; each figure's median printed with its runs, its budget checked. */
async function report(
  { name, title, figures }: (typeof measurements)[number],
  cpu: number,
  run: () => Promise<Values>,
) {
  const runs: Values[] = [];
  for (let count = 1; count <= RUNS; count++) {
    runs.push(await run());
    process.stdout.write(`  ${name} ×${cpu}: run ${count} of ${RUNS}\r`);
  }
  console.log(`\n${title}, CPU ×${cpu}, median of ${RUNS}:`);
  const medians = Object.fromEntries(
    figures.map(({ key }) => [key, median(runs.map((values) => valueAt(values, key)))]),
  );
  let figure = '';
  for (const { key, label, unit, budget, budgetCpu, lessThan } of figures) {
    const value = medians[key]!;
    // An indented line is a part of the figure above it: its budget is named with it.
    figure = label.startsWith(' ') ? `${figure.split(' · ')[0]} · ${label.trim()}` : label;
    const runsText = runs.map((values) => valueAt(values, key).toFixed(digits(valueAt(values, key), unit))).join(', ');
    let verdict = '';
    if (cpu === budgetCpu && budget !== undefined) {
      verdict = value <= budget ? `(budget ${budget} ${unit})` : `OVER BUDGET (${budget} ${unit})`;
      withinBudget(figure, value, budget, unit);
    }
    if (cpu === 1 && lessThan !== undefined) {
      verdict = value < medians[lessThan]! ? '(less than the first)' : 'NOT LESS than the first';
      expect.soft(value, `${figure}: less than the first`).toBeLessThan(medians[lessThan]!);
    }
    console.log(`  ${label.padEnd(labelWidth)} ${format(value, unit)}  ${verdict.padEnd(28)} runs: ${runsText}`);
  }
}

for (const measurement of measurements)
  for (const cpu of measurement.cpu) {
    const { run, onLive } = measurement;
    const title = `${measurement.name} at CPU ×${cpu}`;
    if (onLive) liveBench(title, ({ live, freshPage }) => report(measurement, cpu, () => onLive(live, freshPage)));
    else if (measurement.onDemo === false)
      test(title, () => report(measurement, cpu, () => run(undefined as never, cpu)));
    else test(title, ({ demo, freshPage }) => report(measurement, cpu, () => run({ freshPage, url: demo.url }, cpu)));
  }

test.afterAll(async () => (await mockServer)?.stop());
