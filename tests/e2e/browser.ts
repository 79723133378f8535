import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (test tools' own browser downloads fail on these machines). */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

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
  // PrimeReact's mask places the caret 10 ms after the focus: a key typed sooner lands out of place.
  await page.waitForTimeout(50);
  await field.pressSequentially(digits);
  await page.keyboard.press('Tab');
}
