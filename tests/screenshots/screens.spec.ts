import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, type ScreenState } from '../lib/screens';
import { expect, test } from '../browser/fixtures';
import type { Page } from '@playwright/test';

/**
 * Every screen of the demo (tests/lib/screens.ts) as a full-page picture, compared with the
 * baseline pixel by pixel (`npm run screenshots`). The projects of playwright.config.ts choose the
 * screens by tag: the signed-in ones at the desktop sizes, the public ones on the phone.
 */
async function looksAsBefore(page: Page, screen: ScreenState) {
  await page.goto(screen.path);
  await screen.ready(page);
  // The clock runs from the pictures' moment: a time to the second differs from one run to the next.
  await expect(page).toHaveScreenshot(`${screen.name}.png`, {
    fullPage: true,
    mask: [page.getByText(/\d{2}:\d{2}:\d{2}/)],
  });
}

for (const screen of SIGNED_IN_SCREENS)
  test(screen.name, { tag: '@signed-in' }, ({ signedInPage }) => looksAsBefore(signedInPage, screen));

for (const screen of PUBLIC_SCREENS) test(screen.name, { tag: '@public' }, ({ page }) => looksAsBefore(page, screen));
