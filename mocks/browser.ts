import { setupWorker } from 'msw/browser';
import { http } from '@/lib/http/http-client';
import { setDemoInfo } from '@/lib/demo-mode';
import { installContractGuard, reportViolationInConsole } from './contract-guard';
import { DEMO_CREDENTIALS, DEMO_PAYMENT_IDS } from './db/seed';
import { handlers } from './handlers';
import { takeAnswersFromAddress } from './lib/runtime';
import { ignoreDroppedWorkerUpdateCheck } from './lib/worker-update-check';
import { startBrowserPersistence } from './persistence';
import { takeScenarioFromAddress } from './scenarios';
import { mountDemoToolbar } from './ui/mount-demo-toolbar';

/**
 * Starts mock mode in the browser: the database (restored from this browser or seeded for the
 * scenario), the service worker with the stateful handlers, the contract guard and the demo
 * toolbar. Loaded only in mock mode.
 */
export async function startMockBackend() {
  await startBrowserPersistence(takeScenarioFromAddress());
  takeAnswersFromAddress();
  installContractGuard(http, reportViolationInConsole);
  setDemoInfo({ credentials: DEMO_CREDENTIALS, paymentIds: DEMO_PAYMENT_IDS });
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  ignoreDroppedWorkerUpdateCheck(workerUrl);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: workerUrl } });
  mountDemoToolbar();
}
