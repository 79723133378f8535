import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bodyRows, expect, rowWith, test } from '../browser/fixtures';

/**
 * Choosing rows of the lists and acting on them together, in the demo (the mock in the page): the
 * choice across pages, Selecionar todos os N, an export of the choice the demo hears, and a batch
 * with its progress and report.
 */
const bar = (page: Page) => page.getByRole('group', { name: /^Seleção de / });
const SLOW = { timeout: 30_000 };

test.describe('actions on many rows (demo)', () => {
  test('Selecionar todos os N associates and Exportar selecionados downloads every one of them', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn({ acceptDownloads: true });
    await expect(bodyRows(page, 'Associados')).toHaveCount(10);
    const report = await page
      .getByRole('navigation', { name: 'Paginação dos associados' })
      .getByText(/^1–10 de \d+$/)
      .textContent();
    const total = Number(report?.split(' de ')[1]);
    const heard = page.evaluate(
      () =>
        new Promise<{ fileName: string; rows: number }>((resolve) =>
          window.addEventListener('painel:csv', (event) => resolve((event as CustomEvent).detail), { once: true }),
        ),
    );

    // One row on this page, then every row the search matches.
    const primeiro = (await bodyRows(page, 'Associados').first().locator('td').nth(1).textContent())!.trim();
    await page.getByRole('checkbox', { name: `Selecionar ${primeiro}` }).check();
    await expect(bar(page).getByRole('status')).toHaveText('1 associado selecionado');
    await bar(page)
      .getByRole('button', { name: `Selecionar todos os ${total}` })
      .click();
    await expect(bar(page).getByRole('status')).toHaveText(`${total} associados selecionados`);

    await bar(page).getByRole('button', { name: 'Exportar selecionados' }).click();
    const download = page.waitForEvent('download');
    await page
      .getByRole('dialog', { name: `Exportar ${total} associados?` })
      .getByRole('button', { name: 'Exportar' })
      .click();
    const file = await readFile((await (await download).path())!, 'utf8');
    expect(file.split('\r\n').filter(Boolean)).toHaveLength(total + 1);
    expect(await heard).toMatchObject({ rows: total });
    expect(errors).toEqual([]);
  });

  test('Deletar remessas names the one not in preparation, leaves it, and reports every one', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn();
    await page.getByRole('tab', { name: 'Remessas' }).click();
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Em preparação' });
    await expect(bodyRows(page, 'Remessas').first()).toContainText('Em preparação', SLOW);
    const emPreparacao = (await bodyRows(page, 'Remessas').first().locator('td').nth(1).textContent())!.trim();
    await page.getByRole('checkbox', { name: `Selecionar ${emPreparacao}` }).check();

    // The choice survives the filter: one that was sent joins it.
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Pago' });
    await expect(bodyRows(page, 'Remessas').first()).toContainText('Pago', SLOW);
    const paga = (await bodyRows(page, 'Remessas').first().locator('td').nth(1).textContent())!.trim();
    await page.getByRole('checkbox', { name: `Selecionar ${paga}` }).check();
    await expect(bar(page).getByRole('status')).toHaveText('2 remessas selecionadas');

    await bar(page).getByRole('button', { name: 'Deletar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deletar 1 remessa?' });
    await expect(confirm).toContainText(`${paga} fica como está`);
    await confirm.getByRole('button', { name: 'Deletar' }).click();

    const relatorio = 'Relatório: Deletar remessas';
    await expect(rowWith(page, relatorio, emPreparacao)).toContainText('Feito', SLOW);
    await expect(rowWith(page, relatorio, paga)).toContainText('IgnoradoNão está em preparação: ficou como está.');
    await expect(bar(page).getByRole('status')).toHaveText('Nenhuma remessa selecionada');
    await page.getByRole('button', { name: 'Fechar relatório' }).click();
    await expect(page.getByRole('table', { name: relatorio })).toHaveCount(0);
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Em preparação' });
    await expect(bodyRows(page, 'Remessas').first()).toContainText('Em preparação', SLOW);
    await expect(rowWith(page, 'Remessas', emPreparacao)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
