import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';

/**
 * Debian's Chromium (test tools' own browser downloads fail on these machines): what the benches,
 * Lighthouse and the screenshots run, as staff's Chrome draws and times the panel.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium build (package chromium-headless-shell), which the
 * browser journeys run on, as Playwright does by default for headless runs: the same Blink and V8
 * without the desktop browser around them, a quarter less CPU (docs/decisions/0042-journeys-on-the-headless-shell.md).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** The flags the browser tests and the benchmarks launch it with. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** From the sign-in page (at `address` when given), signs in as the demo's manager, to /listas's rows. */
export async function signIn(page: Page, address?: string) {
  if (address) await page.goto(address);
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('table', { name: 'Associados' }).waitFor({ timeout: 60_000 });
}
