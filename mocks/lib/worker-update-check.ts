/**
 * MSW's worker unregisters itself when its last tab closes, and MSW, starting in the next page,
 * asks the browser to re-check that registration and drops the promise (mswjs/msw#2006). When
 * the registration is already on its way out, the check rejects with "Not found" although the
 * page is served by the worker. That rejection is noise, not a fault: it is kept out of the
 * console and of the error reports. Any other rejection goes through.
 */
export function ignoreDroppedWorkerUpdateCheck(workerUrl: string) {
  const scriptUrl = new URL(workerUrl, location.href).href;
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (
      reason instanceof Error &&
      reason.message.startsWith('Failed to update a ServiceWorker') &&
      reason.message.includes(`('${scriptUrl}')`)
    ) {
      event.preventDefault();
    }
  });
}
