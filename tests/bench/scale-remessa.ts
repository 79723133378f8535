// What the remessa page does at the national size (12,500 payers), in the demo build: bench:scale
// (scale.bench.ts) calls these on a page signed in on the demo; each returns the figures of one run.
// Functions passed to page.evaluate run in the page: they use nothing from this module.
import type { CDPSession, Page } from '@playwright/test';
import { now, worstBetween } from './fixtures';

const TABLE = 'Associados da remessa';
const COUNT = '.remessa-associados__contagem';

/** "12.500 pagantes" → 12500; the count line under the search of the remessa page. */
async function payersShown(page: Page) {
  const match = /([\d.]+) pagantes?$/.exec((await page.locator(COUNT).textContent()) ?? '');
  return match ? Number(match[1]!.replace(/\./g, '')) : NaN;
}

/** The frame painted after the count line reads `${count} pagantes`, and the table has rows when `rows`. */
const paintedWithCount = (page: Page, count: number, { rows = false, dialogClosed = false } = {}) =>
  page.evaluate(
    ({ count, rows, dialogClosed, COUNT, TABLE }) =>
      window.probes.paintedWhen(
        () =>
          (document.querySelector(COUNT)?.textContent ?? '').replace(/\./g, '') === `${count} pagantes` &&
          (!rows || document.querySelectorAll(`table[aria-label="${TABLE}"] tbody tr`).length > 5) &&
          (!dialogClosed || !document.querySelector('.adicionar-associado')),
      ),
    { count, rows, dialogClosed, COUNT, TABLE },
  );

