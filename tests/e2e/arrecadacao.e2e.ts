import { readFile } from 'node:fs/promises';
import { accessibilityViolations } from '../browser/axe';
import { bodyRows, expect, test } from '../browser/fixtures';
import { lineOf, mesAtras, TABLE } from './arrecadacao-helpers';

test.describe('Arrecadação in the demo', () => {
  test('opens from the header, shows the year, lists a month chosen in the chart and exports the table', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn({ acceptDownloads: true });
    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Arrecadação' }).click();
    await expect(page).toHaveURL(/\/arrecadacao$/);
    await expect(page.getByRole('table', { name: TABLE })).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Pago e pendente por mês' });
    await expect(chart.getByRole('button')).toHaveCount(12);
    // Every month of the year billed something in the trainer's data.
    for (let back = 0; back < 12; back++) expect(Number((await lineOf(page, mesAtras(back)))[1])).toBeGreaterThan(0);
    await expect(bodyRows(page, TABLE)).toHaveCount(13);

    const mes = mesAtras(2);
    await chart.getByRole('button', { name: new RegExp(`^${mes}: pago R\\$`) }).click();
    await expect(page).toHaveURL(/[?&]mes=\d{4}-\d{2}/);
    await expect(page.getByText(/^Em \S+ de \d{4}, \d{1,3},\d% pago\.$/)).toBeVisible();
    const list = page.getByRole('table', { name: `Remessas de ${mes}` });
    await expect(list).toBeVisible();
    await expect(bodyRows(page, `Remessas de ${mes}`)).toHaveCount(Number((await lineOf(page, mes))[1]));
    // axe-core (WCAG 2.1 AA, tests/browser/axe.ts) on the chart, the table and the month's remessas.
    expect(await accessibilityViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Arrecadacao_\d{2}-\d{2}-\d{4}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFF"Mês";"Remessas";"Cobrado";"Pago";"Pendente";"% pago"\r\n')).toBe(true);
    expect(text).toContain(`"${mes}";"${(await lineOf(page, mes))[1]}";`);

    await list.getByRole('link', { name: 'Ver informações' }).first().click();
    await expect(page).toHaveURL(/\/remessas\/info\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Informações da remessa' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
