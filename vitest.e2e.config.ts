import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// The panel's time zone, for the mock server that runs in the journeys' process (tests/e2e/setup.ts).
process.env.TZ = 'America/Sao_Paulo';

/**
 * Browser journeys: Debian's Chromium driven by playwright-core against the built demo (dist-demo/)
 * and the live build under nginx (tests/e2e/fixtures.ts). Three files at a time on two cores: each
 * has its own mock server, nginx and browser contexts, and a journey spends much of its time waiting
 * on the browser, the mock's latency or a transition, so a third file fills the cores
 * (302 → 249 s; docs/decisions/0018-test-speed.md).
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
    setupFiles: ['./tests/e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What a journey waits for in the page (a record read from IndexedDB, a title) may take seconds on
    // a busy machine: Vitest's default for expect.poll is 1 s.
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 3,
    // A worker runs its files in one module graph, as the unit suite does: Playwright, the mock server
    // and its seed are imported once per worker, not once per file (the workers' CPU 191 → 143 s; a
    // file's imports took about a second). Each file starts its own servers and browser, and the mock
    // server resets its data and runtime as it starts (mocks/server.ts).
    isolate: false,
  },
});
