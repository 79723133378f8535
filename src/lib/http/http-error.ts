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
