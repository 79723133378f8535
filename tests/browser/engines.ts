import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, type TestInfo } from '@playwright/test';
import puppeteer, { type Browser as Firefox } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { freePort } from '../../scripts/lib/nginx-site';
import { findTool } from '../../scripts/lib/tools';
import {
  firefoxEnginePage,
  TESTING_LIBRARY,
  webkitEnginePage,
  type EnginePage,
  type FirefoxEnginePage,
} from './engine-page';
import { test as base } from './fixtures';

/*
 * The second and third browser engines, on the same runner, reporter and live site as Chromium's
 * journeys (docs/decisions/0048-second-and-third-engines.md), each through the driver that works with
 * Debian's package (Playwright's own builds of them cannot be downloaded here):
 * - Firefox (`firefox-esr`) through puppeteer-core over WebDriver BiDi: one browser per worker, a
 *   fresh profile (a BiDi user context) per test; any error a page prints fails the test;
 * - WebKit (WebKitGTK's MiniBrowser) through `WebKitWebDriver` under `xvfb-run`, driven by webdriverio:
 *   one driver per worker, a session (a fresh MiniBrowser) per test.
 * `enginePage` (./engine-page.ts) is the project's engine's page; `firefoxPage` puppeteer's own.
 * Their pages open the live build under nginx (`liveSite`), with the mock server in the worker, at the
 * real clock (`atSuiteMoment: false`: classic WebDriver runs no script before the page's own, to move
 * its clock). A failure keeps a picture of the page, its address and its text (Playwright's traces are
 * Chromium's only).
 */

export type Engine = 'firefox' | 'webkit';
export type WebKit = WebdriverIO.Browser;

/** As scripts/lib/tools.ts finds them (`FIREFOX_PATH`, Debian's firefox-esr…; scripts/ensure-tools.ts installs them). */
const FIREFOX_PATH = findTool('firefox') ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER_PATH = findTool('webkit-driver') ?? 'WebKitWebDriver';
/** WebKitGTK's own small browser, which its driver starts. */
const MINIBROWSER_PATH = findTool('webkit-browser') ?? 'MiniBrowser';

/** What every engine's page is given, as Chromium's journeys are (playwright.config.ts). */
const TIME_ZONE = 'America/Sao_Paulo';
const VIEWPORT = { width: 1280, height: 720 };

type EngineBrowser = { engine: 'firefox'; firefox: Firefox } | { engine: 'webkit'; driverPort: number };

interface EngineFixtures {
  enginePage: EnginePage;
  /** Puppeteer's page under Firefox's `enginePage`, for what only Firefox's journeys do. */
  firefoxPage: FirefoxEnginePage['puppeteer'];
}

interface EngineWorkerFixtures {
  /** The project's engine (playwright.config.ts). */
  engine: Engine;
  engineBrowser: EngineBrowser;
}

/** On a failure, a picture of the page and its address and text. */
async function keepPageOnFailure(testInfo: TestInfo, page: EnginePage, picture: () => Promise<string>) {
  if (testInfo.status === testInfo.expectedStatus) return;
  const body = Buffer.from(await picture().catch(() => ''), 'base64');
  if (body.length > 0) await testInfo.attach('screenshot', { body, contentType: 'image/png' });
  const address = await page.path().catch((error: unknown) => String(error));
  const text = await page.evaluate<string>('document.body.innerText').catch((error: unknown) => String(error));
  const path = testInfo.outputPath('page.txt');
  await writeFile(path, `${address}\n\n${text}\n`);
  await testInfo.attach('page', { path, contentType: 'text/plain' });
}

async function launchFirefox() {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: VIEWPORT,
    env: { ...process.env, TZ: TIME_ZONE },
    extraPrefsFirefox: { 'intl.accept_languages': 'pt-BR', 'intl.locale.requested': 'pt-BR' },
  });
}

/** WebKitWebDriver on a free port, under an X server of its own; `stop` ends both, and the browsers. */
async function startWebKitDriver() {
  const port = await freePort();
  // Its own process group: xvfb-run, the X server, the driver and its browsers end together.
  const driver = spawn('xvfb-run', ['--auto-servernum', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, TZ: TIME_ZONE, LANG: 'pt_BR.UTF-8' },
  });
  const exited = new Promise((resolve) => driver.once('exit', resolve));
  const stop = async () => {
    if (driver.exitCode === null && driver.signalCode === null) process.kill(-driver.pid!, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (driver.exitCode === null && Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`O WebKitWebDriver não respondeu na porta ${port}: rode node scripts/ensure-tools.ts --webkit.`);
}

export const test = base.extend<EngineFixtures, EngineWorkerFixtures>({
  engine: ['firefox', { scope: 'worker', option: true }],
  engineBrowser: [
    async ({ engine }, use) => {
      if (engine === 'firefox') {
        const firefox = await launchFirefox();
        await use({ engine, firefox });
        await firefox.close();
        return;
      }
      const driver = await startWebKitDriver();
      try {
        await use({ engine, driverPort: driver.port });
      } finally {
        await driver.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  enginePage: async ({ engineBrowser, liveSite }, use, testInfo) => {
    if (engineBrowser.engine === 'firefox') {
      const context = await engineBrowser.firefox.createBrowserContext();
      const page = await context.newPage();
      // The tab in front, as a person's: a tab behind gets no animation frames.
      await page.bringToFront();
      await page.evaluateOnNewDocument(TESTING_LIBRARY);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const enginePage = firefoxEnginePage(engineBrowser.firefox, page, liveSite.url);
      await use(enginePage);
      await keepPageOnFailure(testInfo, enginePage, () => page.screenshot({ encoding: 'base64' }));
      await context.close();
      expect(errors, 'o que as páginas escreveram como erro').toEqual([]);
      return;
    }
    const browser = await remote({
      hostname: '127.0.0.1',
      port: engineBrowser.driverPort,
      logLevel: 'error',
      baseUrl: liveSite.url,
      // WebKitWebDriver speaks WebDriver classic only; its browser is named by WebKitGTK's own capability.
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
    const enginePage = webkitEnginePage(browser);
    await use(enginePage);
    await keepPageOnFailure(testInfo, enginePage, () => browser.takeScreenshot());
    await browser.deleteSession();
  },
  firefoxPage: async ({ enginePage }, use) => {
    if (enginePage.engine !== 'firefox') throw new Error('firefoxPage: só no projeto firefox.');
    await use(enginePage.puppeteer);
  },
});

export { expect } from '@playwright/test';
