import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoUrl, openSignedIn, useBrowser } from './fixtures';

/** What a select shows as chosen. */
const shown = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);

/** The kit's controls in a browser, as the keyboard drives them (the remessa form has each kind). */
describe('the form controls in the browser', () => {
  const browser = useBrowser();

  it('chooses in a select with the arrows and by typing, its placeholder no option', async () => {
    const { page, errors } = await openSignedIn(browser);
    await page.goto(demoUrl('/remessas/form/cadastro'));
    const tipo = page.getByLabel('Tipo de remessa', { exact: true });
    await tipo.waitFor();
    expect(await shown(page, 'Tipo de remessa')).toBe('Selecione');
    expect(await tipo.getByRole('option').allTextContents()).not.toContain('Selecione');

    await tipo.focus();
    await page.keyboard.press('ArrowDown');
    const first = await shown(page, 'Tipo de remessa');
    expect(first).not.toBe('Selecione');
    await page.keyboard.type('Avulsa');
    expect(await shown(page, 'Tipo de remessa')).toBe('Avulsa');
    // The choice shows in the text colour, the placeholder in the muted one.
    const colour = () => tipo.evaluate((select) => getComputedStyle(select).color);
    const pagantes = page.getByLabel('Pagantes', { exact: true });
    const placeholderColour = await pagantes.evaluate((select) => getComputedStyle(select).color);
    expect(await colour()).not.toBe(placeholderColour);
    expect(errors).toEqual([]);
  });

  it('types money and a date, and picks a date from the calendar, whose code loads on first open', async () => {
    const { page, errors } = await openSignedIn(browser);
    const calendarCode: string[] = [];
    page.on('request', (request) => {
      if (/date-picker|calendar/.test(request.url())) calendarCode.push(request.url());
    });
    await page.goto(demoUrl('/remessas/form/cadastro'));
    const valor = page.getByLabel('Valor da remessa');
    await valor.pressSequentially('1234,5');
    expect(await valor.inputValue()).toBe('R$\u00a01.234,5');
    await page.keyboard.press('Tab');
    expect(await valor.inputValue()).toBe('R$\u00a01.234,50');

    const vencimento = page.getByLabel('Data de vencimento');
    const inTenDays = addDays(new Date(), 10);
    await vencimento.click();
    await page.keyboard.type(format(inTenDays, 'ddMMyyyy'));
    expect(await vencimento.inputValue()).toBe(format(inTenDays, 'dd/MM/yyyy'));
    expect(calendarCode).toEqual([]);

    // The calendar from the keyboard: Enter on its button, Tab on into it up to the chosen day, Escape back to the button.
    const escolher = page.getByRole('button', { name: 'Escolher data' });
    await escolher.focus();
    await page.keyboard.press('Enter');
    const calendario = page.getByRole('dialog', { name: 'Escolher data' });
    await calendario.waitFor();
    expect(calendarCode.length).toBeGreaterThan(0);
    const focusedDay = () =>
      page.evaluate(() => document.activeElement?.closest('td') && document.activeElement.textContent);
    for (let step = 0; step < 6 && !(await focusedDay()); step++) await page.keyboard.press('Tab');
    expect(await focusedDay()).toBe(String(inTenDays.getDate()));
    await page.keyboard.press('Escape');
    await calendario.waitFor({ state: 'hidden' });
    expect(await escolher.evaluate((button) => button === document.activeElement)).toBe(true);

    // Picks the next day with the arrow and Enter: the field shows it and has the focus.
    await page.keyboard.press('Enter');
    await calendario.waitFor();
    for (let step = 0; step < 6 && !(await focusedDay()); step++) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendario.waitFor({ state: 'hidden' });
    expect(await vencimento.inputValue()).toBe(format(addDays(inTenDays, 1), 'dd/MM/yyyy'));
    expect(await vencimento.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});
