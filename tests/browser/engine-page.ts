import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ElementHandle, Browser as Firefox, Page as FirefoxPage } from 'puppeteer-core';
import type { WebKit } from './engines';

/*
 * The few steps a journey takes in Firefox or WebKit, written once (tests/e2e/engines/journeys.e2e.ts)
 * over each engine's own client: puppeteer-core (Firefox, WebDriver BiDi) and webdriverio (WebKit,
 * WebDriver classic). Elements are found as the unit tests find them, with Testing Library's
 * queries run in the page (`findByRole`, `findByLabelText`, `findByText`, which wait for them);
 * what a person does to them goes through the engine's own input (keys, pointer).
 * Firefox's own accessibility tree answers the same questions through puppeteer (`::-p-aria`), but
 * builds itself for each new document: 1–15 s for its first answer, against 10–200 ms here.
 */

/** Testing Library's DOM queries, as one script for a page (`window.TestingLibraryDom`). */
export const TESTING_LIBRARY = readFileSync(
  createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

/** What to find: by role and accessible name, by its label (a password field has no role) or by its text. */
export type Query = { role: string; name: string | RegExp } | { label: string } | { text: string | RegExp };

/** A text or pattern as it crosses into the page. */
type Matcher = string | { source: string; flags: string };
type PageQuery = { role: string; name: Matcher } | { label: Matcher } | { text: Matcher };

const toPage = (query: Query): PageQuery => {
  const matcher = (value: string | RegExp): Matcher =>
    typeof value === 'string' ? value : { source: value.source, flags: value.flags };
  if ('role' in query) return { role: query.role, name: matcher(query.name) };
  if ('label' in query) return { label: query.label };
  return { text: matcher(query.text) };
};

/** A query's words for a failure message. */
export const describeQuery = (query: Query) =>
  'role' in query
    ? `${query.role} "${query.name}"`
    : 'label' in query
      ? `campo "${query.label}"`
      : `texto "${query.text}"`;

/**
 * Runs in the page (self-contained: it crosses as source): waits up to `timeout` ms for the element
 * `query` names within `scope` (the body when null). Resolves to it, or to why not.
 */
async function findInPage(query: PageQuery, scope: Element | null, timeout: number): Promise<Element | string> {
  const library = (window as unknown as { TestingLibraryDom?: Record<string, CallableFunction> }).TestingLibraryDom;
  if (!library) return 'sem-testing-library';
  const matcher = (value: Matcher) => (typeof value === 'string' ? value : new RegExp(value.source, value.flags));
  const container = scope ?? document.body;
  const wait = { timeout };
  try {
    if ('role' in query) return await library.findByRole(container, query.role, { name: matcher(query.name) }, wait);
    if ('label' in query) return await library.findByLabelText(container, matcher(query.label), {}, wait);
    return await library.findByText(container, matcher(query.text), {}, wait);
  } catch (error) {
    // Testing Library's message, without the page's markup it appends.
    return String((error as Error).message).split('\n\n')[0];
  }
}

/** Runs in the page: the texts of a table's body rows, cell by cell. */
const rowsInPage = (table: Element) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
  );

/** Runs in the page: a field's value, its spaces as typed (a currency's is a no-break space). */
const valueInPage = (field: Element) => (field as HTMLInputElement).value.replace(/\s/g, ' ');

export interface EngineElement {
  /** An element inside this one. */
  find(query: Query): Promise<EngineElement>;
  click(): Promise<void>;
  /** Types `keys` key by key, as a person does (masks apply), then leaves the field with Tab. */
  type(keys: string): Promise<void>;
  /** Chooses the option of a `<select>` whose text is `label`. */
  select(label: string): Promise<void>;
  value(): Promise<string>;
  /** The texts of a table's body rows, cell by cell. */
  rows(): Promise<string[][]>;
}

interface AnyEnginePage {
  /** Opens `path` of the live site. */
  goto(path: string): Promise<void>;
  /** A step back or forward in the session history, as the browser's buttons take it (not waited for). */
  back(): Promise<void>;
  forward(): Promise<void>;
  /** The page's address, path and query (`/listas?type=users`). */
  path(): Promise<string>;
  /** Waits for the element `query` names (10 s) and returns it. */
  find(query: Query): Promise<EngineElement>;
  /** The value of `expression`, evaluated in the page. */
  evaluate<T>(expression: string): Promise<T>;
  /** Waits for another tab of this profile to go to an address that `sentTo` accepts; gives that address. */
  tabSentTo(sentTo: (address: string) => boolean): Promise<string>;
}

/** Firefox's page, and puppeteer's own for what only Firefox's journeys do. */
export interface FirefoxEnginePage extends AnyEnginePage {
  readonly engine: 'firefox';
  readonly puppeteer: FirefoxPage;
}

export interface WebKitEnginePage extends AnyEnginePage {
  readonly engine: 'webkit';
}

