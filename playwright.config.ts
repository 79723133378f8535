import { defineConfig, type PlaywrightTestProject } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './scripts/lib/browser';
import type { Engine } from './tests/browser/engines';
import type { Target } from './tests/browser/fixtures';

/** The panel's own options (tests/browser/fixtures.ts, tests/browser/engines.ts), beside Playwright's. */
type Options = { target: Target; fixedTime: Date | null; atSuiteMoment: boolean; engine: Engine };
type Project = PlaywrightTestProject<Options>;

/**
 * Playwright Test, the panel's one browser harness (docs/decisions/0043-one-browser-harness.md), on
 * the fixtures of tests/browser/fixtures.ts and Debian's Chromium (test tools' own downloads fail here):
 * - the journeys, `*.e2e.ts` under `tests/e2e/`, on the headless shell of the same Chromium build (a quarter
 *   less CPU, decision 0042): project `demo` opens the demo build, project `live` (`tests/e2e/live/`)
 *   the live build under nginx with the mock server behind it (`npm run test:e2e`);
 * - the screenshots, `tests/screenshots/*.spec.ts`, at three desktop sizes and a phone (`npm run screenshots`);
 * - the benches, `tests/bench/*.bench.ts`, one at a time (`npm run bench:<name>`).
 * What is timed or drawn runs `/usr/bin/chromium`, as staff's Chrome times and draws the panel.
 * A failure keeps its trace (`npx playwright show-trace`); `npx playwright show-report .playwright/report`.
 */

const chromium = (executablePath: string) => ({
  launchOptions: { executablePath, args: CHROMIUM_FLAGS },
});

const journeys = (target: Target, where: Pick<Project, 'testDir' | 'testIgnore'>): Project => ({
  name: target,
  ...where,
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  // What a journey waits for in the page (a record read from IndexedDB, a title) may take seconds on
  // a busy machine.
  expect: { timeout: 10_000 },
  use: {
    ...chromium(HEADLESS_SHELL_PATH),
    target,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // As a person who asked their system for less motion (the panel honours it): a list's skeleton
    // shines on the page's own thread every frame, a fifth of the CPU of a sign-in (2.02 → 1.57
    // CPU-s). The motion is checked where it is the point (tests/e2e/listas.e2e.ts) and in the
    // screenshots; the benches time the panel as it moves (docs/decisions/0018-test-speed.md).
    reducedMotion: 'reduce',
    // A failure keeps its trace (each action and its call, the network, the console) and a picture of
    // the end, with the page's accessibility tree beside it (error-context.md). The trace's screencast
    // and its copy of the DOM at every action are left out: the screencast nearly doubled the journeys'
    // time (keyboard and record pages: 87 s with it, 52 s without), the DOM copies took a fifth of the
    // CPU (axe, keyboard and remessas: 201 CPU-seconds with them, 159 without, 167 with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
});

/**
 * The journeys in another engine (docs/decisions/0048-second-and-third-engines.md), on the live build
 * under nginx, through the engine's own driver (tests/browser/engines.ts), at the real clock:
 * `tests/e2e/engines/journeys.e2e.ts` in each, and what only that engine showed in `<engine>.e2e.ts`.
 */
const engine = (name: Engine): Project => ({
  name,
  testDir: 'tests/e2e/engines',
  testMatch: ['journeys.e2e.ts', `${name}.e2e.ts`],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { engine: name, target: 'live', atSuiteMoment: false },
});

/** The day and time the screenshots' pages see: the demo seeds its records relative to today. */
const SCREENSHOT_TIME = new Date('2025-06-16T10:00:00-03:00');

const screenshots = (
  name: string,
  tag: '@signed-in' | '@public',
  use: Project['use'] & { viewport: { width: number; height: number } },
): Project => ({
  name,
  testDir: 'tests/screenshots',
  testMatch: '*.spec.ts',
  grep: new RegExp(tag),
  workers: 2,
  timeout: 90_000,
  snapshotPathTemplate: '.screenshots/baseline/{projectName}/{arg}{ext}',
  expect: {
    timeout: 20_000,
    // Device pixels (the phone's pages at 2×, as staff's screens show them); pixelmatch's own colour
    // threshold, and not one pixel more: two runs of the same code give the same pixels.
    toHaveScreenshot: { scale: 'device', threshold: 0.1, maxDiffPixels: 0 },
  },
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    fixedTime: SCREENSHOT_TIME,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Glyphs on whole pixels: with subpixel positioning, text at a fractional offset was drawn a
      // quarter pixel higher in about one page load in twelve (the phone's pages, at 2× scale).
      args: [...CHROMIUM_FLAGS, '--disable-font-subpixel-positioning'],
    },
    ...use,
  },
});

export default defineConfig<Options>({
  globalSetup: './tests/browser/global-setup.ts',
  outputDir: '.playwright/results',
  reporter: [['list'], ['html', { outputFolder: '.playwright/report', open: 'never' }]],
  // Four journey files at a time on two cores: each waits much of its time on the browser, the
  // panel's own timers, the demo's simulated latency or a transition, and a fourth fills the cores
  // (102 journeys: 210 and 210 s against 226 and 247 s with three, back to back;
  // docs/decisions/0018-test-speed.md).
  workers: 4,
  reportSlowTests: null,
  forbidOnly: true,
  projects: [
    journeys('demo', { testDir: 'tests/e2e', testIgnore: ['live/**', 'engines/**'] }),
    journeys('live', { testDir: 'tests/e2e/live' }),
    engine('firefox'),
    engine('webkit'),
    screenshots('screenshots-1280x720', '@signed-in', { viewport: { width: 1280, height: 720 } }),
    screenshots('screenshots-1366x768', '@signed-in', { viewport: { width: 1366, height: 768 } }),
    screenshots('screenshots-1920x1080', '@signed-in', { viewport: { width: 1920, height: 1080 } }),
    screenshots('screenshots-375x812', '@public', {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    }),
    {
      name: 'bench',
      testDir: 'tests/bench',
      testMatch: '*.bench.ts',
      // One at a time: a bench times the machine.
      workers: 1,
      // Lighthouse: every screen, three runs each; the national scale: a minute watched per run.
      timeout: 60 * 60_000,
      use: { ...chromium(CHROMIUM_PATH), locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', atSuiteMoment: false },
    },
  ],
});
