import type { Page } from '@playwright/test';
import { db } from '@mocks/db';
import { bodyRows, expect, test } from '../../browser/fixtures';
import type { UnkindGateway } from '../../browser/unkind-gateway';

/**
 * The month's routine on the live build under nginx, the mock server over HTTP behind the tests'
 * unkind gateway (request time limit 2.5 s): Duplicar with a vincular that the server receives late
 * or refuses, the header's search, and sorting a remessa's payers. What the server received is read
 * at the gateway and in its database (this process).
 */
const TIME_LIMIT_MS = 2500;
const SLOW = { timeout: 20_000 };
const VINCULAR = /^\/api\/remessas\/vincular$/;
const PAGANTES = 'Associados da remessa';
/** Remessa 9 of the seed: a Mensalidade in Enviado, with payers. */
const REMESSA = 9;

test.describe('the month’s routine (live build, unkind gateway)', () => {
  test.use({ liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(TIME_LIMIT_MS) }, gateway: true } });

  let gateway: UnkindGateway;
  test.beforeEach(async ({ liveSite }) => {
    gateway = liveSite.gateway;
    gateway.reset();
    await liveSite.mock.reset('padrao');
  });
  const seenOf = (method: string, path: RegExp) =>
    gateway.seen.filter((request) => request.method === method && path.test(request.path));

  /** Remessa 9's copy: its form opened, the due date moved into the future, Cadastrar pressed; the copy's description. */
  async function duplicate(page: Page) {
    await page.goto(`/remessas/form/cadastro?copyOf=${REMESSA}`);
    const descricao = page.getByLabel('Descrição', { exact: true });
    await expect(descricao).not.toHaveValue('', SLOW);
    const novaDescricao = await descricao.inputValue();
    const vencimento = page.getByLabel('Data de vencimento');
    await vencimento.clear();
    await vencimento.click();
    const day = new Date(Date.now() + 20 * 86_400_000);
    await page.keyboard.type(
      `${String(day.getDate()).padStart(2, '0')}${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`,
    );
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
    return novaDescricao;
  }

  const payersOf = (remessaId: number) => db.vinculos.findMany((q) => q.where({ remessaId })).length;
  const remessaNamed = (descricao: string) => db.remessas.findFirst((q) => q.where({ descricao }));

  test('a vincular the server receives after the time limit is looked up, not sent again: linked once', async ({
    openSignedIn,
  }) => {
    const pagantes = payersOf(REMESSA);
    gateway.rules.push({ method: 'POST', path: VINCULAR, holdMs: TIME_LIMIT_MS * 1.6, once: true });
    const { page, errors } = await openSignedIn();
    const descricao = await duplicate(page);

    await expect(page.getByRole('status').filter({ hasText: `Os ${pagantes} associados da remessa` })).toBeVisible(
      SLOW,
    );
    const copia = remessaNamed(descricao)!;
    await expect(page).toHaveURL(new RegExp(`/remessas/info/${copia.remessaId}$`));
    await expect(bodyRows(page, PAGANTES)).toHaveCount(pagantes);
    expect(seenOf('POST', VINCULAR)).toHaveLength(1);
    expect(payersOf(copia.remessaId)).toBe(pagantes);
    // It read the remessa back while the answer was late.
    expect(seenOf('GET', new RegExp(`^/api/remessas/${copia.remessaId}$`)).length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  });

  test('a vincular refused leaves the new remessa with the reason, and Incluir de novo links its payers', async ({
    openSignedIn,
  }) => {
    const pagantes = payersOf(REMESSA);
    gateway.rules.push({ method: 'POST', path: VINCULAR, status: 503, once: true });
    const { page } = await openSignedIn();
    const descricao = await duplicate(page);

    const aviso = page.getByRole('alert').filter({ hasText: 'A remessa foi cadastrada, mas os associados' });
    await expect(aviso).toBeVisible(SLOW);
    const copia = remessaNamed(descricao)!;
    expect(payersOf(copia.remessaId)).toBe(0);
    await aviso.getByRole('button', { name: `Incluir os ${pagantes} associados de novo` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Os ${pagantes} associados da remessa` })).toBeVisible(
      SLOW,
    );
    await expect(bodyRows(page, PAGANTES)).toHaveCount(pagantes);
    expect(payersOf(copia.remessaId)).toBe(pagantes);
    expect(seenOf('POST', VINCULAR)).toHaveLength(2);
  });

  test('the header’s search finds a remessa by its description: Ctrl+K, ↓, Enter; Escape closes', async ({
    openSignedIn,
  }) => {
    // A description no other remessa has.
    const descricao = 'Encontro regional de Quixeramobim';
    await db.remessas.update((q) => q.where({ remessaId: REMESSA }), {
      data: (record) => void (record.descricao = descricao),
    });
    const { page, errors } = await openSignedIn();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Buscar no painel' });
    await expect(box).toBeFocused();
    await box.pressSequentially('quixeramobim');
    const option = page.getByRole('group', { name: 'Remessas' }).getByRole('option').filter({ hasText: descricao });
    await expect(option).toBeVisible(SLOW);
    // Down past the associates and users found, to the remessa.
    for (let step = 0; step < 20 && (await option.getAttribute('aria-selected')) !== 'true'; step++)
      await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/remessas/info/${REMESSA}$`));
    await expect(page.getByRole('table', { name: PAGANTES })).toBeVisible();

    await page.keyboard.press('Control+k');
    await box.pressSequentially('xx');
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buscar no painel' })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('sorts the payers of a remessa by Nome, as Portuguese, and back', async ({ openSignedIn }) => {
    const { page, errors } = await openSignedIn();
    await page.goto(`/remessas/info/${REMESSA}`);
    const nome = page.getByRole('columnheader', { name: 'Nome' });
    await nome.getByRole('button', { name: 'Nome' }).click();
    await expect(nome).toHaveAttribute('aria-sort', 'ascending');
    const names = await bodyRows(page, PAGANTES).locator('td:first-child').allTextContents();
    const collator = new Intl.Collator('pt-BR', { numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
    await nome.getByRole('button', { name: 'Nome' }).click();
    await expect(nome).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page, PAGANTES).locator('td:first-child').first()).toHaveText(
      [...names].sort(collator.compare).at(-1)!,
    );
    expect(errors).toEqual([]);
  });
});
