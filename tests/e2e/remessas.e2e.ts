import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import type { Page } from '@playwright/test';
import { described, expect, openInPanel, test, typeDate } from '../browser/fixtures';

/** Associates table of the remessa detail page. */
const remessaTable = (page: Page) => page.getByRole('table', { name: 'Associados da remessa' });

test.describe('remessas in the demo', () => {
  test('creates a remessa, adds three associates, removes one from the remessa page, sends the other two and watches them get paid', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn();
    await openInPanel(page, '/remessas/form/cadastro');
    await expect(page.getByRole('heading', { name: 'Nova remessa' })).toBeVisible();

    await page.getByLabel('Tipo de remessa', { exact: true }).selectOption({ label: 'Avulsa' });
    await page.getByLabel('Pagantes', { exact: true }).selectOption({ label: 'Associados' });
    await page.getByLabel('Nome', { exact: true }).fill('Jornada e2e');
    await page.getByLabel('Descrição', { exact: true }).fill('Taxa de certificação digital – jornada');
    await page.getByLabel('Valor da remessa').pressSequentially('150');
    const vencimento = addDays(new Date(), 10);
    await typeDate(page, page.getByLabel('Data de vencimento'), format(vencimento, 'ddMMyyyy'));
    await expect(page.getByLabel('Data de vencimento')).toHaveValue(format(vencimento, 'dd/MM/yyyy'));
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();

    await expect(page).toHaveURL(/\/remessas\/info\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Informações da remessa' })).toBeVisible();
    await expect(page.getByText('Nenhum associado nesta remessa.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar envio' })).toBeDisabled();
    await expect(page.getByText('Necessário adicionar associado na remessa')).toBeVisible();

    // Three associates whose e-mail the mail server accepts.
    await page.getByRole('button', { name: 'Adicionar associado' }).click();
    const dialog = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
    const rows = dialog
      .getByRole('table', { name: 'Associados disponíveis' })
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') });
    await expect(rows.first()).toBeVisible();
    const chosen: string[] = [];
    for (const row of await rows.all()) {
      if (chosen.length === 3) break;
      if ((await row.textContent())?.includes('dominio-invalido')) continue;
      const box = row.getByRole('checkbox');
      if (await box.isDisabled()) continue;
      chosen.push((await box.getAttribute('aria-label'))!.replace('Selecionar ', ''));
      await box.check();
    }
    await expect(dialog.getByText('3 associados selecionados')).toBeVisible();
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog).toBeHidden();
    for (const nome of chosen)
      await expect(remessaTable(page).getByRole('cell', { name: nome, exact: true })).toBeVisible();
    await expect(page.getByText('R$ 450,00').first()).toBeVisible();

    // Just added, not sent yet: no status of their own (Em preparação) and each can be removed here.
    const rowOf = (nome: string) =>
      remessaTable(page)
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: nome, exact: true }) });
    for (const nome of chosen) {
      await expect(rowOf(nome).getByText('Em preparação')).toBeVisible();
      await expect(rowOf(nome).getByRole('button', { name: 'Deletar' })).toBeEnabled();
    }
    const [removido, ...enviados] = [chosen[2], chosen[0], chosen[1]];
    await rowOf(removido).getByRole('button', { name: 'Deletar' }).click();
    const remover = page.getByRole('dialog', { name: 'Deletar associado da remessa' });
    await expect(remover.getByText(removido, { exact: false })).toBeVisible();
    await remover.getByRole('button', { name: 'Deletar' }).click();
    await expect(remover).toBeHidden();
    await expect(rowOf(removido)).toHaveCount(0);
    for (const nome of enviados) await expect(rowOf(nome)).toBeVisible();
    await expect(described(page, 'Valor pendente')).toHaveText('R$ 300,00');

    await page.getByRole('button', { name: 'Iniciar envio' }).click();
    const confirmacao = page.getByRole('dialog', { name: 'Iniciar envio' });
    await expect(confirmacao.getByText('2 associados', { exact: false })).toBeVisible();
    await confirmacao.getByRole('button', { name: 'Iniciar envio' }).click();
    const sucesso = page.getByRole('dialog', { name: /Sucesso!/ });
    await expect(sucesso.getByText('Remessa adicionada à fila de envio.', { exact: false })).toBeVisible();
    await sucesso.getByRole('button', { name: 'OK' }).click();

    // The page follows the remessa by itself: Enviando → Enviado → Pago, with each associate paid.
    await expect(described(page, 'Situação')).toHaveText('Pago', { timeout: 20_000 });
    // The summary says Pago first; the payers follow with the whole remessa, read right after.
    await expect(remessaTable(page).getByText(/^Pago em \d{2}\/\d{2}\/\d{4}$/)).toHaveCount(2);
    await expect(described(page, 'Valor pago')).toHaveText('R$ 300,00');
    await expect(page.getByRole('button', { name: 'Iniciar envio' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('deletes a remessa in preparation and returns to the remessas list', async ({ openSignedIn }) => {
    const { page, errors } = await openSignedIn();
    // Remessa 1 of the seed is in preparation.
    await openInPanel(page, '/remessas/info/1');
    await expect(page.getByRole('heading', { name: 'Informações da remessa' })).toBeVisible();
    await page.getByRole('button', { name: 'Deletar Remessa' }).click();
    await page.getByRole('dialog', { name: 'Deletar remessa' }).getByRole('button', { name: 'Deletar' }).click();
    await expect(page).toHaveURL(/\/listas\?type=shipments$/);
    expect(errors).toEqual([]);

    // Gone for good: its address now says so (the browser logs the 404 itself).
    await page.goto('/remessas/info/1');
    await expect(page.getByText('Remessa não encontrada.')).toBeVisible();
  });

  test('opens the boleto of an associate in Enviado in a new tab', async ({ openSignedIn }) => {
    const { page, context, errors } = await openSignedIn();
    // Remessas 9–12 of the seed are in Enviado.
    await openInPanel(page, '/remessas/info/9');
    await expect(page.getByRole('heading', { name: 'Informações da remessa' })).toBeVisible();
    const [boleto] = await Promise.all([
      context.waitForEvent('page'),
      remessaTable(page).getByRole('button', { name: 'Baixar boleto' }).first().click(),
    ]);
    await boleto.waitForURL('**/boleto-exemplo.html?**');
    await expect(boleto.getByRole('heading', { name: 'Boleto bancário' })).toBeVisible();
    expect(await boleto.evaluate(() => window.opener)).toBeNull();
    expect(errors).toEqual([]);
  });
});
