// Actions on many associates at the national size (12,500), in the demo build (the mock in the page,
// 100–400 ms a call): bench:scale (scale.bench.ts) calls these on a page signed in on /listas; each
// returns the figures of one run. Functions passed to page.evaluate run in the page.
import type { Page } from '@playwright/test';
import { timeFrom, worstBetween } from './fixtures';
import { goInApp } from './scale-remessa';

const BAR = '[role="group"][aria-label="Seleção de associados"]';
const bar = (page: Page) => page.locator(BAR);

/** "12.500" → 12500. */
const count = (text: string) => Number(text.replace(/\./g, ''));

/** The frame painted after the bar says `text` (its polite count). */
const barSays = (text: string) =>
  document.querySelector(`[role="group"][aria-label="Seleção de associados"] [role="status"]`)?.textContent === text;

/** The most of the panel's API calls in flight at once between two moments (its XMLHttpRequests). */
const mostInFlight = (page: Page, from: number, to: number) =>
  page.evaluate(
    ({ from, to }) => {
      const edges = window.probes.calls
        .filter((call) => call.url.includes('/api/') && call.start >= from && call.start <= to)
        .flatMap((call) => [
          [call.start, 1],
          [call.end || to, -1],
        ])
        .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
      let inFlight = 0;
      let most = 0;
      for (const [, change] of edges) most = Math.max(most, (inFlight += change!));
      return most;
    },
    { from, to },
  );

/** The list's associates, 12,500: its pager's "1–10 de 12500". */
async function totalOf(page: Page) {
  const report = await page
    .getByRole('navigation', { name: 'Paginação dos associados' })
    .getByText(/ de \d+$/)
    .textContent();
  return Number(report!.split(' de ')[1]);
}

/** Selecionar todos os 12.500: from the press to the count painted, and the longest task meanwhile. */
export async function measureSelectAll(page: Page) {
  const total = await totalOf(page);
  const formatted = total.toLocaleString('pt-BR');
  const { start, end } = await timeFrom(page, 'click', barSays, `${formatted} associados selecionados`, () =>
    bar(page)
      .getByRole('button', { name: `Selecionar todos os ${formatted}` })
      .click(),
  );
  return { chosen: total, ms: end - start, longestTask: (await worstBetween(page, start, end)).block };
}

/** Exportar selecionados of every associate: from the confirm's press to the file ready, and the longest task. */
export async function measureExport(page: Page) {
  const { chosen } = await measureSelectAll(page);
  await bar(page).getByRole('button', { name: 'Exportar selecionados' }).click();
  const confirm = page.getByRole('dialog', { name: /^Exportar [\d.]+ associados\?$/ });
  await page.evaluate(() => (window.probes.download = undefined));
  const { start, end } = await timeFrom(
    page,
    'click',
    () => window.probes.download !== undefined,
    null,
    () => confirm.getByRole('button', { name: 'Exportar' }).click(),
  );
  const size = await page.evaluate(() => window.probes.download!.size);
  return { chosen, ms: end - start, MB: size / 1024 / 1024, longestTask: (await worstBetween(page, start, end)).block };
}

/** Pages 1 to `pages` of 100 rows, each chosen with "Selecionar todos desta página". */
async function choosePages(page: Page, pages: number) {
  await goInApp(page, '/listas?size=100');
  for (let number = 1; number <= pages; number++) {
    if (number > 1) await page.getByRole('button', { name: 'Próxima página' }).click();
    await page.waitForFunction(
      (first) =>
        document.querySelector('.list-pager__report')?.textContent?.startsWith(`${first}–`) &&
        !document.querySelector('[aria-busy="true"]'),
      (number - 1) * 100 + 1,
      { timeout: 60_000 },
    );
    await page.getByLabel('Selecionar todos desta página').check();
  }
  return count((await bar(page).getByRole('status').textContent())!.split(' ')[0]!);
}

