import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import viteConfig from './vite.config.ts';

// The panel's time zone; vitest.dates.config.ts also runs the date-sensitive tests in UTC. Set on the
// main process, before the workers start: a worker thread's own TZ variable does not move its clock.
process.env.TZ = process.env.PAINEL_TEST_TZ ?? 'America/Sao_Paulo';

/**
 * Vitest's order, with the fault tests first. Without its cache of durations (a clean clone, as on
 * CI) Vitest starts the largest files first; the fault files that drive every form are small but
 * long (10–22 s, waiting on the panel's own time limits), and started last they ran on for 20 s
 * after every other file had ended (docs/decisions/0018-test-speed.md).
 */
class FaultTestsFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isFaultTest = (file: TestSpecification) => file.moduleId.includes('/tests/hardening/faults/');
    return [...sorted.filter(isFaultTest), ...sorted.filter((file) => !isFaultTest(file))];
  }
}

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
        // debounce): three workers more than the cores fill those waits (two cores, today's 149 files:
        // 4 workers 129–131 s, 5 workers 113 s, 6 workers 109 s).
        maxWorkers: availableParallelism() + 3,
        include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
        sequence: { sequencer: FaultTestsFirst },
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
