import type { Page } from '@playwright/test';
import { bodyRows, expect, openInPanel, test } from '../browser/fixtures';

/**
 * Beyond the spec, on the remessa detail page of the demo: staff copy a payer's boleto link (the
 * panel's own /cobranca page) to send it, and export the remessa's payers for reconciliation.
 * Remessa 9 of the seed is in Enviado: payers with a boleto, some paid.
 */
const TABLE = 'Associados da remessa';
const REMESSA = 9;
const COPY = 'Copiar link do boleto';

async function openRemessa(page: Page) {
  await openInPanel(page, `/remessas/info/${REMESSA}`);
  await expect(page.getByRole('table', { name: TABLE })).toBeVisible();
}

test.describe('a remessa’s payers in the demo', () => {
  test('copies a payer’s boleto link, which opens the boleto in the associate’s own browser', async ({
    demo,
    openPage,
    openSignedIn,
  }) => {
    const { page, context, errors } = await openSignedIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.url });
    await openRemessa(page);
    // A payer whose boleto is out and not paid yet.
    const row = bodyRows(page, TABLE)
      .filter({ hasText: /Enviado$/ })
      .first();
    await row.getByRole('button', { name: COPY }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copiado.' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${demo.url}/cobranca/GIRO${String(REMESSA).padStart(4, '0')}\\d{5}$`));
    expect(errors).toEqual([]);

    // The associate, elsewhere, opens what staff sent.
    const associado = await openPage(new URL(link).pathname);
    await expect(associado.page.getByText('Seu boleto está disponivel')).toBeVisible();
    const [boleto] = await Promise.all([
      associado.context.waitForEvent('page'),
      associado.page.getByRole('button', { name: 'Download' }).click(),
    ]);
    await expect(boleto).toHaveURL(/\/boleto-exemplo\.html\?/);
    expect(new URL(boleto.url()).pathname).toBe('/boleto-exemplo.html');
    await expect(boleto.getByRole('heading', { name: 'Boleto bancário' })).toBeVisible();
    expect(associado.errors).toEqual([]);
  });

  test('where the browser refuses the clipboard, shows the link selected to copy by hand', async ({
    demo,
    openSignedIn,
  }) => {
    const { page, context, errors } = await openSignedIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.url });
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Negado.', 'NotAllowedError'));
    });
    await openRemessa(page);
    const row = bodyRows(page, TABLE)
      .filter({ has: page.getByRole('button', { name: COPY }) })
      .first();
    await row.getByRole('button', { name: COPY }).click();

    const dialog = page.getByRole('dialog', { name: 'Copie o link do boleto' });
    const field = dialog.getByRole('textbox', { name: /^Link do boleto de / });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(new RegExp(`^${demo.url}/cobranca/GIRO\\d{9}$`));
    const value = await field.inputValue();
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      0,
      value.length,
    ]);
    // Copied by hand, as the dialog says.
    await page.keyboard.press('Control+C');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
