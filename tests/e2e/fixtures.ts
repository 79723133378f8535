import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { launchBrowser } from '../../scripts/lib/browser';
import { buildForDeploy, serveWithNginx, type NginxSite } from '../../scripts/lib/nginx-site';
import { startPrismProxy, type PrismProxy } from '../../scripts/lib/prism-proxy';
import { installSuiteClock } from '../suite-clock';
import { startUnkindGateway, type UnkindGateway } from './unkind-gateway';

/*
 * The browser journeys' fixtures, in one place:
 * - `const browser = useBrowser()`: Chromium for the file (or the describe block that calls it);
 *   every test opens its own context;
 * - `openDemo(browser)` / `openSignedIn(browser)`: a fresh profile on the demo build, signed in or not;
 * - `const { browser, mock, site } = useLiveSite('painel-x-')`: the live build (built once per run),
 *   served by nginx with the mock server behind it over HTTP, and a browser;
 * - `bodyRows(page, 'Associados')`, `rowWith(...)`: a table's rows, found by the table's name.
 * The fixtures are set up in beforeAll and torn down in afterAll; what they return can be used
 * (destructured, passed along) right away and works once the tests run.
 */

/** Stands for the value `get()` returns once the hooks set it up: properties and methods go to it. */
function late<T extends object>(what: string, get: () => T | undefined): T {
  const current = () => {
    const value = get();
    if (!value) throw new Error(`${what} ainda não existe: use-o dentro dos testes (é criado no beforeAll).`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_, key) => Reflect.has(current(), key),
  });
}

/**
 * Chromium for the file or the describe block it is called in: launched before its tests, closed
 * after. Launched here rather than shared by the run: a browser reached by `chromium.connect` has no
 * `download.path()`, which journeys read downloads with; a launch costs under a second.
 */
export function useBrowser(): Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return late('O navegador', () => browser);
}

export interface LiveSite {
  browser: Browser;
  /** The mock server the build calls (PAINEL_API_URL and PAINEL_CEP_API_URL). */
  mock: RunningMockServer;
  /** nginx serving the build: `site.url`, `site.reports`, `site.accessLog()`. */
  site: NginxSite;
  /** The build's folder (after beforeAll). */
  readonly outDir: string;
  /** Lets pages served at `url` (another nginx on the same build) call the mock server. */
  allowOrigin: (url: string) => void;
  /** The CORS check the mock server uses: for another mock server beside it. */
  allowsOrigin: (origin: string) => boolean;
  /** With `{ prism: true }`: Prism's validating proxy between the build and the mock server. */
  prism: PrismProxy;
  /**
   * With `{ gateway: true }`: the tests' unkind gateway between the build and the mock server
   * (tests/e2e/unkind-gateway.ts): block pages, held writes, data as other systems stored it.
   */
  gateway: UnkindGateway;
}

/**
 * The live build as `npm run build` writes it (scripts/lib/nginx-site.ts buildForDeploy), once per
 * run: LIVE_DIR when given, else built by the first file that asks into the run's folder while the
 * files running beside it wait. Its folder is only read: useLiveSite serves a copy.
 */
export async function liveBuild(): Promise<string> {
  const given = inject('liveDir');
  if (given) return given;
  const dir = join(inject('runDir'), 'live');
  const done = join(inject('runDir'), 'live.done');
  try {
    await mkdir(dir);
  } catch {
    // Another file is building it.
    for (;;) {
      const outcome = await readFile(done, 'utf8').catch(() => undefined);
      if (outcome === 'ok') return dir;
      if (outcome !== undefined) throw new Error(`A build do site ao vivo falhou em outro arquivo: ${outcome}`);
      await sleep(200);
    }
  }
  try {
    await buildForDeploy(dir);
  } catch (error) {
    await writeFile(done, String(error));
    throw error;
  }
  await writeFile(done, 'ok');
  return dir;
}

/** The mock server answers at once: a journey waits for the panel, not for a simulated network (tests run with none, mocks/lib/runtime.ts); the unkind gateway adds the delays a journey is about. */
const NO_LATENCY = { min: 0, max: 0 };

/**
 * The live build as it is deployed (liveBuild), copied into a temporary folder (`prefix`), served by
 * deploy/serve-nginx.sh with `PAINEL_API_URL` (and the postal-code service) pointing at a mock server
 * over HTTP, plus `env`; and a browser. All for the file or the describe block it is called in.
 * `afterBuild` sees the copy before nginx serves it (and may change it). The mock server runs in the
 * test's own process, so a test reads and changes its data (`db`) directly: each file has its own.
 * `prism: true` puts Prism's validating proxy (`prism proxy openapi/painel.yaml <mock> --errors`)
 * between the build and the mock server's contract API (`PAINEL_API_URL`); the postal-code service
 * stays direct.
 */
