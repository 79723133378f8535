import { SIGNED_IN_SCREENS } from '../lib/screens';
import { appPages, isSignedIn, opensRoute } from '../lib/app-routes';
import { expect, test } from '../browser/fixtures';

/**
 * The record pages (forms and detail pages) at a desktop's size: the page does not move under the
 * mouse while the record loads. Cumulative layout shift as Chromium counts it: 0.1 is what Google
 * calls good; these pages stay near 0.01. With a loading placeholder no taller than the spinner, the
 * footer jumps from the bottom of the window to below the record (0.035 to 0.048 here).
 */

/** The first state of each route of one record (`/associados/info/:associadoId`…), as the router has them. */
const RECORD_PAGES = appPages()
  .filter((route) => isSignedIn(route) && route.pattern.includes('/:'))
  .map((route) => SIGNED_IN_SCREENS.find((screen) => opensRoute(screen.path, route.pattern))!);

test.describe('record pages at 1366×768', () => {
  test('has a page for each of the five routes of one record', () => {
    expect(RECORD_PAGES).toHaveLength(5);
  });

  for (const { path, ready } of RECORD_PAGES) {
    test(`${path} opened by its address shows its record, shifting less than 0.02 meanwhile`, async ({
      openSignedIn,
    }) => {
      const { context, page } = await openSignedIn({ viewport: { width: 1366, height: 768 } });
      await context.addInitScript(() => {
        const page = window as unknown as { layoutShift: number };
        page.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) page.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      // The heading shows with the loading placeholder; then the record takes its place: the record,
      // not why it could not be loaded.
      await ready(page);
      await expect(page.getByText('Carregando', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift).toBeLessThan(0.02);
    });
  }
});
