import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoUrl, openSignedIn, typeDate, useBrowser } from './fixtures';

/** Associates table of the remessa detail page. */
const remessaTable = (page: Page) => page.getByRole('table', { name: 'Associados da remessa' });

describe('remessas in the demo', () => {
  const browser = useBrowser();

  it('creates a remessa, adds three associates, removes one from the remessa page, sends the other two and watches them get paid', async () => {
    const { page, context, errors } = await openSignedIn(browser);
    await page.goto(demoUrl('/remessas/form/cadastro'));
    await page.getByRole('heading', { name: 'Nova remessa' }).waitFor();

    await page.getByLabel('Tipo de remessa', { exact: true }).selectOption({ label: 'Avulsa' });
    await page.getByLabel('Pagantes', { exact: true }).selectOption({ label: 'Associados' });
    await page.getByLabel('Nome', { exact: true }).fill('Jornada e2e');
    await page.getByLabel('Descrição', { exact: true }).fill('Taxa de certificação digital – jornada');
    await page.getByLabel('Valor da remessa').pressSequentially('150');
    const vencimento = addDays(new Date(), 10);
    await typeDate(page, page.getByLabel('Data de vencimento'), format(vencimento, 'ddMMyyyy'));
    expect(await page.getByLabel('Data de vencimento').inputValue()).toBe(format(vencimento, 'dd/MM/yyyy'));
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();

    await page.waitForURL(/\/remessas\/info\/\d+$/);
    await page.getByRole('heading', { name: 'Informações da remessa' }).waitFor();
    await page.getByText('Nenhum associado nesta remessa.').waitFor();
    expect(await page.getByRole('button', { name: 'Iniciar envio' }).isDisabled()).toBe(true);
    await page.getByText('Necessário adicionar associado na remessa').waitFor();

    // Three associates whose e-mail the mail server accepts.
    await page.getByRole('button', { name: 'Adicionar associado' }).click();
    const dialog = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
    const rows = dialog
      .getByRole('table', { name: 'Associados disponíveis' })
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') });
    await rows.first().waitFor();
    const chosen: string[] = [];
    for (const row of await rows.all()) {
      if (chosen.length === 3) break;
      if ((await row.textContent())?.includes('dominio-invalido')) continue;
      const box = row.getByRole('checkbox');
      if (await box.isDisabled()) continue;
      chosen.push((await box.getAttribute('aria-label'))!.replace('Selecionar ', ''));
      await box.check();
    }
    await dialog.getByText('3 associados selecionados').waitFor();
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    for (const nome of chosen) await remessaTable(page).getByRole('cell', { name: nome, exact: true }).waitFor();
    await page.getByText('R$ 450,00').first().waitFor();

    // Just added, not sent yet: no status of their own (Em preparação) and each can be removed here.
    const rowOf = (nome: string) =>
      remessaTable(page)
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: nome, exact: true }) });
    for (const nome of chosen) {
      await rowOf(nome).getByText('Em preparação').waitFor();
      expect(await rowOf(nome).getByRole('button', { name: 'Deletar' }).isEnabled()).toBe(true);
    }
    const [removido, ...enviados] = [chosen[2], chosen[0], chosen[1]];
    await rowOf(removido).getByRole('button', { name: 'Deletar' }).click();
    const remover = page.getByRole('dialog', { name: 'Deletar associado da remessa' });
    await remover.getByText(removido, { exact: false }).waitFor();
    await remover.getByRole('button', { name: 'Deletar' }).click();
    await remover.waitFor({ state: 'hidden' });
    await rowOf(removido).waitFor({ state: 'detached' });
    for (const nome of enviados) await rowOf(nome).waitFor();
    const valorPendente = page
      .getByRole('term')
      .filter({ hasText: /^Valor pendente$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => valorPendente.textContent()).toBe('R$ 300,00');

    await page.getByRole('button', { name: 'Iniciar envio' }).click();
    const confirmacao = page.getByRole('dialog', { name: 'Iniciar envio' });
    await confirmacao.getByText('2 associados', { exact: false }).waitFor();
    await confirmacao.getByRole('button', { name: 'Iniciar envio' }).click();
    const sucesso = page.getByRole('dialog', { name: /Sucesso!/ });
    await sucesso.getByText('Remessa adicionada à fila de envio.', { exact: false }).waitFor();
    await sucesso.getByRole('button', { name: 'OK' }).click();

    // The page follows the remessa by itself: Enviando → Enviado → Pago, with each associate paid.
    const situacao = page
      .getByRole('term')
      .filter({ hasText: /^Situação$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => situacao.textContent(), { timeout: 20_000 }).toBe('Pago');
    // The summary says Pago first; the payers follow with the whole remessa, read right after.
    await expect
      .poll(() =>
        remessaTable(page)
          .getByText(/^Pago em \d{2}\/\d{2}\/\d{4}$/)
          .count(),
      )
      .toBe(2);
    const valorPago = page
      .getByRole('term')
      .filter({ hasText: /^Valor pago$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await valorPago.textContent()).toBe('R$ 300,00');
    expect(await page.getByRole('button', { name: 'Iniciar envio' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a remessa in preparation and returns to the remessas list', async () => {
    const { page, context, errors } = await openSignedIn(browser);
    // Remessa 1 of the seed is in preparation.
    await page.goto(demoUrl('/remessas/info/1'));
    await page.getByRole('heading', { name: 'Informações da remessa' }).waitFor();
    await page.getByRole('button', { name: 'Deletar Remessa' }).click();
    await page.getByRole('dialog', { name: 'Deletar remessa' }).getByRole('button', { name: 'Deletar' }).click();
    await page.waitForURL('**/listas?type=shipments');
    expect(errors).toEqual([]);

    // Gone for good: its address now says so (the browser logs the 404 itself).
    await page.goto(demoUrl('/remessas/info/1'));
    await page.getByText('Remessa não encontrada.').waitFor();
    await context.close();
  });

  it('opens the boleto of an associate in Enviado in a new tab', async () => {
    const { page, context, errors } = await openSignedIn(browser);
    // Remessas 9–12 of the seed are in Enviado.
    await page.goto(demoUrl('/remessas/info/9'));
    await page.getByRole('heading', { name: 'Informações da remessa' }).waitFor();
    const [boleto] = await Promise.all([
      context.waitForEvent('page'),
      remessaTable(page).getByRole('button', { name: 'Baixar boleto' }).first().click(),
    ]);
    await boleto.waitForURL('**/boleto-exemplo.html?**');
    await boleto.getByRole('heading', { name: 'Boleto bancário' }).waitFor();
    expect(await boleto.evaluate(() => window.opener)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
