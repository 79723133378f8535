import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The panel's time zone; vitest.dates.config.ts also runs the date-sensitive tests in UTC. Set on the
// main process, before the workers start: a worker thread's own TZ variable does not move its clock.
process.env.TZ = process.env.PAINEL_TEST_TZ ?? 'America/Sao_Paulo';

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineConfig({
      test: {
        // Files that need no DOM say `// @vitest-environment node` (tests/setup.ts).
        environment: 'jsdom',
        // Measured against forks, the default: the same results for ~4% less CPU (docs/decisions/0018-test-speed.md).
        pool: 'threads',
        // A worker runs its files in one module graph: React, PrimeReact and the app are evaluated once
        // per worker, not once per file (309 vs 459 s). tests/setup.ts puts back what a file may change.
        isolate: false,
        // Vitest's default is one worker fewer than the cores: one worker on CI's two. The main
        // process mostly waits, and so do many tests (a followed remessa's checks, a time limit, a
        // debounce): two workers more than the cores fill those waits (two cores: 143 → 88–91 s).
        maxWorkers: availableParallelism() + 2,
        include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
        exclude: ['tests/e2e/**', 'tests/bench/**', 'node_modules/**'],
        setupFiles: ['./tests/setup.ts'],
        tags: [
          {
            name: 'dates',
            description:
              'Its outcome could depend on the day it runs: npm run test:dates runs it at the days that break naive date code.',
          },
        ],
        testTimeout: 20_000,
        hookTimeout: 20_000,
        env: { VITE_API_MODE: 'mock' },
      },
    }),
  ),
);
