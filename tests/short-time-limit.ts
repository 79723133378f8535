import { afterEach, beforeEach } from 'vitest';
import { http } from '@/lib/http/http-client';

/**
 * The HTTP client at a test-sized time limit for every test of the file or describe that calls it,
 * over fetch to the page's own address (where msw/node answers), and as the browser has it afterwards:
 * `shortTimeLimit(400)` before the tests that hold an answer past it.
 */
export function shortTimeLimit(ms: number) {
  const browserDefaults = {
    timeout: http.defaults.timeout,
    adapter: http.defaults.adapter,
    baseURL: http.defaults.baseURL,
  };
  beforeEach(() => {
    Object.assign(http.defaults, { timeout: ms, adapter: 'fetch', baseURL: window.location.origin });
  });
  afterEach(() => {
    Object.assign(http.defaults, browserDefaults);
  });
}
