// The panel's figures of issue 33 (a national month, 12,500 payers), measured in the demo build in
// headless Chromium: what the remessa page does at that size. bench:scale calls these on a page
// signed in on the demo; each returns the figures of one run. Functions passed to page.evaluate run
// in the page: they use nothing from this module.
/* global window, document, requestAnimationFrame, XMLHttpRequest, location, PopStateEvent -- functions passed to page.evaluate run in the page */

/**
 * In every page (`context.addInitScript(installScaleProbes)`): long tasks, event durations (Event
 * Timing: input delay, handlers and the next paint), and each call of the panel (its XMLHttpRequests;
 * the bench's own reads use fetch) with its URL, when its answer was in, and its size in bytes.
 */
export function installScaleProbes() {
  window.__scaleLongTasks = [];
  window.__scaleEvents = [];
  window.__scaleCalls = [];
  window.__scaleInFlight = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__scaleLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__scaleEvents.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    const call = { method, url: String(url), start: performance.now(), end: 0, bytes: 0 };
    window.__scaleInFlight += 1;
    this.addEventListener('loadend', () => {
      window.__scaleInFlight -= 1;
      call.end = performance.now();
      // The body's size as the browser received it (its resource timing), read after this task.
      setTimeout(() => {
        const entry = performance
          .getEntriesByName(new URL(call.url, location.href).href)
          .filter((timing) => timing.initiatorType === 'xmlhttprequest')
          .at(-1);
        call.bytes = entry?.decodedBodySize ?? 0;
        call.header = Number(this.getResponseHeader('Content-Length')) || 0;
        call.chars = typeof this.response === 'string' ? this.response.length : 0;
      }, 0);
      window.__scaleCalls.push(call);
    });
    return open.call(this, method, url, ...rest);
  };
  window.__scaleNextPaint = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
  window.__scaleLongestTask = (from, to) =>
    Math.max(
      0,
      ...window.__scaleLongTasks
        .filter((task) => task.start + task.duration >= from && task.start <= to)
        .map((task) => task.duration),
    );
  window.__scaleLongestEvent = (from, to, names) =>
    Math.max(
      0,
      ...window.__scaleEvents
        .filter((event) => event.start >= from && event.start <= to && (!names || names.includes(event.name)))
        .map((event) => event.duration),
    );
}

const TABLE = 'Associados da remessa';
const now = (page) => page.evaluate(() => performance.now());

/** "12.500 pagantes" → 12500; the count line under the search of the remessa page. */
async function payersShown(page) {
  const text = await page.locator('.remessa-associados__contagem').textContent();
  const match = /([\d.]+) pagantes?$/.exec(text ?? '');
  return match ? Number(match[1].replace(/\./g, '')) : NaN;
}

/** Resolves, in the page, at the frame after `condition()` first holds; with that frame's time. */
function paintedWhen(page, conditionSource, arg) {
  return page.evaluate(
    ({ conditionSource, arg }) =>
      new Promise((resolve) => {
        const condition = new Function('arg', `return (${conditionSource})(arg)`);
        const check = () => (condition(arg) ? window.__scaleNextPaint().then(resolve) : requestAnimationFrame(check));
        check();
      }),
    { conditionSource, arg },
  );
}

/**
 * A route of the panel opened inside the app, as a link does (the demo's mock, in the page, stays
 * loaded; a reload would seed it again): `await goInApp(page, '/listas?type=shipments')`.
 */
