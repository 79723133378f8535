import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Browser journeys: Debian's Chromium driven by playwright-core against the built demo (dist-demo/)
 * and the live build under nginx (tests/e2e/fixtures.ts). Two files at a time: each has its own
 * mock server, nginx and browser contexts, and two cores do two files in about half the time
 * (docs/decisions/0018-test-speed.md).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
