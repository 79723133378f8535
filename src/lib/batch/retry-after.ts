import { isHttpError } from '@/lib/http/http-error';

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
