import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bodyRows, expect, rowWith, test } from '../browser/fixtures';

/**
 * Choosing rows of the lists and acting on them together, in the demo (the mock in the page): the
 * choice across pages, Selecionar todos os N, each list's actions (Inativar, Ativar, Reajustar
 * mensalidade, Deletar, the exports of the choice) and their reports.
 */
const bar = (page: Page) => page.getByRole('group', { name: /^Seleção de / });
const SLOW = { timeout: 30_000 };

/** The text of the first body row's first column after the checkbox (the row's name). */
const firstName = async (page: Page, table: string) =>
  (await bodyRows(page, table).first().locator('td').nth(1).textContent())!.trim();

/** Exports the choice with `action`, after its confirm `title`: the first cell of each row of the file. */
async function exportChoice(page: Page, action: string, title: string) {
  await bar(page).getByRole('button', { name: action }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Exportar' }).click();
  const lines = (await readFile((await (await download).path())!, 'utf8')).split('\r\n').filter(Boolean);
  return lines.slice(1).map((line) => line.split(';')[0]);
}

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
    const primeiro = await firstName(page, 'Associados');
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

  test('Inativar, then Ativar, then Reajustar mensalidade of two associates: each reported, the last two all done', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn();
    await expect(bodyRows(page, 'Associados')).toHaveCount(10, SLOW);
    const nomes = await Promise.all(
      [0, 1].map(async (index) =>
        (await bodyRows(page, 'Associados').nth(index).locator('td').nth(1).textContent())!.trim(),
      ),
    );
    const chooseBoth = async () => {
      for (const nome of nomes) await page.getByRole('checkbox', { name: `Selecionar ${nome}` }).check();
      await expect(bar(page).getByRole('status')).toHaveText('2 associados selecionados');
    };

    await chooseBoth();
    await bar(page).getByRole('button', { name: 'Inativar', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Inativar 2 associados?' })
      .getByRole('button', { name: 'Inativar', exact: true })
      .click();
    // One already inactive in the demo's data is skipped, never flipped back (hence the counts as a
    // pattern); after it, both are inactive.
    await expect(
      page.getByText(/^Inativar associados: concluído\. \d feitos? · \d ignorados? · 0 com falha\.$/),
    ).toBeVisible(SLOW);
    await expect(bar(page).getByRole('status')).toHaveText('Nenhum associado selecionado');

    await chooseBoth();
    await bar(page).getByRole('button', { name: 'Ativar', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Ativar 2 associados?' })
      .getByRole('button', { name: 'Ativar', exact: true })
      .click();
    await expect(page.getByText('Ativar associados: concluído. 2 feitos · 0 ignorados · 0 com falha.')).toBeVisible(
      SLOW,
    );
    for (const nome of nomes) await expect(rowWith(page, 'Relatório: Ativar associados', nome)).toContainText('Feito');

    await chooseBoth();
    await bar(page).getByRole('button', { name: 'Reajustar mensalidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reajustar mensalidade' });
    await dialog.getByLabel(/Percentual do reajuste/).pressSequentially('4,5');
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    const previa = page.getByRole('dialog', { name: 'Reajustar a mensalidade de 2 associados?' });
    for (const nome of nomes) await expect(rowWith(previa, 'Prévia do reajuste', nome)).toHaveCount(1);
    await previa.getByRole('button', { name: 'Aplicar reajuste' }).click();
    await expect(page.getByText('Reajustar mensalidade: concluído. 2 feitos · 0 ignorados · 0 com falha.')).toBeVisible(
      SLOW,
    );
    expect(errors).toEqual([]);
  });

  test('Usuários chosen on two pages: Exportar selecionados writes them, Deletar deletes them and reports each', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn({ acceptDownloads: true });
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByLabel('Perfil', { exact: true }).selectOption({ label: 'Associado' });
    await expect(bodyRows(page, 'Usuários')).toHaveCount(10, SLOW);
    const primeiro = await firstName(page, 'Usuários');
    await page.getByRole('checkbox', { name: `Selecionar ${primeiro}` }).check();
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(rowWith(page, 'Usuários', primeiro)).toHaveCount(0, SLOW);
    const segundo = await firstName(page, 'Usuários');
    await page.getByRole('checkbox', { name: `Selecionar ${segundo}` }).check();
    await expect(bar(page).getByRole('status')).toHaveText('2 usuários selecionados');

    expect((await exportChoice(page, 'Exportar selecionados', 'Exportar 2 usuários?')).sort()).toEqual(
      [`"${primeiro}"`, `"${segundo}"`].sort(),
    );

    await bar(page).getByRole('button', { name: 'Deletar' }).click();
    await page.getByRole('dialog', { name: 'Deletar 2 usuários?' }).getByRole('button', { name: 'Deletar' }).click();
    for (const nome of [primeiro, segundo])
      await expect(rowWith(page, 'Relatório: Deletar usuários', nome)).toContainText('Feito', SLOW);
    await expect(bar(page).getByRole('status')).toHaveText('Nenhum usuário selecionado');
    await page.getByRole('button', { name: 'Fechar relatório' }).click();
    await expect(rowWith(page, 'Usuários', segundo)).toHaveCount(0, SLOW);
    expect(errors).toEqual([]);
  });

  test('Exportar selecionadas writes the chosen remessas; Deletar names the one not in preparation, leaves it, and reports every one', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn({ acceptDownloads: true });
    await page.getByRole('tab', { name: 'Remessas' }).click();
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Em preparação' });
    await expect(bodyRows(page, 'Remessas').first()).toContainText('Em preparação', SLOW);
    const emPreparacao = await firstName(page, 'Remessas');
    await page.getByRole('checkbox', { name: `Selecionar ${emPreparacao}` }).check();

    // The choice survives the filter: one that was sent joins it.
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Pago' });
    await expect(bodyRows(page, 'Remessas').first()).toContainText('Pago', SLOW);
    const paga = await firstName(page, 'Remessas');
    await page.getByRole('checkbox', { name: `Selecionar ${paga}` }).check();
    await expect(bar(page).getByRole('status')).toHaveText('2 remessas selecionadas');

    expect((await exportChoice(page, 'Exportar selecionadas', 'Exportar 2 remessas?')).sort()).toEqual(
      [`"${emPreparacao}"`, `"${paga}"`].sort(),
    );

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
