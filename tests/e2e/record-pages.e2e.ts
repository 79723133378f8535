import { describe, expect, it } from 'vitest';
import { demoUrl, openSignedIn, useBrowser } from './fixtures';

/**
 * The record pages (forms and detail pages) at a desktop's size: the page does not move under the
 * mouse while the record loads. Cumulative layout shift as Chromium counts it: 0.1 is what Google
 * calls good; these pages stay near 0.01. With a loading placeholder no taller than the spinner, the
 * footer jumps from the bottom of the window to below the record (0.035 to 0.048 here).
 */

const saveButton = { role: 'button', name: 'Salvar alterações' } as const;
const RECORD_PAGES = [
  { path: '/associados/info/122', ready: 'Informações do associado', shows: { role: 'region', name: 'Associação' } },
  { path: '/associados/form/editar/122', ready: 'Editar associado', shows: saveButton },
  {
    path: '/remessas/info/36',
    ready: 'Informações da remessa',
    shows: { role: 'table', name: 'Associados da remessa' },
  },
  { path: '/remessas/form/editar/36', ready: 'Editar remessa', shows: saveButton },
  { path: '/usuarios/form/editar/2', ready: 'Edição do usuário', shows: saveButton },
] as const;

describe('record pages at 1366×768', () => {
  const browser = useBrowser();

  it.each(RECORD_PAGES)(
    '$path opened by its address shows its record, shifting less than 0.02 meanwhile',
    async ({ path, ready, shows }) => {
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
      await page.getByRole('heading', { level: 1, name: ready }).waitFor();
      // The heading shows with the loading placeholder; then the record takes its place.
      await expect.poll(() => page.getByText('Carregando', { exact: true }).count()).toBe(0);
      // The record, not why it could not be loaded (its call goes out as the route opens: once the API answers).
      await page.getByRole(shows.role, { name: shows.name }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift).toBeLessThan(0.02);
      await context.close();
    },
  );
});
