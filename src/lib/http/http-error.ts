/**
 * Reads a failed call without importing axios, so pages on the first load stay light
 * (docs/decisions/0002). Works on AxiosError, whose shape this relies on.
 */
interface HttpErrorShape {
  isAxiosError: true;
  /** axios's error code: `ETIMEDOUT` for the time limit, `ERR_NETWORK` when no answer came, `ERR_CANCELED`. */
  code?: string;
  response?: { status?: number; data?: unknown; headers?: Record<string, unknown> };
}

export const isHttpError = (error: unknown): error is HttpErrorShape =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** The HTTP status of a failed call; undefined for network errors and non-HTTP errors. */
export const httpStatusOf = (error: unknown): number | undefined =>
  isHttpError(error) ? error.response?.status : undefined;

/**
 * Why a call got no answer: `'timeout'` (the time limit, VITE_REQUEST_TIMEOUT_MS, ran out) or
 * `'network'` (offline, server unreachable, CORS); undefined when the server answered.
 */
export function unansweredReasonOf(error: unknown): 'timeout' | 'network' | undefined {
  if (!isHttpError(error) || error.response || error.code === 'ERR_CANCELED') return undefined;
  return error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED' ? 'timeout' : 'network';
}

/** Asking again may work: no answer came, or the server failed (5xx, 408, 429). Not for 4xx answers. */
export function isWorthRetrying(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/**
 * How long a 429 or 503 asked to wait before asking again (its `Retry-After`, in seconds or as a
 * date), in ms; undefined when it did not say (or the browser was not let read it: CORS exposes
 * `Retry-After` only when the server lists it in `Access-Control-Expose-Headers`).
 * `retryAfterMsOf(error) ?? backOffMs(attempt)`
 */
export function retryAfterMsOf(error: unknown, now = Date.now()): number | undefined {
  if (!isHttpError(error)) return undefined;
  const raw = error.response?.headers?.['retry-after'];
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
