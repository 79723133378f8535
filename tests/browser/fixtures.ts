import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { serveDemoBuild } from '../../scripts/lib/demo-build';
import { signIn as signInAsManager } from '../../scripts/lib/browser';
import { installClockAt, installSuiteClock, startSuiteClock } from '../suite-clock';
import { builtSite } from './builds';
import { startLiveSite, type LiveSite, type LiveSiteOptions } from './live-site';

/*
 * The panel's browser fixtures, one module for the journeys, the screenshots and the benches
 * (docs/decisions/0043-one-browser-harness.md):
 * - `target` (a project's option): the build a page opens by default, `demo` (the mock in the page)
 *   or `live` (the live build under nginx, the mock server behind it); `page.goto('/listas')` goes there;
 * - `openPage(path, options)`, `openSignedIn(options)`: a fresh browser profile as staff have one, with
 *   the errors it printed; every context a test opens is closed after it, its trace kept on failure;
 * - `liveSite`: the live build under nginx for the file, or the describe block that sets
 *   `test.use({ liveSiteOptions })` (a gateway, Prism, settings), with the mock server in this worker;
 * - `demo`: the demo build served for the worker;
 * - `signedInPage`: the `page`, signed in as the demo's manager on /listas.
 */

/** Which build a project's pages open: the demo, or the live build under nginx. */
export type Target = 'demo' | 'live';

export interface PanelPage {
  context: BrowserContext;
  page: Page;
  /** What the page printed as an error or threw; a journey expects none. */
  errors: string[];
}

export type OpenOptions = BrowserContextOptions;

/** The journeys' mock server answers at once: a journey waits for the panel, not a simulated network. */
const NO_LATENCY = { min: 0, max: 0 };

interface Sites {
  /** The demo build, served by Vite's preview for this worker (started on first use). */
  demo: () => Promise<{ url: string; dir: string }>;
  /** The live site of the file or describe block `scope` names, started on first use; the previous one stopped. */
  live: (scope: string, options: LiveSiteOptions) => Promise<LiveSite>;
}

interface WorkerFixtures {
  /**
   * The worker's process and its pages at the suite's moment (tests/suite-clock.ts), so the seed and
   * the panel's "today" do not depend on the day; the benches run at the real one.
   */
  atSuiteMoment: boolean;
  suiteClock: void;
  sites: Sites;
}

export interface PanelFixtures {
  target: Target;
  /** The pages' clock at this moment when they open, running from there (the screenshots); `null`: the suite's moment. */
  fixedTime: Date | null;
  liveSiteOptions: LiveSiteOptions;
  liveSite: LiveSite;
  demo: { url: string; dir: string };
  newPanelContext: (options?: OpenOptions) => Promise<BrowserContext>;
  openPage: (path?: string, options?: OpenOptions) => Promise<PanelPage>;
  openSignedIn: (options?: OpenOptions) => Promise<PanelPage>;
  signedInPage: Page;
}

const withSource = (text: string, source: string) =>
  text.startsWith('Failed to load resource') && source ? `${text} (${source})` : text;

/** The errors `page` prints or throws from now on. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed load's text does not name the resource; its location does.
    if (message.type() === 'error') errors.push(withSource(message.text(), message.location().url));
  });
  return errors;
}

/** The file and describe block a test is in: a live site lives that long. */
const scopeOf = (titlePath: string[]) => titlePath.slice(0, -1).join(' › ');

