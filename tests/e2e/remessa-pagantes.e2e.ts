import { readFile } from 'node:fs/promises';
import { format } from 'date-fns/format';
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

  test('exports the payers shown, with the boleto links staff send: all, or who has not paid yet', async ({
    demo,
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn({ acceptDownloads: true });
    await openRemessa(page);
    const payers = await bodyRows(page, TABLE).count();
    expect(payers).toBeGreaterThan(2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar pagantes' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Remessa_${REMESSA}_${format(new Date(), 'dd-MM-yyyy')}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf-8').split('\r\n');
    expect(lines[0]).toBe('"Associado";"Email";"Valor";"Situação";"Data de pagamento";"Link do boleto"');
    expect(lines).toHaveLength(payers + 2);
    const link = `"${demo.url}/cobranca/GIRO\\d{9}"`;
    expect(
      lines.slice(1, -1).every((line) => /^"[^";]+ - [\d./-]+";"[^";]+@[^";]+";"R\$ [\d.]+,\d{2}";/.test(line)),
    ).toBe(true);
    expect(lines.some((line) => new RegExp(`;"Enviado";"";${link}$`).test(line))).toBe(true);
    expect(lines.some((line) => new RegExp(`;"Pago";"\\d{2}/\\d{2}/\\d{4}";${link}$`).test(line))).toBe(true);
    await expect(page.getByRole('button', { name: 'Exportar pagantes' })).toBeVisible();

    // Enviado alone: the file holds those, who have not paid yet.
    await page
      .getByRole('group', { name: 'Filtrar pagantes por situação' })
      .getByRole('button', { name: /^Enviado: / })
      .click();
    await expect.poll(() => bodyRows(page, TABLE).count()).toBeLessThan(payers);
    const enviados = await bodyRows(page, TABLE).count();
    const [unpaid] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar pagantes' }).click(),
    ]);
    const unpaidLines = (await readFile((await unpaid.path())!)).subarray(3).toString('utf-8').split('\r\n');
    expect(unpaidLines).toHaveLength(enviados + 2);
    expect(unpaidLines.slice(1, -1).every((line) => line.includes(';"Enviado";'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