/** Inativar 1,000 associates (ten pages of 100): from the confirm to the report, the calls at once, the longest task. */
export async function measureInativar(page: Page) {
  const chosen = await choosePages(page, 10);
  await bar(page).getByRole('button', { name: 'Inativar' }).click();
  const confirm = page.getByRole('dialog', { name: /^Inativar [\d.]+ associados\?$/ });
  const { start, end } = await timeFrom(
    page,
    'click',
    () => (document.querySelector('.batch-panel__title')?.textContent ?? '').endsWith('concluído'),
    null,
    () => confirm.getByRole('button', { name: 'Inativar' }).click(),
  );
  const calls = await page.evaluate(
    ({ start, end }) =>
      window.probes.calls.filter((call) => call.start >= start && call.start <= end).map((call) => call.url),
    { start, end },
  );
  return {
    chosen,
    ms: end - start,
    perAssociate: (end - start) / chosen,
    inFlight: await mostInFlight(page, start, end),
    toggles: calls.filter((url) => url.includes('/ativar/')).length,
    reads: calls.filter((url) => /\/api\/associados(\/busca|\/\d+)$/.test(new URL(url, 'http://x').pathname)).length,
    longestTask: (await worstBetween(page, start, end)).block,
  };
}

/** The done count of the running batch's line ("312 de 12.500 · 300 feitos · …"), and the PUTs answered so far. */
const doneAndAnswered = (page: Page) =>
  page.evaluate(() => {
    const line = document.querySelector('.batch-panel__progress')?.textContent ?? '';
    const done = Number((/· ([\d.]+) feitos?/.exec(line)?.[1] ?? '0').replace(/\./g, ''));
    const processed = Number((/^([\d.]+) de/.exec(line)?.[1] ?? '0').replace(/\./g, ''));
    const answered = window.probes.calls.filter((call) => call.method.toUpperCase() === 'PUT' && call.end > 0).length;
    return { done, processed, answered };
  });

/**
 * Reajustar mensalidade of every associate: the preview (from Ver prévia to its table painted), then
 * `sampleMs` of the batch: the time per associate and 12,500 at that pace, the calls at once, the
 * longest task, and whether the progress ever ran ahead of the writes the server answered (checked
 * every 250 ms). Then Cancelar.
 */
export async function measureReajuste(page: Page, sampleMs: number) {
  const { chosen } = await measureSelectAll(page);
  await bar(page).getByRole('button', { name: 'Reajustar mensalidade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reajustar mensalidade' });
  await dialog.getByLabel(/Percentual do reajuste/).pressSequentially('4,5');
  const preview = await timeFrom(
    page,
    'click',
    () => document.querySelectorAll('table[aria-label="Prévia do reajuste"] tbody tr').length > 5,
    null,
    () => dialog.getByRole('button', { name: 'Ver prévia' }).click(),
  );
  const previewTask = (await worstBetween(page, preview.start, preview.end)).block;
  const aplicar = page.getByRole('dialog', { name: /^Reajustar a mensalidade de / }).getByRole('button', {
    name: 'Aplicar reajuste',
  });
  const started = await timeFrom(
    page,
    'click',
    () => document.querySelector('.batch-panel__bar') !== null,
    null,
    () => aplicar.click(),
  );
  let ahead = 0;
  let last = { done: 0, processed: 0, answered: 0 };
  const until = Date.now() + sampleMs;
  while (Date.now() < until) {
    await page.waitForTimeout(250);
    last = await doneAndAnswered(page);
    if (last.done > last.answered) ahead += 1;
  }
  const sampleEnd = await page.evaluate(() => performance.now());
  const perAssociate = (sampleEnd - started.start) / Math.max(last.processed, 1);
  const inFlight = await mostInFlight(page, started.start, sampleEnd);
  const longestTask = (await worstBetween(page, started.start, sampleEnd)).block;
  await page.locator('.batch-panel').getByRole('button', { name: 'Cancelar' }).click();
  await page.getByText(/^Reajustar mensalidade: cancelado\./).waitFor({ timeout: 120_000 });
  return {
    chosen,
    previewMs: preview.end - preview.start,
    previewTask,
    sampled: last.processed,
    perAssociate,
    allMinutes: (perAssociate * chosen) / 60_000,
    inFlight,
    longestTask,
    progressAhead: ahead,
  };
}
