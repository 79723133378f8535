// The month's routine at the national size (issue 53), in the demo build: bench:scale
// (scale.bench.ts) calls these on a page signed in on the demo, its remessa holding every associate a
// Mensalidade may bill (11,256, the 626 inactive among them); each returns the figures of one run.
// Functions passed to page.evaluate run in the page: they use nothing from this module.
import type { Page } from '@playwright/test';
import { now, worstBetween } from './fixtures';
import { goInApp, openRemessa, pressToPaint } from './scale-remessa';

const TABLE = 'Associados da remessa';
const COUNT = '.remessa-associados__contagem';

/**
 * A header of the remessa's payers pressed (the payers all in the page): to the frame with the rows
 * in that order, `aria-sort` said; and the longest task meanwhile (≤ 200 ms each at CPU ×1).
 */
async function sortBy(page: Page, header: string, direction: 'ascending' | 'descending') {
  const start = await now(page);
  const painted = page.evaluate(
    ({ TABLE, header, direction }) =>
      window.probes.paintedWhen(() => {
        const table = document.querySelector(`table[aria-label="${TABLE}"]`);
        const th = [...(table?.querySelectorAll('th') ?? [])].find((cell) => cell.textContent === header);
        return th?.getAttribute('aria-sort') === direction && table?.closest('[aria-busy="true"]') === null;
      }),
    { TABLE, header, direction },
  );
  await page.getByRole('table', { name: TABLE }).getByRole('button', { name: header }).click();
  const end = await painted;
  return { ms: end - start, longestTask: (await worstBetween(page, start, end)).block };
}

/** Sorting the 11,256 payers of the remessa open by Nome (pt-BR text) and by Valor Pagamento (amounts), each way. */
export async function measureSorting(page: Page, remessaId: number) {
  await openRemessa(page, remessaId);
  await page.waitForTimeout(1000);
  const nome = await sortBy(page, 'Nome', 'ascending');
  const nomeDesc = await sortBy(page, 'Nome', 'descending');
  const valor = await sortBy(page, 'Valor Pagamento', 'ascending');
  return {
    payers: await page.evaluate((COUNT) => document.querySelector(COUNT)?.textContent ?? '', COUNT),
    ms: Math.max(nome.ms, nomeDesc.ms, valor.ms),
    longestTask: Math.max(nome.longestTask, nomeDesc.longestTask, valor.longestTask),
    nome,
    nomeDesc,
    valor,
  };
}

/**
 * The header's search on /listas: Ctrl+K, a name typed as staff type it, and from its last key to the
 * frame with the box's first results for it (≤ 1.5 s at CPU ×1), the calls it made for the text.
 */
export async function measureHeaderSearch(page: Page, text = 'silva') {
  await goInApp(page, '/listas');
  await page.getByRole('table', { name: 'Associados' }).waitFor({ timeout: 120_000 });
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Buscar no painel' });
  await box.waitFor();
  await box.pressSequentially(text.slice(0, -1), { delay: 80 });
  const painted = page.evaluate(
    (text) =>
      window.probes.paintedWhen(
        () =>
          (document.querySelector('.header-search__status')?.textContent ?? '').includes(`para “${text}”`) &&
          document.querySelector('[role="listbox"] [role="option"]') !== null,
      ),
    text,
  );
  const start = await now(page);
  await page.keyboard.press(text.at(-1)!);
  const end = await painted;
  const calls = await page.evaluate(
    ({ start, end }) =>
      window.probes.calls.filter((call) => call.start >= start && call.start <= end && call.url.includes('/busca'))
        .length,
    { start, end },
  );
  const longestTask = (await worstBetween(page, start, end)).block;
  await page.keyboard.press('Escape');
  return { ms: end - start, calls, longestTask };
}

/**
 * Duplicar on the remessa of 11,256 payers: its copy's form, Incluir os mesmos 11.256 associados on,
 * and from Cadastrar to the new remessa's page showing its payers (the 10,630 still paying; the 626
 * inactive named as left out): ≤ 5 s at CPU ×1.
 */
export async function measureDuplicar(page: Page, remessaId: number) {
  await goInApp(page, `/remessas/form/cadastro?copyOf=${remessaId}`);
  const submit = page.getByRole('button', { name: 'Cadastrar remessa' });
  await submit.waitFor({ timeout: 120_000 });
  const incluir = page.getByRole('checkbox', { name: /^Incluir os mesmos [\d.]+ associados$/ });
  await incluir.waitFor();
  const label = (await page.locator('.remessa-copia__pagantes label').textContent()) ?? '';
  const pedidos = Number(/([\d.]+) associados/.exec(label)?.[1]?.replace(/\./g, '') ?? NaN);
  await page.waitForTimeout(1000);
  const painted = page.evaluate(
    ({ remessaId, COUNT, TABLE }) =>
      window.probes.paintedWhen(
        () =>
          /^\/remessas\/info\/\d+$/.test(location.pathname) &&
          location.pathname !== `/remessas/info/${remessaId}` &&
          /^[\d.]+ pagantes$/.test(document.querySelector(COUNT)?.textContent ?? '') &&
          document.querySelectorAll(`table[aria-label="${TABLE}"] tbody tr`).length > 5,
      ),
    { remessaId, COUNT, TABLE },
  );
  const figures = await pressToPaint(page, painted, () => submit.click());
  const incluidos = Number(((await page.locator(COUNT).textContent()) ?? '').replace(/\D/g, ''));
  const deixados = await page
    .getByRole('list', { name: 'Associados que ficaram de fora' })
    .getByRole('listitem')
    .count();
  return { pedidos, incluidos, deixados, ...figures };
}
