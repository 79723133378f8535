import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import type { Locator } from '@playwright/test';
import { expect, test } from '../browser/fixtures';

/** The option a select shows as chosen (the placeholder too, which is no option a person can pick). */
const chosen = (select: Locator) => select.locator('option:checked');

/** The kit's controls in a browser, as the keyboard drives them (the remessa form has each kind). */
test.describe('the form controls in the browser', () => {
  test('chooses in a select with the arrows and by typing, its placeholder no option', async ({ openSignedIn }) => {
    const { page, errors } = await openSignedIn();
    await page.goto('/remessas/form/cadastro');
    const tipo = page.getByLabel('Tipo de remessa', { exact: true });
    await expect(tipo).toBeVisible();
    await expect(chosen(tipo)).toHaveText('Selecione');
    expect(await tipo.getByRole('option').allTextContents()).not.toContain('Selecione');

    await tipo.focus();
    await page.keyboard.press('ArrowDown');
    await expect(chosen(tipo)).not.toHaveText('Selecione');
    await page.keyboard.type('Avulsa');
    await expect(chosen(tipo)).toHaveText('Avulsa');
    // The choice shows in the text colour, the placeholder in the muted one.
    const pagantes = page.getByLabel('Pagantes', { exact: true });
    const placeholderColour = await pagantes.evaluate((select) => getComputedStyle(select).color);
    await expect(tipo).not.toHaveCSS('color', placeholderColour);
    expect(errors).toEqual([]);
  });

  test('types money and a date, and picks a date from the calendar, whose code loads on first open', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn();
    const calendarCode: string[] = [];
    page.on('request', (request) => {
      if (/date-picker|calendar/.test(request.url())) calendarCode.push(request.url());
    });
    await page.goto('/remessas/form/cadastro');
    const valor = page.getByLabel('Valor da remessa');
    await valor.pressSequentially('1234,5');
    await expect(valor).toHaveValue('R$\u00a01.234,5');
    await page.keyboard.press('Tab');
    await expect(valor).toHaveValue('R$\u00a01.234,50');

    const vencimento = page.getByLabel('Data de vencimento');
    const inTenDays = addDays(new Date(), 10);
    await vencimento.click();
    await page.keyboard.type(format(inTenDays, 'ddMMyyyy'));
    await expect(vencimento).toHaveValue(format(inTenDays, 'dd/MM/yyyy'));
    expect(calendarCode).toEqual([]);

    // The calendar from the keyboard: Enter on its button, Tab on into it up to the chosen day, Escape back to the button.
    const escolher = page.getByRole('button', { name: 'Escolher data' });
    await escolher.focus();
    await page.keyboard.press('Enter');
    const calendario = page.getByRole('dialog', { name: 'Escolher data' });
    await expect(calendario).toBeVisible();
    expect(calendarCode.length).toBeGreaterThan(0);
    const focusedDay = () =>
      page.evaluate(() => document.activeElement?.closest('td') && document.activeElement.textContent);
    for (let step = 0; step < 6 && !(await focusedDay()); step++) await page.keyboard.press('Tab');
    await expect.poll(focusedDay).toBe(String(inTenDays.getDate()));
    await page.keyboard.press('Escape');
    await expect(calendario).toBeHidden();
    await expect(escolher).toBeFocused();

    // Picks the next day with the arrow and Enter: the field shows it and has the focus.
    await page.keyboard.press('Enter');
    await expect(calendario).toBeVisible();
    for (let step = 0; step < 6 && !(await focusedDay()); step++) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendario).toBeHidden();
    await expect(vencimento).toHaveValue(format(addDays(inTenDays, 1), 'dd/MM/yyyy'));
    await expect(vencimento).toBeFocused();
    expect(errors).toEqual([]);
  });
});
