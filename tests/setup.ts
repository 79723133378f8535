import { afterEach, beforeEach, expect, vi } from 'vitest';
import { collected, resetCollected } from './expected-reports';
import { startSuiteClock } from './suite-clock';
import { defaultMockRuntime, mockRuntime } from '@mocks/lib/runtime';

// Every test starts at the suite's moment (tests/suite-clock.ts), whatever the day: the seed's dates
// and the panel's "today" with it. Before the test file's imports, for code that reads the date as it loads.
startSuiteClock();
// Workers run many files (isolate: false in vitest.config.ts): each file starts from the mock's own defaults.
for (const key of Object.keys(mockRuntime) as (keyof typeof mockRuntime)[]) delete mockRuntime[key];
Object.assign(mockRuntime, defaultMockRuntime());

beforeEach(() => {
  startSuiteClock();
  resetCollected();
  // A stray console.error fails the test, so noise never piles up.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    collected.consoleErrors.push(args);
  });
});

// Registered first, so it runs after tests/setup-app.ts's afterEach (after hooks run in reverse).
afterEach(() => {
  vi.restoreAllMocks();
  if (!collected.violationsExpected) expect(collected.violations, 'respostas fora do contrato').toEqual([]);
  if (!collected.consoleErrorsExpected) expect(collected.consoleErrors, 'console.error durante o teste').toEqual([]);
});

// A test of a pure module (pt-BR helpers, schemas, CSV, the mock database's own logic) starts with
// `// @vitest-environment node`: no DOM, and none of the app's set-up (docs/decisions/0018-test-speed.md).
if (typeof window !== 'undefined') (await import('./setup-app')).registerAppHooks();
