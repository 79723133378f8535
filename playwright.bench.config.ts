import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/browser';

/**
 * The benches (tests/bench/*.bench.ts, docs/decisions/0041-benches-on-playwright-test.md), one after
 * the other on one worker: `npm run bench:lists`. Each prints its figures; a missed budget fails it.
 */
export default defineConfig({
  testDir: 'tests/bench',
  testMatch: '**/*.bench.ts',
  outputDir: '.bench/results',
  reporter: [['list']],
  workers: 1,
  reportSlowTests: null,
  // Lighthouse: every screen, three runs each; the national scale: a minute watched per run.
  timeout: 60 * 60_000,
  use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } },
});
