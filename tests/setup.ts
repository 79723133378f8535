import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { http } from '@/lib/http/http-client';
import { resetStores } from '@/lib/store';
import { installContractGuard } from '@mocks/contract-guard';
import { resetMockData } from '@mocks/data';
import { cancelLifecycles } from '@mocks/lib/remessa-lifecycle';
import { mockRuntime } from '@mocks/lib/runtime';
import { server } from '@mocks/node';
import { collected, resetCollected } from './expected-reports';

// jsdom lacks a few browser APIs PrimeReact touches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Lazy route chunks load slower on a busy 2-core CI machine than the 1 s default allows.
configure({ asyncUtilTimeout: 5000 });

mockRuntime.latency = { min: 0, max: 0 };
mockRuntime.strictResponses = true;
mockRuntime.lifecycleStepMs = 30;

// A test that expects either on purpose says so (tests/expected-reports.ts).
installContractGuard(http, (violation) => collected.violations.push(violation));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  resetCollected();
  // A stray console.error fails the test, so noise never piles up.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    collected.consoleErrors.push(args);
  });
  // A fresh page load: empty storage, every store (src/lib/store.ts) at its start, the mock's seed.
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
  await resetMockData();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  cancelLifecycles();
  vi.restoreAllMocks();
  if (!collected.violationsExpected) expect(collected.violations, 'respostas fora do contrato').toEqual([]);
  if (!collected.consoleErrorsExpected) expect(collected.consoleErrors, 'console.error durante o teste').toEqual([]);
});

afterAll(() => server.close());
