// Screenshots of every screen of the demo build (scripts/lib/screens.ts), to look at a layout change
// the way staff see it: signed in at 1280×720, 1366×768 and 1920×1080, the public pages at 375×812.
// `npm run screenshots` (builds the demo into a temporary folder unless DEMO_DIR is given) writes
// PNGs to .screenshots/ (git-ignored, or SCREENSHOTS_DIR). Two runs of the same code give the same
// pixels (`npm run screenshots:compare` checks a change against them): the clock is fixed, so the
// seed's dates are those of one day, animations are stopped at their end state and glyphs are
// placed on whole pixels. The screens and the browser are this script's checkout's, whatever the
// folder it runs in (`npm run screenshots:baseline` runs it on another commit's code).
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, signIn } from './lib/browser';
import { serveDemoBuild } from './lib/demo-build';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, type ScreenState } from './lib/screens';

const OUT = process.env.SCREENSHOTS_DIR ?? '.screenshots';
const DESKTOP = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const PHONE = { width: 375, height: 812 };
/** The day and time the pages see (the demo seeds its records relative to today). */
const FIXED_TIME = new Date('2025-06-16T10:00:00-03:00');

/** A fresh profile whose pages see FIXED_TIME. */
async function newContext(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  await context.clock.setFixedTime(FIXED_TIME);
  return context;
}

/** Each screen once it is ready, as a full-page picture named `<width>x<height>-<screen>.png`. */
async function takeAll(page: Page, base: string, screens: readonly ScreenState[], viewport: typeof PHONE) {
  for (const screen of screens) {
    await page.goto(`${base}${screen.path}`);
    await screen.ready(page);
    await page.waitForTimeout(300);
    const path = join(OUT, `${viewport.width}x${viewport.height}-${screen.name}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  }
}

const built = process.env.DEMO_DIR ? undefined : mkdtempSync(join(tmpdir(), 'painel-screenshots-'));
const { server, baseUrl } = await serveDemoBuild(process.env.DEMO_DIR ?? built!, { build: Boolean(built) });
// Glyphs on whole pixels: with subpixel positioning, text at a fractional offset was drawn a
// quarter pixel higher in about one page load in twelve (the phone's pages, at 2× scale).
const browser = await launchBrowser(['--disable-font-subpixel-positioning']);
mkdirSync(OUT, { recursive: true });
try {
  for (const viewport of DESKTOP) {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await signIn(page, `${baseUrl}/`);
    await takeAll(page, baseUrl, SIGNED_IN_SCREENS, viewport);
    await context.close();
  }
  const context = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await takeAll(await context.newPage(), baseUrl, PUBLIC_SCREENS, PHONE);
  await context.close();
} finally {
  await browser.close();
  await server.close();
  if (built) rmSync(built, { recursive: true, force: true });
}
console.log(`Capturas em ${OUT}/`);
