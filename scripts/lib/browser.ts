import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { findTool } from './tools';

/**
 * Chromium as scripts/lib/tools.ts finds it (`CHROMIUM_PATH`, Debian's, an installed Chrome,
 * Playwright's own): what the benches, Lighthouse and the screenshots run, as staff's Chrome draws and
 * times the panel.
 */
export const CHROMIUM_PATH = findTool('chromium') ?? '/usr/bin/chromium';

/**
 * The headless shell of the same Chromium build (Debian's chromium-headless-shell, or Playwright's),
 * which the browser journeys run on, as Playwright does by default for headless runs: the same Blink and
 * V8 without the desktop browser around them, a quarter less CPU (docs/decisions/0042-journeys-on-the-headless-shell.md).
 * Where there is none (a Mac with Chrome), the Chromium above.
 */
export const HEADLESS_SHELL_PATH = findTool('chromium-headless-shell') ?? CHROMIUM_PATH;

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
