import type { Page } from 'playwright-core';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { expectAccessible } from './axe';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, type ScreenState } from '../lib/screens';
import { bodyRows, demoUrl, openDemo, openSignedIn, signIn, useBrowser, newPanelContext } from './fixtures';

/*
 * Every screen of the demo build as it opens, each state of the screens list (tests/lib/screens.ts):
 * titled by its own heading, and nothing axe-core finds (./axe.ts says which rules). What a person
 * does on a screen (validation messages, dialogs, menus) is checked by a11y.e2e.ts.
 */

/** Each state is opened by its address; its title must be its own heading, then the panel. */
async function expectEveryScreenAccessible(page: Page, screens: readonly ScreenState[], expect: ExpectStatic) {
  for (const screen of screens) {
    await page.goto(demoUrl(screen.path));
    await screen.ready(page);
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
    const panel = ' · Painel da Associação';
    // A record's page adds its name: "Informações do associado — Cartório X · Painel da Associação".
    const titled = (title: string) =>
      title === `${heading}${panel}` || (title.startsWith(`${heading} — `) && title.endsWith(panel));
    await expect.poll(async () => titled(await page.title()), { message: screen.name }).toBe(true);
    await expectAccessible(page, screen.name, expect);
  }
}

/**
 * The signed-in states in three groups, each in its own context, side by side with the public ones:
 * one after the other they took 70 s, and this small file is often among the last to start.
 */
const SIGNED_IN_GROUPS = [0, 1, 2].map((part) => SIGNED_IN_SCREENS.filter((_, index) => index % 3 === part));

describe.concurrent(
  'every state of the screens list (tests/lib/screens.ts): titled by its heading, nothing axe finds',
  () => {
    const browser = useBrowser();

    it('public screens', { timeout: 120_000 }, async ({ expect }) => {
      const { page, context } = await openDemo(browser);
      await expectEveryScreenAccessible(page, PUBLIC_SCREENS, expect);
      await context.close();
    });

    it.for(SIGNED_IN_GROUPS)('signed-in screens, group %#', { timeout: 120_000 }, async (screens, { expect }) => {
      const { page, context } = await openSignedIn(browser);
      await expectEveryScreenAccessible(page, screens, expect);
      await context.close();
    });
  },
);

/**
 * Content that jumps while it loads makes people with a magnifier, a tremor or a slow phone lose
 * their place or press the wrong row (and is Lighthouse's layout-shift metric). The lists on a
 * phone-sized screen with a 4x slower CPU, loaded cold: the layout shifts add up to almost nothing.
 */
describe('layout stability of /listas while it loads', () => {
  const browser = useBrowser();

  it.each([
    { device: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
    { device: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false },
  ])('does not move the table or the toolbar on a $device', async ({ viewport, isMobile }) => {
    const context = await newPanelContext(browser, {
      viewport,
      isMobile,
      hasTouch: isMobile,
      deviceScaleFactor: isMobile ? 1.75 : 1,
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/'));
    await signIn(page);
    await bodyRows(page, 'Associados').first().waitFor();
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      Object.assign(window, { __layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) => (source.node as Element | undefined)?.className?.toString() ?? '?'),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload();
    await bodyRows(page, 'Associados').nth(9).waitFor();
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(
      () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
    await context.close();
  });
});
