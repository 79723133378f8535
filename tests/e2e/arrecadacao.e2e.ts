import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { presentRemessa } from '@mocks/db/presenters';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { formatMoney } from '@/utils/br/money';
import { SituacaoRemessaId } from '@/generated/model';
import { accessibilityViolations } from './axe';
import { bodyRows, newPanelContext, openSignedIn, useBrowser, useLiveSite } from './fixtures';

const TABLE = 'Arrecadação por mês';

/** `05/2026` for the month `back` months before today's. */
function mesAtras(back: number) {
  const today = new Date();
  const month = new Date(today.getFullYear(), today.getMonth() - back, 1);
  return `${String(month.getMonth() + 1).padStart(2, '0')}/${month.getFullYear()}`;
}

/** The texts of the table's line for `mes` (`05/2026`). */
const lineOf = async (page: Page, mes: string) =>
  (await bodyRows(page, TABLE).filter({ hasText: mes }).first().getByRole('cell').allTextContents()).map((text) =>
    text.trim(),
  );

describe('Arrecadação in the demo', () => {
  const browser = useBrowser();

  it('opens from the header, shows the year, lists a month chosen in the chart and exports the table', async () => {
    const { page, context, errors } = await openSignedIn(browser, { acceptDownloads: true });
    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Arrecadação' }).click();
    await page.waitForURL('**/arrecadacao');
    await page.getByRole('table', { name: TABLE }).waitFor();
    const chart = page.getByRole('figure', { name: 'Pago e pendente por mês' });
    expect(await chart.getByRole('button').count()).toBe(12);
    // Every month of the year billed something in the trainer's data.
    for (let back = 0; back < 12; back++) expect(Number((await lineOf(page, mesAtras(back)))[1])).toBeGreaterThan(0);
    expect(await bodyRows(page, TABLE).count()).toBe(13);

    const mes = mesAtras(2);
    await chart.getByRole('button', { name: new RegExp(`^${mes}: pago R\\$`) }).click();
    await page.waitForURL(/[?&]mes=\d{4}-\d{2}/);
    await page.getByText(/^Em \S+ de \d{4}, \d{1,3},\d% pago\.$/).waitFor();
    const list = page.getByRole('table', { name: `Remessas de ${mes}` });
    await list.waitFor();
    expect(await bodyRows(page, `Remessas de ${mes}`).count()).toBe(Number((await lineOf(page, mes))[1]));
    // axe-core (WCAG 2.1 AA, ./axe.ts) on the chart, the table and the month's remessas.
    expect(await accessibilityViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Arrecadacao_\d{2}-\d{2}-\d{4}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFF"Mês";"Remessas";"Cobrado";"Pago";"Pendente";"% pago"\r\n')).toBe(true);
    expect(text).toContain(`"${mes}";"${(await lineOf(page, mes))[1]}";`);

    await list.getByRole('link', { name: 'Ver informações' }).first().click();
    await page.waitForURL(/\/remessas\/info\/\d+$/);
    await page.getByRole('heading', { name: 'Informações da remessa' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Arrecadação on the live build under nginx', () => {
  const { browser, site } = useLiveSite('painel-arrecadacao-', {}, { prism: true });

  it("comes from the Remessas tab, and each month's figures are the sums of what the server holds", async () => {
    const context = await newPanelContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const searches: { numRows: number }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/remessas/busca')
        searches.push(request.postDataJSON() as { numRows: number });
    });
    await page.goto(`${site.url}/`);
    await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/listas**');
    await page.getByRole('tab', { name: 'Remessas' }).click();
    await page.getByRole('link', { name: 'Ver arrecadação' }).click();
    await page.waitForURL('**/arrecadacao');
    await page.getByRole('table', { name: TABLE }).waitFor();

    const remessas = db.remessas.all().map(presentRemessa);
    const enviada = (remessa: (typeof remessas)[number]) =>
      remessa.situacaoRemessa.situacaoRemessaId !== SituacaoRemessaId.EM_PREPARACAO;
    expect(searches.map((search) => search.numRows)).toContain(remessas.length);
    for (const back of [0, 1, 6, 11]) {
      const mes = mesAtras(back);
      const iso = `${mes.slice(3)}-${mes.slice(0, 2)}`;
      // A remessa still Em preparação has billed nobody: the month counts the others.
      const doMes = remessas.filter((remessa) => remessa.dataVencimento.startsWith(iso) && enviada(remessa));
      const cents = (pick: (remessa: (typeof doMes)[number]) => number) =>
        doMes.reduce((sum, remessa) => sum + Math.round(pick(remessa) * 100), 0) / 100;
      expect((await lineOf(page, mes)).slice(0, 5)).toEqual([
        mes,
        String(doMes.length),
        formatMoney(cents((remessa) => remessa.totalPago + remessa.totalPendente)),
        formatMoney(cents((remessa) => remessa.totalPago)),
        formatMoney(cents((remessa) => remessa.totalPendente)),
      ]);
    }

    // Mensalidade only: the month's count is the Mensalidades due in it.
    await page.getByLabel('Tipo de remessa').selectOption({ label: 'Mensalidade' });
    await page.waitForURL('**/arrecadacao?tipo=1');
    const mes = mesAtras(1);
    const iso = `${mes.slice(3)}-${mes.slice(0, 2)}`;
    const mensalidades = remessas.filter(
      (remessa) =>
        remessa.dataVencimento.startsWith(iso) && remessa.tipoRemessa.tipoRemessaId === 1 && enviada(remessa),
    );
    await expect.poll(async () => (await lineOf(page, mes))[1]).toBe(String(mensalidades.length));
    expect(errors).toEqual([]);
    await context.close();
  });
});
