import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/browser';

/**
 * Playwright Test, the panel's browser harness (docs/decisions/0040-playwright-test.md). Today it
 * runs the screenshots (tests/screenshots/screens.spec.ts): every screen of the demo build, signed
 * in at three desktop sizes and the public pages on a phone, each compared with the baseline in
 * .screenshots/baseline/ (git-ignored; `npm run screenshots:baseline -- main` takes it from a ref).
 */
const DEMO_DIR = process.env.DEMO_DIR;
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4391);
const serve = `vite preview --outDir ${DEMO_DIR ?? 'dist-demo'} --host 127.0.0.1 --port ${PORT} --strictPort`;
const desktop = (width: number, height: number) => ({
  name: `${width}x${height}`,
  grep: /@signed-in/,
  use: { viewport: { width, height } },
});

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  snapshotPathTemplate: '.screenshots/baseline/{projectName}/{arg}{ext}',
  outputDir: '.screenshots/results',
  reporter: [['list'], ['html', { outputFolder: '.screenshots/report', open: 'never' }]],
  fullyParallel: true,
  workers: 2,
  timeout: 90_000,
  expect: {
    timeout: 20_000,
    // Device pixels (the phone's pages at 2×, as staff's screens show them); pixelmatch's own colour
    // threshold, and not one pixel more: two runs of the same code give the same pixels.
    toHaveScreenshot: { scale: 'device', threshold: 0.1, maxDiffPixels: 0 },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Glyphs on whole pixels: with subpixel positioning, text at a fractional offset was drawn a
      // quarter pixel higher in about one page load in twelve (the phone's pages, at 2× scale).
      args: [...CHROMIUM_FLAGS, '--disable-font-subpixel-positioning'],
    },
  },
  projects: [
    desktop(1280, 720),
    desktop(1366, 768),
    desktop(1920, 1080),
    {
      name: '375x812',
      grep: /@public/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  // The demo build of this checkout, built afresh (two seconds) so a change is always what is
  // looked at; DEMO_DIR serves one built elsewhere (a git ref's, by `npm run screenshots:baseline`).
  webServer: {
    command: DEMO_DIR ? serve : `vite build --mode demo --outDir dist-demo --logLevel error && ${serve}`,
    url: `http://127.0.0.1:${PORT}`,
    env: { NODE_ENV: 'production' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