export function useLiveSite(
  prefix: string,
  env: Record<string, string> = {},
  {
    afterBuild,
    prism: withPrism = false,
    gateway: withGateway = false,
  }: { afterBuild?: (outDir: string) => Promise<void>; prism?: boolean; gateway?: boolean } = {},
): LiveSite {
  const origins = new Set<string>();
  let mock: RunningMockServer | undefined;
  let prism: PrismProxy | undefined;
  let gateway: UnkindGateway | undefined;
  let site: NginxSite | undefined;
  let outDir = '';
  const allowsOrigin = (origin: string) => origins.has(origin);
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, origins: allowsOrigin, latency: NO_LATENCY });
    if (withPrism) prism = await startPrismProxy('openapi/painel.yaml', mock.url);
    if (withGateway) gateway = await startUnkindGateway(mock.url);
    outDir = await mkdtemp(join(tmpdir(), prefix));
    await cp(await liveBuild(), outDir, { recursive: true });
    await afterBuild?.(outDir);
    site = await serveWithNginx(outDir, {
      PAINEL_API_URL: gateway?.url ?? prism?.url ?? mock.url,
      PAINEL_CEP_API_URL: mock.url,
      ...env,
    });
    origins.add(site.url);
  }, 240_000);
  afterAll(async () => {
    await site?.close();
    await prism?.close();
    await gateway?.close();
    await mock?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });
  // After-hooks run last-registered first: the browser closes before nginx and the mock server stop.
  const browser = useBrowser();
  return {
    browser,
    mock: late('O servidor de mock', () => mock),
    site: late('O nginx', () => site),
    prism: late('O proxy do Prism', () => prism),
    gateway: late('O gateway dos testes', () => gateway),
    get outDir() {
      return outDir;
    },
    allowOrigin: (url) => origins.add(url),
    allowsOrigin,
  };
}

/** A table's body rows, the table found by its accessible name. */
export const bodyRows = (scope: Page | Locator, table: string) =>
  scope.getByRole('table', { name: table }).locator('tbody tr');

/** The body rows of a table that hold `text`. */
export const rowWith = (scope: Page | Locator, table: string, text: string) =>
  bodyRows(scope, table).filter({ hasText: text });

export const demoUrl = (path = '/') => `${inject('demoUrl')}${path}`;

/**
 * A fresh browser profile as staff have one: pt-BR, São Paulo's time zone, and the suite's moment
 * (tests/suite-clock.ts), so the demo's seed and the panel's "today" do not depend on the day.
 */
export async function newPanelContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  await installSuiteClock(context);
  return context;
}

export interface DemoPage {
  context: BrowserContext;
  page: Page;
  /** Errors the page printed or threw; a journey fails when there are any. */
  errors: string[];
}

/** A fresh browser profile on the demo: empty storage, so the seed loads. */
/** How a fresh profile opens: downloads kept, and the window's size (Playwright's 1280×720 otherwise). */
export interface FreshOptions {
  acceptDownloads?: boolean;
  viewport?: { width: number; height: number };
}

export async function openDemo(browser: Browser, path = '/', options: FreshOptions = {}): Promise<DemoPage> {
  return openFresh(browser, demoUrl(path), options);
}

const withSource = (text: string, source: string) =>
  text.startsWith('Failed to load resource') && source ? `${text} (${source})` : text;

/** A fresh browser profile at `url`, on any site (the demo, the live build under nginx): its page and errors. */
export async function openFresh(browser: Browser, url: string, options: FreshOptions = {}): Promise<DemoPage> {
  const context = await newPanelContext(browser, {
    acceptDownloads: options.acceptDownloads ?? false,
    ...(options.viewport && { viewport: options.viewport }),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed load's text does not name the resource; its location does.
    if (message.type() === 'error') errors.push(withSource(message.text(), message.location().url));
  });
  await page.goto(url);
  return { context, page, errors };
}

/**
 * Signs in with the demo credentials shown on the sign-in page, and waits for the list's first
 * search to be answered: a test that goes elsewhere at once would otherwise leave it in flight, and
 * a call of a page being left can miss the mock's worker (a 404 in the console).
 */
export async function signIn(page: Page) {
  await page.getByLabel('CPF').fill('111.444.777-35');
  await page.getByLabel('Senha', { exact: true }).fill('demo123');
  const listed = page.waitForResponse((response) => /^\/api\/\w+\/busca$/.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/listas**');
  await listed;
}

/**
 * Waits until no list is loading (a list marks itself aria-busy while it asks the server). A page
 * left while a call is in flight can send that call past the demo's worker (a 404 in the console).
 */
export async function listsSettled(page: Page) {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'hidden' });
}

/** A fresh profile on the demo, signed in (on /listas). */
export async function openSignedIn(browser: Browser, options: FreshOptions = {}): Promise<DemoPage> {
  const demo = await openDemo(browser, '/', options);
  await signIn(demo.page);
  return demo;
}

/** Types a date as digits in a DateField (the mask adds the slashes) and leaves the field. */
export async function typeDate(page: Page, field: Locator, digits: string) {
  await field.click();
  await typeDateKeys(page, field, digits);
  await page.keyboard.press('Tab');
}

/** Types `digits` (ddMMyyyy) into the focused date field and checks it reads dd/MM/yyyy. */
export async function typeDateKeys(page: Page, field: Locator, digits: string) {
  const expected = `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  await page.keyboard.type(digits);
  const shown = await field.inputValue();
  if (shown !== expected) throw new Error(`A data ${expected} não ficou no campo: ele mostra "${shown}".`);
}
