import { captureException, init } from '@sentry/react';
import { APP_VERSION } from '@/config/app';
import type { ErrorReportingConfig } from '@/config/env';
import { scrubBreadcrumb, scrubEvent } from './scrub';

/**
 * The Sentry SDK, loaded by ./report-error.ts after the first load: errors only (no sessions, no
 * tracing, no replay), each with the screen's route pattern and the version, scrubbed of personal
 * data before it leaves the browser.
 */
export function startSentry(config: ErrorReportingConfig, routePattern: () => string) {
  init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    // Sessions would send an envelope on every visit; only errors are reported.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
    initialScope: { tags: { version: APP_VERSION } },
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: (event) => scrubEvent(event, event.tags?.route ? String(event.tags.route) : routePattern()),
  });
  return (error: unknown) => {
    captureException(error, { tags: { route: routePattern() } });
  };
}
