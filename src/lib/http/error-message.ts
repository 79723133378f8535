import { httpStatusOf, isHttpError, unansweredReasonOf } from './http-error';

export const DEFAULT_ERROR_MESSAGE = 'Ocorreu um erro ao tentar realizar essa ação. Tente novamente.';
export const TIMEOUT_ERROR_MESSAGE =
  'A conexão com o servidor demorou demais. Verifique sua internet e tente novamente.';
export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua internet e tente novamente.';
export const FORBIDDEN_ERROR_MESSAGE = 'Você não tem permissão para realizar esta ação.';

/**
 * The text to show for a failed call: the server's `message`; else what went wrong when it says
 * something the user can act on (no answer in time, no connection, no permission); else the
 * spec's fallback. Never the raw body of an error page.
 * `getErrorMessage(error)` → "CPF já cadastrado." | "Não foi possível conectar ao servidor. …" |
 * "Ocorreu um erro ao tentar realizar essa ação. Tente novamente."
 */
export function getErrorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  const message = getServerMessage(error);
  if (message) return message;
  const unanswered = unansweredReasonOf(error);
  if (unanswered === 'timeout') return TIMEOUT_ERROR_MESSAGE;
  if (unanswered === 'network') return NETWORK_ERROR_MESSAGE;
  const status = httpStatusOf(error);
  if (status === 403) return FORBIDDEN_ERROR_MESSAGE;
  // A gateway that gave up waiting for the API.
  if (status === 504) return TIMEOUT_ERROR_MESSAGE;
  return fallback;
}

/** The `message` of a JSON error body, when there is a usable one (not markup, not a stack trace). */
export function getServerMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  if (typeof message !== 'string') return undefined;
  const trimmed = message.trim();
  return trimmed.length > 0 && !looksTechnical(trimmed) ? trimmed : undefined;
}

/** Markup or a stack trace put in `message` by a failing server: not something to show a user. */
const looksTechnical = (message: string) =>
  /<\/?[a-z!][^>]*>/i.test(message) ||
  /^\s*at\s+\S+.*(\(|:\d+)/m.test(message) ||
  /\b\w*(Exception|Error):|Traceback \(most recent call last\)/.test(message);