export function goInApp(page, path) {
  return page.evaluate((href) => {
    window.history.pushState({}, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The remessa's detail page, opened inside the app and usable (its table and its count of payers shown). */
export async function openRemessa(page, remessaId) {
  await goInApp(page, `/remessas/info/${remessaId}`);
  await page.waitForFunction(
    (id) =>
      location.pathname === `/remessas/info/${id}` &&
      /pagantes?$/.test(document.querySelector('.remessa-associados__contagem')?.textContent ?? '') &&
      document.querySelector('table[aria-label="Associados da remessa"]'),
    remessaId,
    { timeout: 120_000 },
  );
}

/**
 * Adicionar associado with page size MAX and the whole page chosen, on a remessa page already open:
 * from the press on Adicionar to the frame in which the page shows its new count of payers, the same
 * without the demo's simulated latency, the mock's own part, and the longest task meanwhile
 * (issue 33: 12,500 in ≤ 3 s at CPU ×1, no task over 200 ms).
 */
export async function measureAdicionar(page) {
  const before = await payersShown(page);
  await page.getByRole('button', { name: 'Adicionar associado' }).click();
  const dialog = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
  await dialog.getByRole('table', { name: 'Associados disponíveis' }).waitFor();
  await dialog.getByLabel('Itens por página', { exact: true }).selectOption({ label: 'MAX' });
  const all = dialog.getByLabel('Selecionar todos desta página');
  await page.waitForFunction(
    (report) => /^1–(\d+) de \1$/.test(document.querySelector(report)?.textContent ?? ''),
    '.adicionar-associado .list-pager__report',
    { timeout: 120_000 },
  );
  await all.waitFor();
  await page.waitForFunction(() => !document.getElementById('adicionar-associado-pagina')?.disabled, undefined, {
    timeout: 120_000,
  });
  await all.check();
  const chosen = Number(/(\d+) associados? selecionados?/.exec(await dialog.textContent())?.[1] ?? NaN);
  const expected = before + chosen;
  const painted = paintedWhen(
    page,
    ((count) => {
      const text = document.querySelector('.remessa-associados__contagem')?.textContent ?? '';
      return !document.querySelector('.adicionar-associado') && text.replace(/\./g, '') === `${count} pagantes`;
    }).toString(),
    expected,
  );
  const start = await now(page);
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  const end = await painted;
  const longestTask = await page.evaluate(({ start, end }) => window.__scaleLongestTask(start, end), { start, end });
  const calls = await callsBetween(page, start, end);
  const { latency, mock } = await mockShare(page, start, end);
  return { chosen, ms: end - start, withoutLatency: end - start - latency, mockMs: mock, longestTask, calls };
}

/** What the panel asked between two moments: per call, its operation's path and time. */
function callsBetween(page, from, to) {
  return page.evaluate(
    ({ from, to }) =>
      window.__scaleCalls
        .filter((call) => call.start >= from && call.start <= to)
        .map((call) => ({
          url: new URL(call.url, location.href).pathname,
          ms: call.end - call.start,
          bytes: call.bytes,
          header: call.header,
          chars: call.chars,
        })),
    { from, to },
  );
}

/**
 * What the demo's mock spent between two moments (its `mock:<operationId>` measures, recorded in
 * the demo): its own work, and the network latency it simulates before each answer (100–400 ms a
 * call in the demo), which no panel nor server of the real API adds.
 */
function mockShare(page, from, to) {
  return page.evaluate(
    ({ from, to }) => {
      const measures = performance
        .getEntriesByType('measure')
        .filter((entry) => entry.name.startsWith('mock:') && entry.startTime >= from && entry.startTime <= to);
      return {
        latency: measures.reduce((sum, entry) => sum + (entry.detail?.simulatedLatency ?? 0), 0),
        mock: measures.reduce((sum, entry) => sum + entry.duration, 0),
      };
    },
    { from, to },
  );
}

/**
 * Removing one payer (the first row's Deletar, then the confirm's): from the confirm's press to the
 * frame with one payer fewer, as measureAdicionar (issue 33: ≤ 2 s at CPU ×1, no task over 200 ms).
 */
export async function measureRemoval(page) {
  const before = await payersShown(page);
  const table = page.getByRole('table', { name: TABLE });
  await table.getByRole('button', { name: 'Deletar' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Deletar associado da remessa' });
  const painted = paintedWhen(
    page,
    ((count) =>
      (document.querySelector('.remessa-associados__contagem')?.textContent ?? '').replace(/\./g, '') ===
      `${count} pagantes`).toString(),
    before - 1,
  );
  const start = await now(page);
  await confirm.getByRole('button', { name: 'Deletar' }).click();
  const end = await painted;
  const longestTask = await page.evaluate(({ start, end }) => window.__scaleLongestTask(start, end), { start, end });
  const { latency, mock } = await mockShare(page, start, end);
  return {
    payers: before,
    start,
    ms: end - start,
    withoutLatency: end - start - latency,
    mockMs: mock,
    longestTask,
    calls: await callsBetween(page, start, end),
  };
}

/**
 * The whole reads of a remessa (GET /api/remessas/{id}) the panel started between two moments, and
 * what they read, once every call has answered: `await wholeReads(page, removal.start, reopen.start)`.
 */
export async function wholeReads(page, from, to) {
  await page.waitForFunction(() => window.__scaleInFlight === 0, undefined, { timeout: 120_000 });
  const reads = (await callsBetween(page, from, to)).filter((call) => /\/api\/remessas\/\d+$/.test(call.url));
  return { count: reads.length, MB: reads.reduce((sum, call) => sum + call.bytes, 0) / 1e6 };
}

/**
 * Back to the remessas list and the remessa opened again, as after a removal: from the navigation to
 * the frame with its table usable and `payers` counted, without the demo's simulated latency (as
 * measureRemoval). Right away by default (what the removal still reads delays it); with `letGo`, once
 * the page has let the remessa go (src/app/create-query-client.ts), as when opened later.
 */
export async function measureReopen(page, remessaId, payers, { letGo = false } = {}) {
  await goInApp(page, '/listas?type=shipments');
  await page.getByRole('table', { name: 'Remessas' }).waitFor({ timeout: 120_000 });
  if (letGo) await page.waitForTimeout(6_000);
  const painted = paintedWhen(
    page,
    ((count) =>
      document.querySelectorAll('table[aria-label="Associados da remessa"] tbody tr').length > 5 &&
      (document.querySelector('.remessa-associados__contagem')?.textContent ?? '').replace(/\./g, '') ===
        `${count} pagantes`).toString(),
    payers,
  );
  const start = await now(page);
  await goInApp(page, `/remessas/info/${remessaId}`);
  const end = await painted;
  const { latency } = await mockShare(page, start, end);
  return { start, ms: end - start, withoutLatency: end - start - latency };
}

/**
 * Iniciar envio on the remessa page open (`remessa`: its id and description), then the page left
 * open for `minuteMs`: the bytes the panel read in that minute
 * (from the Sucesso! alert on), how many whole reads and checks it made, and, for each situação the
 * server held, how long after the server the page showed it. The server is watched by the bench
 * itself every 250 ms through the remessas' search (fetch, not counted in the panel's bytes).
 * Issue 33's goals: ≤ 10 MB in the minute; the server's situação on screen within 15 s.
 */
export async function measureFollowing(page, { remessaId, descricao }, { sessionKey, minuteMs = 60_000 }) {
  await page.getByRole('button', { name: 'Iniciar envio' }).click();
  await page.getByRole('dialog', { name: 'Iniciar envio' }).getByRole('button', { name: 'Iniciar envio' }).click();
  const sucesso = page.getByRole('dialog', { name: /Sucesso!/ });
  await sucesso.waitFor({ timeout: 60_000 });
  await sucesso.getByRole('button', { name: 'OK' }).click();
  const from = await now(page);
  const timeline = await page.evaluate(
    ({ remessaId, descricao, minuteMs, sessionKey }) =>
      new Promise((resolve) => {
        const token = () => JSON.parse(localStorage.getItem(sessionKey) ?? '{}').accessToken ?? '';
        const shown = () => {
          const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Situação');
          return term?.nextElementSibling?.textContent ?? '';
        };
        const server = [];
        const screen = [];
        const started = performance.now();
        const tick = async () => {
          const at = performance.now();
          try {
            const answer = await fetch('/api/remessas/busca', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token()}` },
              body: JSON.stringify({ descricao, situacaoRemessaId: null, numPage: 1, numRows: 10 }),
            }).then((response) => response.json());
            const row = answer.data.find((remessa) => remessa.remessaId === remessaId);
            const situacao = row?.situacaoRemessa.situacaoRemessaNome ?? '?';
            if (server.at(-1)?.situacao !== situacao) server.push({ at, situacao });
          } catch {
            // the next tick asks again
          }
          if (performance.now() - started < minuteMs) setTimeout(tick, 250);
          else resolve({ server, screen });
        };
        const watch = () => {
          const situacao = shown();
          if (screen.at(-1)?.situacao !== situacao) screen.push({ at: performance.now(), situacao });
          if (performance.now() - started < minuteMs) requestAnimationFrame(watch);
        };
        watch();
        void tick();
      }),
    { remessaId, descricao, minuteMs, sessionKey },
  );
  const to = from + minuteMs;
  const calls = await callsBetween(page, from, to);
  const reads = calls.filter((call) => /\/api\/remessas\/\d+$/.test(call.url));
  const checks = calls.filter((call) => call.url.endsWith('/api/remessas/busca'));
  // For each situação the server held: when the screen first showed it, after the server did.
  const lags = timeline.server.map(({ at, situacao }) => {
    const seen = timeline.screen.find((entry) => entry.situacao === situacao && entry.at >= at - 250);
    return { situacao, lagMs: seen ? Math.max(0, seen.at - at) : Infinity };
  });
  return {
    bytes: calls.reduce((sum, call) => sum + call.bytes, 0),
    reads: reads.length,
    readBytes: reads.reduce((sum, call) => sum + call.bytes, 0),
    checks: checks.length,
    lags,
    worstLagMs: Math.max(0, ...lags.map((lag) => lag.lagMs)),
    finalSituacao: timeline.server.at(-1)?.situacao,
  };
}

/**
 * From the remessa's answer (the panel's GET fully in) to the frame with its table usable: rows
 * painted and the count of payers shown (issue 33: ≤ 500 ms at CPU ×4 with 12,500 payers).
 */
export async function measureAnswerToTable(page, remessaId) {
  await goInApp(page, '/listas?type=shipments');
  await page.getByRole('table', { name: 'Remessas' }).waitFor({ timeout: 120_000 });
  // The remessa last shown is let go a few seconds after its page closed (src/app/create-query-client.ts):
  // the page reads it again, as on a first visit.
  await page.waitForTimeout(6_000);
  const painted = paintedWhen(
    page,
    (() =>
      document.querySelectorAll('table[aria-label="Associados da remessa"] tbody tr').length > 5 &&
      /pagantes?$/.test(document.querySelector('.remessa-associados__contagem')?.textContent ?? '')).toString(),
  );
  await goInApp(page, `/remessas/info/${remessaId}`);
  const end = await painted;
  const answer = await page.evaluate(
    (id) =>
      window.__scaleCalls.filter((call) => new URL(call.url, location.href).pathname === `/api/remessas/${id}`).at(-1),
    remessaId,
  );
  return {
    ms: end - answer.end,
    bytes: answer.bytes,
    longestTask: await page.evaluate(({ from, to }) => window.__scaleLongestTask(from, to), {
      from: answer.end,
      to: end,
    }),
  };
}

/**
 * On a remessa page open with many payers: the longest event while typing a search (and the longest
 * task, the search itself running after the typing pause), pressing each situação's filter, and
 * scrolling the table (each step, scroll → new rows painted). Issue 33: ≤ 100 ms each at CPU ×4.
 */
export async function measurePayerInteractions(page) {
  const search = page.getByLabel('Pesquisar associados da remessa');
  // Headless Chromium keeps 87 px of its 768 px window for a browser's bars and puts the viewport
  // below them: the viewport's last 87 px are off its screen, where the field is when the page opens.
  // A change there alone (the typed text) presents no frame, and every key's event waited for the
  // next change on screen: the search's rows, after the pause (~1 s, though frames kept coming).
  // Staff type in a field they see; in the middle, its keys' frames are presented and measured.
  await search.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  let from = await now(page);
  await search.pressSequentially('silva', { delay: 120 });
  // The search runs 300 ms after the last key; the count line says what it found.
  await page.waitForFunction(
    () => / de [\d.]+ pagantes$/.test(document.querySelector('.remessa-associados__contagem')?.textContent ?? ''),
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(300);
  let to = await now(page);
  const typing = await page.evaluate(
    ({ from, to }) => ({ event: window.__scaleLongestEvent(from, to), task: window.__scaleLongestTask(from, to) }),
    { from, to },
  );
  await search.fill('');
  await search.press('Enter');
  await page.waitForTimeout(500);

  from = await now(page);
  const filtros = page.getByRole('group', { name: 'Filtrar pagantes por situação' });
  for (const name of ['Pago', 'Enviado', 'Erro no envio', 'Todos']) {
    await filtros.getByRole('button', { name: new RegExp(`^${name}:`) }).click();
    await page.waitForTimeout(200);
  }
  to = await now(page);
  const filter = await page.evaluate(
    ({ from, to }) => ({ event: window.__scaleLongestEvent(from, to), task: window.__scaleLongestTask(from, to) }),
    { from, to },
  );

  const scroll = await page.evaluate(async () => {
    const scroller = document.querySelector('.ui-table__scroll--virtual');
    const firstRow = () => scroller.querySelector('tbody tr')?.textContent;
    const steps = [];
    const start = performance.now();
    for (const fraction of [0.05, 0.2, 0.45, 0.7, 0.95, 0.5]) {
      const before = firstRow();
      const at = performance.now();
      scroller.scrollTop = fraction * (scroller.scrollHeight - scroller.clientHeight);
      await new Promise((resolve) => {
        const check = () =>
          firstRow() !== before ? window.__scaleNextPaint().then(resolve) : requestAnimationFrame(check);
        check();
      });
      steps.push(performance.now() - at);
    }
    return { worst: Math.max(...steps), task: window.__scaleLongestTask(start, performance.now()) };
  });
  return { typing, filter, scroll };
}

/**
 * The tab's JS heap after opening each remessa of `remessaIds` in turn (each until its table is
 * usable), then a garbage collection (issue 33: ≤ 300 MB after a 12,500-payer remessa and ten others).
 */
export async function measureHeapAfter(page, cdp, remessaIds) {
  for (const remessaId of remessaIds) await openRemessa(page, remessaId);
  // Records no screen shows are let go after a few seconds (src/app/create-query-client.ts).
  await page.waitForTimeout(6_000);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { remessas: remessaIds.length, heapMB: usedSize / 1e6 };
}
