import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchBrowser } from '../../scripts/lib/browser';

export const demoUrl = (path = '/') => `${inject('demoUrl')}${path}`;

export interface DemoPage {
  context: BrowserContext;
  page: Page;
  /** Errors the page printed or threw; a journey fails when there are any. */
  errors: string[];
}

/** A fresh browser profile on the demo: empty storage, so the seed loads. */
export async function openDemo(browser: Browser, path = '/', options: { acceptDownloads?: boolean } = {}): Promise<DemoPage> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', acceptDownloads: options.acceptDownloads ?? false });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(demoUrl(path));
  return { context, page, errors };
}

/** Signs in with the demo credentials shown on the sign-in page. */
export async function signIn(page: Page) {
  await page.getByLabel('CPF').fill('111.444.777-35');
  await page.getByLabel('Senha', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/listas**');
}

/** Picks an option of a PrimeReact dropdown found by its label (the field's input or trigger). */
export async function chooseOption(page: Page, field: Locator, option: string) {
  await field.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " p-dropdown ")][1]').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date as digits in a DateField (the mask adds the slashes) and leaves the field. */
export async function typeDate(page: Page, field: Locator, digits: string) {
  await field.click();
  await typeDateKeys(page, field, digits);
  await page.keyboard.press('Tab');
}

/**
 * Types `digits` (ddMMyyyy) into the focused date field and checks it reads dd/MM/yyyy.
 * PrimeReact's mask places the caret on a timer after the focus; on a busy machine that timer can
 * fire after the first keys, which then land out of place: clear and type again, as a person would.
 */
export async function typeDateKeys(page: Page, field: Locator, digits: string) {
  const expected = `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.waitForTimeout(50 * attempt);
    await page.keyboard.type(digits);
    if ((await field.inputValue()) === expected) return;
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
  }
  throw new Error(`A data ${expected} não ficou no campo: ele mostra "${await field.inputValue()}".`);
}
