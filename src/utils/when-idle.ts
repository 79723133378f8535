/** Runs `callback` once the browser is idle (soon after, where requestIdleCallback is missing). */
export function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}
