import '@testing-library/jest-dom/vitest';
// IndexedDB, where the browser's keys live (remember-me, the forms' drafts: src/lib/auth/remember-me.ts).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { http } from '@/lib/http/http-client';
import { resetStores } from '@/lib/store';
import { contractChecksDone, installContractGuard } from '@mocks/contract-guard';
import { resetMockData } from '@mocks/data';
import { cancelLifecycles } from '@mocks/lib/remessa-lifecycle';
import { mockRuntime, resetAnswers } from '@mocks/lib/runtime';
import { server } from '@mocks/node';
import { collected } from './expected-reports';
import { FileBroadcastChannel } from './file-broadcast-channel';

/** Loaded by tests/setup.ts for the tests that run in jsdom: the browser APIs and the mock backend. */

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
// The demo's tabs talk on a BroadcastChannel: within this test file only (see the class).
globalThis.BroadcastChannel = FileBroadcastChannel as unknown as typeof BroadcastChannel;
Element.prototype.scrollIntoView = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Lazy route chunks load slower on a busy 2-core CI machine, with a test file on each core, than
// the 1 s default allows. Only a failing wait lasts this long.
configure({ asyncUtilTimeout: 10_000 });

// A test that expects either on purpose says so (tests/expected-reports.ts).
installContractGuard(http, (violation) => collected.violations.push(violation));

/**
 * The hooks every jsdom test file needs. A function, not module-level calls: with `isolate: false`
 * (vitest.config.ts) this module is evaluated once per worker, and each file registers its own hooks.
 */
export function registerAppHooks() {
  // An empty IndexedDB per file, as a fresh worker had: some tests replace it, even with a stub.
  globalThis.indexedDB = new IDBFactory();
  Object.assign(mockRuntime, { latency: { min: 0, max: 0 }, strictResponses: true, lifecycleStepMs: 30 });

  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

  beforeEach(async () => {
    // A fresh page load: empty storage, every store (src/lib/store.ts) at its start, the mock's seed.
    localStorage.clear();
    sessionStorage.clear();
    resetStores();
    // The contract's answers (a test may ask for a busy server, a create answered late…).
    resetAnswers();
    await resetMockData();
  });

  afterEach(async () => {
    // Long answers are checked after the panel got them: what they break is reported before the test ends.
    await contractChecksDone();
    cleanup();
    server.resetHandlers();
    cancelLifecycles();
  });

  afterAll(() => server.close());
}
