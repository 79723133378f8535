import { test as base, type Page } from '@playwright/test';
import { signIn } from '../../scripts/lib/browser';

/** The day and time the pages see by default: the demo seeds its records relative to today. */
export const FIXED_TIME = new Date('2025-06-16T10:00:00-03:00');

interface BrowserFixtures {
  /** The date and time the page's clock shows, stopped there; `null` lets it run. */
  fixedTime: Date | null;
  /** The page signed in as the demo's manager, on /listas with its rows shown. */
  signedInPage: Page;
}

/**
 * Playwright Test with the panel's fixtures:
 * `test('…', async ({ signedInPage }) => { await signedInPage.goto('/arrecadacao'); … })`.
 */
export const test = base.extend<BrowserFixtures>({
  fixedTime: [FIXED_TIME, { option: true }],
  context: async ({ context, fixedTime }, use) => {
    if (fixedTime) await context.clock.setFixedTime(fixedTime);
    await use(context);
  },
  signedInPage: async ({ page }, use) => {
    await signIn(page, '/');
    await use(page);
  },
});

export { expect } from '@playwright/test';