export const test = base.extend<PanelFixtures, WorkerFixtures>({
  atSuiteMoment: [true, { scope: 'worker', option: true }],
  suiteClock: [
    async ({ atSuiteMoment }, use) => {
      if (atSuiteMoment) startSuiteClock();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  sites: [
    async ({}, use) => {
      let demo: Promise<{ url: string; dir: string; close: () => Promise<void> }> | undefined;
      let live: { scope: string; site: Promise<LiveSite> } | undefined;
      const stopLive = async () => {
        const site = await live?.site.catch(() => undefined);
        live = undefined;
        await site?.close();
      };
      await use({
        demo: () =>
          (demo ??= builtSite('demo').then(async (dir) => {
            const { server, baseUrl } = await serveDemoBuild(dir, { build: false });
            return { url: baseUrl, dir, close: () => server.close() };
          })),
        live: async (scope, options) => {
          if (live?.scope !== scope) {
            await stopLive();
            live = { scope, site: builtSite('live').then((build) => startLiveSite(build, options)) };
          }
          return live.site;
        },
      });
      await stopLive();
      await (await demo)?.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],

  target: ['demo', { option: true }],
  fixedTime: [null, { option: true }],
  liveSiteOptions: [{}, { option: true }],
  liveSite: [
    async ({ sites, liveSiteOptions }, use, testInfo) =>
      use(await sites.live(scopeOf(testInfo.titlePath), { latency: NO_LATENCY, ...liveSiteOptions })),
    { timeout: 240_000 },
  ],
  demo: async ({ sites }, use) => use(await sites.demo()),
  baseURL: async ({ target, sites, liveSiteOptions }, use, testInfo) =>
    use(
      target === 'live'
        ? (await sites.live(scopeOf(testInfo.titlePath), { latency: NO_LATENCY, ...liveSiteOptions })).url
        : (await sites.demo()).url,
    ),
  context: async ({ context, fixedTime }, use) => {
    if (fixedTime) await installClockAt(context, fixedTime);
    else await installSuiteClock(context);
    await use(context);
  },
  newPanelContext: async ({ browser, fixedTime }, use) => {
    // The project's `use` (locale pt-BR, São Paulo's time zone, the address) applies to these
    // contexts too, and each is traced like the test's own.
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      if (fixedTime) await installClockAt(context, fixedTime);
      else await installSuiteClock(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },
  openPage: async ({ newPanelContext }, use) => {
    await use(async (path = '/', options = {}) => {
      const context = await newPanelContext(options);
      const page = await context.newPage();
      const errors = pageErrors(page);
      await page.goto(path);
      return { context, page, errors };
    });
  },
  openSignedIn: async ({ openPage }, use) => {
    await use(async (options = {}) => {
      const opened = await openPage('/', options);
      await signIn(opened.page);
      return opened;
    });
  },
  signedInPage: async ({ page }, use) => {
    await signInAsManager(page, '/');
    await use(page);
  },
});

export { expect } from '@playwright/test';

/**
 * Signs in with the demo credentials shown on the sign-in page, and waits for the list's first
 * search to be answered: a test that goes elsewhere at once would otherwise leave it in flight, and
 * a call of a page being left can miss the mock's worker (a 404 in the console).
 */
export async function signIn(page: Page) {
  const listed = page.waitForResponse((response) => /^\/api\/\w+\/busca$/.test(new URL(response.url()).pathname));
  await signInAsManager(page);
  await page.waitForURL('**/listas**');
  await listed;
}

/**
 * Waits until no list is loading (a list marks itself aria-busy while it asks the server). A page
 * left while a call is in flight can send that call past the demo's worker (a 404 in the console).
 */
export async function listsSettled(page: Page) {
  await base.expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens `path` in the panel already on screen, as its own links do (a step of the router's history),
 * not as a new load of the app: a walk over every screen then spends its time on the screens. A load
 * of the demo costs about half a second of CPU between the browser and the runner (the layout walks:
 * 47 → 21 CPU-seconds for 48 screens). Resolves once a new page is on screen, which the panel
 * announces by focusing its heading (src/app/route-focus.ts); a new query of the same page is drawn
 * at once, and the screen's own `ready` waits for its rows.
 */
export async function openInPanel(page: Page, path: string) {
  // The panel on screen first: a step taken before its router starts would be its first page, which
  // it leaves to the browser to announce.
  await page.locator('main').first().waitFor();
  const isNewPage = await page.evaluate((to) => {
    const target = new URL(to, location.href);
    const isNew = target.pathname !== location.pathname;
    // The new page's heading takes the focus only from outside its content.
    if (isNew && document.activeElement instanceof HTMLElement) document.activeElement.blur();
    // The router's own entry (its position in `idx`), read back on popstate as Back and Forward are.
    const { idx = 0 } = (history.state ?? {}) as { idx?: number };
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return isNew;
  }, path);
  if (isNewPage) await page.waitForFunction(() => document.activeElement?.closest('main') != null);
}

/** `text` matched as it is, inside a RegExp: `new RegExp(`^${escapeRegExp(nome)}`)`. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table's body rows, the table found by its accessible name. */
export const bodyRows = (scope: Page | Locator, table: string) =>
  scope.getByRole('table', { name: table }).locator('tbody tr');

/** The body rows of a table that hold `text`. */
export const rowWith = (scope: Page | Locator, table: string, text: string) =>
  bodyRows(scope, table).filter({ hasText: text });

/** The value of a description list's term on the page: `described(page, 'Situação')`. */
export const described = (scope: Page | Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Types a date as digits in a DateField (the mask adds the slashes) and leaves the field. */
export async function typeDate(page: Page, field: Locator, digits: string) {
  await field.click();
  await typeDateKeys(page, field, digits);
  await page.keyboard.press('Tab');
}

/** Types `digits` (ddMMyyyy) into the focused date field and checks it reads dd/MM/yyyy. */
export async function typeDateKeys(page: Page, field: Locator, digits: string) {
  await page.keyboard.type(digits);
  await base.expect(field).toHaveValue(`${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`);
}
