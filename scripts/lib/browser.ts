import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';

/** Debian's Chromium (test tools' own browser downloads fail on these machines). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags the browser tests and the benchmarks launch it with. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Headless Chromium, as the browser tests and the benchmarks run it; `flags` adds to
 * CHROMIUM_FLAGS (a bench's trust in its run's certificate: `launchBrowser(live.chromiumFlags)`).
 */
export function launchBrowser(flags: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...flags] });
}

/** From the sign-in page (at `address` when given), signs in as the demo's manager, to /listas's rows. */
export async function signIn(page: Page, address?: string) {
  if (address) await page.goto(address);
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('table', { name: 'Associados' }).waitFor({ timeout: 60_000 });
}