/** A route opened inside the app, as a link does (the demo's mock in the page stays loaded; a reload would seed it again). */
export const goInApp = (page: Page, path: string) =>
  page.evaluate((href) => {
    window.history.pushState({}, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The remessa's detail page, opened inside the app and usable (its table and its count of payers shown). */
export async function openRemessa(page: Page, remessaId: number) {
  await goInApp(page, `/remessas/info/${remessaId}`);
  await page.waitForFunction(
    ({ id, COUNT, TABLE }) =>
      location.pathname === `/remessas/info/${id}` &&
      /pagantes?$/.test(document.querySelector(COUNT)?.textContent ?? '') &&
      document.querySelector(`table[aria-label="${TABLE}"]`),
    { id: remessaId, COUNT, TABLE },
    { timeout: 120_000 },
  );
}

/** What the panel asked between two moments: per call, its path, time and size. */
const callsBetween = (page: Page, from: number, to: number) =>
  page.evaluate(
    ({ from, to }) =>
      window.probes.calls
        .filter((call) => call.start >= from && call.start <= to)
        .map((call) => ({ ...call, url: new URL(call.url, location.href).pathname })),
    { from, to },
  );

/**
 * What the demo's mock spent between two moments (its `mock:<operationId>` measures): its own work,
 * and the network latency it simulates before each answer, which no real API adds.
 */
const mockShare = (page: Page, from: number, to: number) =>
  page.evaluate(
    ({ from, to }) => {
      const measures = (performance.getEntriesByType('measure') as PerformanceMeasure[]).filter(
        (entry) => entry.name.startsWith('mock:') && entry.startTime >= from && entry.startTime <= to,
      );
      const latency = (entry: PerformanceMeasure) =>
        (entry.detail as { simulatedLatency?: number } | null)?.simulatedLatency ?? 0;
      return {
        latency: measures.reduce((sum, entry) => sum + latency(entry), 0),
        mock: measures.reduce((sum, entry) => sum + entry.duration, 0),
      };
    },
    { from, to },
  );

/** From a press to a painted frame: the time, without the demo's latency, the mock's part and the longest task. */
export async function pressToPaint(page: Page, painted: Promise<number>, press: () => Promise<void>) {
  const start = await now(page);
  await press();
  const end = await painted;
  const longestTask = (await worstBetween(page, start, end)).block;
  const { latency, mock } = await mockShare(page, start, end);
  return { start, ms: end - start, withoutLatency: end - start - latency, mockMs: mock, longestTask };
}

/**
 * Adicionar associado with page size MAX and the whole page chosen, on a remessa page already open:
 * from the press on Adicionar to the frame with the new count of payers (12,500 in ≤ 3 s at CPU ×1,
 * no task over 200 ms).
 */
export async function measureAdicionar(page: Page) {
  const before = await payersShown(page);
  await page.getByRole('button', { name: 'Adicionar associado' }).click();
  const dialog = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
  await dialog.getByRole('table', { name: 'Associados disponíveis' }).waitFor();
  await dialog.getByLabel('Itens por página', { exact: true }).selectOption({ label: 'MAX' });
  await page.waitForFunction(
    () => /^1–(\d+) de \1$/.test(document.querySelector('.adicionar-associado .list-pager__report')?.textContent ?? ''),
    undefined,
    { timeout: 120_000 },
  );
  await page.waitForFunction(
    () => !(document.getElementById('adicionar-associado-pagina') as HTMLInputElement | null)?.disabled,
    undefined,
    { timeout: 120_000 },
  );
  await dialog.getByLabel('Selecionar todos desta página').check();
  // The count as pt-BR writes it: 11.256.
  const count = /([\d.]+) associados? selecionados?/.exec((await dialog.textContent()) ?? '')?.[1];
  const chosen = Number(count?.replace(/\./g, '') ?? NaN);
  const painted = paintedWithCount(page, before + chosen, { dialogClosed: true });
  const figures = await pressToPaint(page, painted, () => dialog.getByRole('button', { name: 'Adicionar' }).click());
  return { chosen, ...figures };
}

/** Removing one payer (the first row's Deletar, then the confirm's): to the frame with one fewer (≤ 2 s at ×1). */
export async function measureRemoval(page: Page) {
  const before = await payersShown(page);
  await page.getByRole('table', { name: TABLE }).getByRole('button', { name: 'Deletar' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Deletar associado da remessa' });
  // The clock starts at the press, once the confirm is there to be pressed: not while Playwright waits
  // for the dialog's opening animation to end (until issue 55 the figure held that wait too).
  await confirm.getByRole('button', { name: 'Deletar' }).click({ trial: true });
  const painted = paintedWithCount(page, before - 1);
  return {
    payers: before,
    ...(await pressToPaint(page, painted, () => confirm.getByRole('button', { name: 'Deletar' }).click())),
  };
}

/** The whole reads of a remessa (GET /api/remessas/{id}) started between two moments, and what they read. */
export async function wholeReads(page: Page, from: number, to: number) {
  await page.waitForFunction(() => window.probes.inFlight === 0, undefined, { timeout: 120_000 });
  const reads = (await callsBetween(page, from, to)).filter((call) => /\/api\/remessas\/\d+$/.test(call.url));
  return { count: reads.length, MB: reads.reduce((sum, call) => sum + call.bytes, 0) / 1e6 };
}

/** The remessas list, after the page let the last remessa go (src/app/create-query-client.ts) when `letGo`. */
async function toRemessasList(page: Page, letGo: boolean) {
  await goInApp(page, '/listas?type=shipments');
  await page.getByRole('table', { name: 'Remessas' }).waitFor({ timeout: 120_000 });
  if (letGo) await page.waitForTimeout(6_000);
}

/**
 * Back to the remessas list and the remessa opened again: to the frame with its table usable and
 * `payers` counted. Right away by default (what the removal still reads delays it); with `letGo`,
 * once the page has let the remessa go, as when opened later.
 */
export async function measureReopen(page: Page, remessaId: number, payers: number, { letGo = false } = {}) {
  await toRemessasList(page, letGo);
  const painted = paintedWithCount(page, payers, { rows: true });
  return pressToPaint(page, painted, () => goInApp(page, `/remessas/info/${remessaId}`));
}

interface Moment {
  at: number;
  situacao: string;
}

/**
 * Iniciar envio on the remessa page open, then the page left open for a minute: the bytes the panel
 * read in it, its whole reads and its checks, and for each situação the server held, how long after
 * the server the page showed it. The bench watches the server every 250 ms through the remessas'
 * search (fetch, not counted in the panel's bytes). Goals: ≤ 10 MB; the situação on screen within 15 s.
 */
export async function measureFollowing(page: Page, { remessaId, descricao }: { remessaId: number; descricao: string }) {
  const minuteMs = 60_000;
  await page.getByRole('button', { name: 'Iniciar envio' }).click();
  await page.getByRole('dialog', { name: 'Iniciar envio' }).getByRole('button', { name: 'Iniciar envio' }).click();
  const sucesso = page.getByRole('dialog', { name: /Sucesso!/ });
  await sucesso.waitFor({ timeout: 60_000 });
  await sucesso.getByRole('button', { name: 'OK' }).click();
  const from = await now(page);
  const timeline = await page.evaluate(
    ({ remessaId, descricao, minuteMs }) =>
      new Promise<{ server: Moment[]; screen: Moment[] }>((resolve) => {
        const shown = () =>
          [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Situação')?.nextElementSibling
            ?.textContent ?? '';
        const server: Moment[] = [];
        const screen: Moment[] = [];
        const started = performance.now();
        const tick = async () => {
          const at = performance.now();
          try {
            const body = { descricao, situacaoRemessaId: null, numPage: 1, numRows: 10 };
            const answer = JSON.parse(await window.probes.api('/api/remessas/busca', body)) as {
              data: { remessaId: number; situacaoRemessa: { situacaoRemessaNome: string } }[];
            };
            const row = answer.data.find((remessa) => remessa.remessaId === remessaId);
            const situacao = row?.situacaoRemessa.situacaoRemessaNome ?? '?';
            if (server.at(-1)?.situacao !== situacao) server.push({ at, situacao });
          } catch {
            // the next tick asks again
          }
          if (performance.now() - started < minuteMs) setTimeout(() => void tick(), 250);
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
    { remessaId, descricao, minuteMs },
  );
  const calls = await callsBetween(page, from, from + minuteMs);
  // For each situação the server held: when the screen first showed it, after the server did.
  const lags = timeline.server.map(({ at, situacao }) => {
    const seen = timeline.screen.find((entry) => entry.situacao === situacao && entry.at >= at - 250);
    return seen ? Math.max(0, seen.at - at) : Infinity;
  });
  return {
    MB: calls.reduce((sum, call) => sum + call.bytes, 0) / 1e6,
    reads: calls.filter((call) => /\/api\/remessas\/\d+$/.test(call.url)).length,
    checks: calls.filter((call) => call.url.endsWith('/api/remessas/busca')).length,
    worstLagMs: Math.max(0, ...lags),
    finalSituacao: timeline.server.at(-1)?.situacao,
  };
}

/** From the remessa's answer (the panel's GET fully in) to the frame with its table usable (≤ 500 ms at ×4). */
export async function measureAnswerToTable(page: Page, remessaId: number) {
  // The remessa last shown is let go a few seconds after its page closed: the page reads it again, as on a first visit.
  await toRemessasList(page, true);
  const painted = page.evaluate(
    ({ COUNT, TABLE }) =>
      window.probes.paintedWhen(
        () =>
          document.querySelectorAll(`table[aria-label="${TABLE}"] tbody tr`).length > 5 &&
          /pagantes?$/.test(document.querySelector(COUNT)?.textContent ?? ''),
      ),
    { COUNT, TABLE },
  );
  await goInApp(page, `/remessas/info/${remessaId}`);
  const end = await painted;
  const answer = (await callsBetween(page, 0, end)).filter((call) => call.url === `/api/remessas/${remessaId}`).at(-1)!;
  const longestTask = (await worstBetween(page, answer.end, end)).block;
  return { ms: end - answer.end, MB: answer.bytes / 1e6, longestTask };
}

/**
 * On a remessa page open with many payers: the longest event while typing a search (and the longest
 * task, the search running after the typing pause), pressing each situação's filter, and scrolling
 * the table (each step, scroll → new rows painted). ≤ 100 ms each at CPU ×4.
 */
export async function measurePayerInteractions(page: Page) {
  const search = page.getByLabel('Pesquisar associados da remessa');
  // Headless Chromium puts the viewport's last 87 px off its screen, where the field is when the page
  // opens: a change there alone presents no frame, and every key's event waited for the next change
  // on screen. Staff type in a field they see; in the middle, its keys' frames are presented.
  await search.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  let from = await now(page);
  await search.pressSequentially('silva', { delay: 120 });
  // The search runs 300 ms after the last key; the count line says what it found.
  await page.waitForFunction(
    (count) => / de [\d.]+ pagantes$/.test(document.querySelector(count)?.textContent ?? ''),
    COUNT,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(300);
  const typing = await worstBetween(page, from, await now(page));
  await search.fill('');
  await search.press('Enter');
  await page.waitForTimeout(500);

  from = await now(page);
  const filtros = page.getByRole('group', { name: 'Filtrar pagantes por situação' });
  for (const name of ['Pago', 'Enviado', 'Erro no envio', 'Todos']) {
    await filtros.getByRole('button', { name: new RegExp(`^${name}:`) }).click();
    await page.waitForTimeout(200);
  }
  const filter = await worstBetween(page, from, await now(page));

  const scroll = await page.evaluate(() => window.probes.scrollSteps([0.05, 0.2, 0.45, 0.7, 0.95, 0.5]));
  return { typing, filter, scroll };
}

/** The tab's JS heap after opening each remessa in turn, then a garbage collection (≤ 300 MB after 12,500 payers and ten others). */
export async function measureHeapAfter(page: Page, cdp: CDPSession, remessaIds: number[]) {
  for (const remessaId of remessaIds) await openRemessa(page, remessaId);
  // Records no screen shows are let go after a few seconds (src/app/create-query-client.ts).
  await page.waitForTimeout(6_000);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1e6;
}
