import { isHttpError } from './http-error';

export const DEFAULT_ERROR_MESSAGE = 'Ocorreu um erro ao tentar realizar essa ação. Tente novamente.';

/**
 * The text to show for a failed call: the server's `message`, else the spec's fallback.
 * `getErrorMessage(error)` → "CPF já cadastrado." | "Ocorreu um erro ao tentar realizar essa ação. Tente novamente."
 */
export function getErrorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  const message = getServerMessage(error);
  return message ?? fallback;
}

/** The `message` of a JSON error body, when there is a usable one. */
export function getServerMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  if (typeof message !== 'string') return undefined;
  const trimmed = message.trim();
  return trimmed.length > 0 ? trimmed : undefined;
}
