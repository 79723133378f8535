import { describe, expect, it } from 'vitest';
import { SIGNED_IN_SCREENS } from '../lib/screens';
import { appPages, isSignedIn, opensRoute } from '../lib/app-routes';
import { demoUrl, openSignedIn, useBrowser } from './fixtures';

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

describe('record pages at 1366×768', () => {
  const browser = useBrowser();

  it('has a page for each of the five routes of one record', () => expect(RECORD_PAGES).toHaveLength(5));

  it.each(RECORD_PAGES)(
    '$path opened by its address shows its record, shifting less than 0.02 meanwhile',
    async ({ path, ready }) => {
      const { context, page } = await openSignedIn(browser, { viewport: { width: 1366, height: 768 } });
      await context.addInitScript(() => {
        const page = window as unknown as { layoutShift: number };
        page.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) page.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(demoUrl(path));
      // The heading shows with the loading placeholder; then the record takes its place: the record,
      // not why it could not be loaded.
      await ready(page);
      expect(await page.getByText('Carregando', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift).toBeLessThan(0.02);
      await context.close();
    },
  );
});
