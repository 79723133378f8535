import type { ErrorReportingConfig } from '@/config/env';

/**
 * Errors reported to the operators (docs/decisions/0012-error-reporting.md). This part is on the
 * first load and is tiny: without a DSN it does nothing at all; with one it keeps what goes wrong
 * until the page has loaded, then imports the Sentry SDK (./sentry.ts, its own chunk) and hands it
 * everything, scrubbed of personal data.
 * `startErrorReporting(env.errorReporting, () => '/cobranca/:paymentId')`, then `reportError(error)`.
 */
type Capture = (error: unknown) => void;

let capture: Capture | undefined;
/** Errors seen before the SDK loaded; undefined when reporting is off. */
let pending: unknown[] | undefined;
const reported = new WeakSet<object>();

/** Reports an error once (a screen's error element may render it more than once); nothing when off. */
export function reportError(error: unknown) {
  if (!capture && !pending) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (capture) capture(error);
  else pending?.push(error);
}

const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);

/** Starts reporting when configured; `routePattern` names the screen without its ids (`/associados/info/:associadoId`). */
export function startErrorReporting(config: ErrorReportingConfig | undefined, routePattern: () => string) {
  if (!config || pending || capture) return;
  pending = [];
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  const load = () =>
    setTimeout(() => {
      import('./sentry')
        .then(({ startSentry }) => {
          // The SDK listens from here on.
          removeEventListener('error', onError);
          removeEventListener('unhandledrejection', onRejection);
          capture = startSentry(config, routePattern);
          const seen = pending ?? [];
          pending = undefined;
          seen.forEach((error) => capture?.(error));
        })
        .catch(() => {
          // The SDK could not be downloaded: the panel goes on without reporting.
          removeEventListener('error', onError);
          removeEventListener('unhandledrejection', onRejection);
          pending = undefined;
        });
    }, 0);
  // After the first paint and the first load's files: never in the first load's budget.
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
}
