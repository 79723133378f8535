import { isHttpError } from './http-error';

/**
 * What to print about a failure. A failed call's error carries the request it made (the
 * Authorization header with the access token, a body with a CPF or a password), and printing it
 * hands those to anyone reading the console or a log collector: it is reduced to what failed.
 * Any other error is printed as it is, stack included.
 * `console.error('Não foi possível exportar os associados.', loggableError(error))`
 * → "AxiosError: Request failed with status code 500 (POST /api/associados/busca → 500)"
 */
export function loggableError(error: unknown): unknown {
  if (!isHttpError(error)) return error;
  const { name, message, code, config, response } = error as {
    name?: string;
    message?: string;
    code?: string;
    config?: { method?: string; url?: string; baseURL?: string };
    response?: { status?: number };
  };
  const method = (config?.method ?? 'get').toUpperCase();
  // The path only: a query string could hold what was searched.
  const path = config?.url ? new URL(config.url, 'http://painel.invalid').pathname : '?';
  const outcome = response?.status ?? code ?? 'sem resposta';
  return `${name ?? 'Error'}: ${message ?? ''} (${method} ${path} → ${outcome})`;
}
