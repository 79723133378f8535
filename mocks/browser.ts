import { setupWorker, type SetupWorker } from 'msw/browser';
import { http } from '@/lib/http/http-client';
import { setDemoInfo } from '@/lib/demo-mode';
import { installContractGuard, reportViolationInConsole } from './contract-guard';
import { DEMO_CREDENTIALS, DEMO_PAYMENT_IDS } from './db/seed';
import { handlers } from './handlers';
import { mockRuntime, takeAnswersFromAddress } from './lib/runtime';
import { mockCallOf } from './lib/operation';
import { ignoreDroppedWorkerUpdateCheck } from './lib/worker-update-check';
import { startBrowserPersistence } from './persistence';
import { takeScenarioFromAddress } from './scenarios';

/**
 * Starts the mock backend in the browser: the database (restored from this browser or seeded for
 * the scenario), the service worker with the stateful handlers and the contract guard. Started by
 * the demo (src/demo/start-demo.ts), which then draws its toolbar; loaded only in mock mode.
 */
export async function startMockBackend() {
  await startBrowserPersistence(takeScenarioFromAddress());
  takeAnswersFromAddress();
  installContractGuard(http, reportViolationInConsole);
  // The guard checks each answer where it arrives; the mock, in the same page, does not check it too
  // (a remessa of 12,500 payers cost a second pass of 140–200 ms of the page's thread after each read).
  mockRuntime.answersCheckedByThePanel = true;
  setDemoInfo({ credentials: DEMO_CREDENTIALS, paymentIds: DEMO_PAYMENT_IDS });
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  ignoreDroppedWorkerUpdateCheck(workerUrl);
  const worker = setupWorker(...handlers);
  measureCalls(worker);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: workerUrl } });
}

/**
 * Each call the mock answers, as a performance measure `mock:<operationId>` (read by the benches):
 * its work from the request's arrival to its answer built, JSON included, as a server would time
 * it, after the latency it simulated (`detail.simulatedLatency`).
 */
function measureCalls(worker: SetupWorker) {
  const arrived = new Map<string, number>();
  worker.events.on('request:start', ({ requestId }) => void arrived.set(requestId, performance.now()));
  worker.events.on('request:end', ({ request, requestId }) => {
    const start = arrived.get(requestId);
    arrived.delete(requestId);
    const call = mockCallOf(request);
    if (start === undefined || !call) return;
    const { operationId, simulatedLatency } = call;
    performance.measure(`mock:${operationId}`, { start: start + simulatedLatency, detail: { simulatedLatency } });
  });
}