export type EnginePage = FirefoxEnginePage | WebKitEnginePage;

const TIMEOUT = 10_000;
const LOOK = 1_000;

const notFound = (query: Query, why: string) => new Error(`${describeQuery(query)} não apareceu: ${why}`);

/** Firefox: a puppeteer page (over WebDriver BiDi) of a profile of its own, Testing Library preloaded. */
export function firefoxEnginePage(firefox: Firefox, page: FirefoxPage, site: string): FirefoxEnginePage {
  const element = (handle: ElementHandle<Element>): EngineElement => ({
    find: (query) => find(query, handle),
    click: () => handle.click(),
    type: async (keys) => {
      await handle.type(keys);
      await handle.press('Tab');
    },
    select: async (label) => {
      const value = await handle.evaluate(
        (select, text) => [...(select as HTMLSelectElement).options].find((option) => option.text === text)?.value,
        label,
      );
      if (value === undefined) throw new Error(`Não há a opção "${label}".`);
      await handle.select(value);
    },
    value: () => handle.evaluate(valueInPage),
    rows: () => handle.evaluate(rowsInPage),
  });
  // A look begun in the page Back is leaving can be lost with it: frozen into the back-forward cache,
  // it never answers (CI saw a minute's wait), or its document is gone ("no such frame"). So each look
  // lasts a second, and the next is taken in whatever document is there, until the time is up.
  const look = async (query: Query, scope: ElementHandle<Element> | null) => {
    const asked = page.evaluateHandle(findInPage, toPage(query), scope, LOOK);
    const unanswered = new Promise<string>((resolve) => setTimeout(resolve, LOOK + 1_000, 'a página não respondeu'));
    const found = await Promise.race([asked, unanswered]).catch((error: Error) => error.message);
    if (typeof found === 'string') return found;
    const why = await page.evaluate((value) => (typeof value === 'string' ? value : null), found).catch(String);
    return why ?? element(found as ElementHandle<Element>);
  };
  const find = async (query: Query, scope: ElementHandle<Element> | null = null) => {
    const deadline = Date.now() + TIMEOUT;
    for (;;) {
      const found = await look(query, scope);
      if (typeof found !== 'string') return found;
      if (Date.now() >= deadline) throw notFound(query, found);
    }
  };
  return {
    engine: 'firefox',
    puppeteer: page,
    goto: async (path) => void (await page.goto(new URL(path, site).href)),
    // The same step in the session history as the browser's buttons; puppeteer's goBack() waits for a
    // load that a page restored from the back-forward cache never fires. What comes is then found.
    back: () => page.evaluate(() => history.back()),
    forward: () => page.evaluate(() => history.forward()),
    path: () => page.evaluate(() => location.pathname + location.search),
    find: (query) => find(query),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    tabSentTo: async (sentTo) => (await firefox.waitForTarget((target) => sentTo(target.url()))).url(),
  };
}

/**
 * WebKit: a webdriverio session of WebKitWebDriver (WebDriver classic, a MiniBrowser of its own);
 * Testing Library goes into each new document on its first query (classic WebDriver runs no script
 * before the page's own).
 */
export function webkitEnginePage(browser: WebKit): WebKitEnginePage {
  const element = (found: WebdriverIO.Element): EngineElement => ({
    find: (query) => find(query, found),
    click: () => found.click(),
    type: async (keys) => {
      await found.addValue(keys);
      await browser.keys('Tab');
    },
    select: (label) => found.selectByVisibleText(label),
    value: () => browser.execute(valueInPage, found),
    rows: () => browser.execute(rowsInPage, found),
  });
  const find = async (query: Query, scope: WebdriverIO.Element | null = null) => {
    const ask = () => browser.execute(findInPage, toPage(query), scope as unknown as Element | null, TIMEOUT);
    let found = await ask();
    if (found === 'sem-testing-library') {
      await browser.execute(TESTING_LIBRARY);
      found = await ask();
    }
    if (typeof found === 'string') throw notFound(query, found);
    return element(await browser.$(found as unknown as WebdriverIO.Element).getElement());
  };
  return {
    engine: 'webkit',
    goto: async (path) => void (await browser.url(path)),
    back: () => browser.back(),
    forward: () => browser.forward(),
    path: () => browser.execute(() => location.pathname + location.search),
    find: (query) => find(query),
    evaluate: <T>(expression: string) => browser.execute(`return (${expression});`) as Promise<T>,
    tabSentTo: async (sentTo) => {
      const mine = await browser.getWindowHandle();
      const deadline = Date.now() + TIMEOUT;
      while (Date.now() < deadline) {
        for (const handle of await browser.getWindowHandles()) {
          if (handle === mine) continue;
          await browser.switchToWindow(handle);
          const address = await browser.getUrl();
          await browser.switchToWindow(mine);
          if (sentTo(address)) return address;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('Nenhuma outra aba foi para o endereço esperado.');
    },
  };
}
