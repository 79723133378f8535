import axios, { AxiosError, AxiosHeaders, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { getAccessToken } from '@/lib/auth/session-store';
import { tolerantAnswer } from './tolerant-answer';
import { confirmWriteAnswer, loadWriteChecks, writeOperationOf } from './write-answer';
import { notifyUnauthorized } from './unauthorized';

/**
 * The one axios instance of the panel. orval's generated calls reach it through the three mutators
 * below (orval.config.ts): management calls carry `Authorization: Bearer <token>`, the associates
 * API and the postal-code service carry none.
 * `managementApi<Sessao>({ url: '/api/autenticacao', method: 'POST', data })`
 */
export const http = axios.create({
  baseURL: env.apiUrl,
  timeout: env.requestTimeoutMs,
  // A time limit that ran out reads ETIMEDOUT (not ECONNABORTED, which an aborted call also uses).
  transitional: { clarifyTimeoutError: true },
  // Any 2xx is success; everything else rejects.
  validateStatus: (status) => status >= 200 && status < 300,
});

/** The bearer header a call carried: the token is read from the header itself, never copied elsewhere in the config. */
const bearerSent = (config: InternalAxiosRequestConfig | undefined) => {
  const header = config?.headers?.get?.('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
};

http.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) {
    const sentWith = bearerSent(error.config);
    // Sign out once: only a call made with the token still in use ends the session. Calls that
    // fail together after it was cleared, and calls made without a token (sign-in), do not.
    if (sentWith && sentWith === getAccessToken()) notifyUnauthorized();
  }
  return Promise.reject(error);
});

// Sends and checks, nothing more: one request is one call (a server's paging quirks are read in
// src/lib/api/paged-search.ts). After the interceptors: the contract guard (mock mode, tests) sees
// the answer as it came. A write counts as done only when its answer is the contract's
// (write-answer.ts), and what judges it is in the page before the write is sent (loadWriteChecks).
const send = async <T>(config: AxiosRequestConfig): Promise<T> => {
  const checks = writeOperationOf(config.method, config.url) ? await loadWriteChecks() : undefined;
  const response = await http.request<T>(config);
  confirmWriteAnswer(response, checks);
  return tolerantAnswer<T>(response.data);
};

/** Management API: `Authorization: Bearer <token>`. */
export const managementApi = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  const token = getAccessToken();
  const headers = AxiosHeaders.from({ ...(config.headers as object), ...(options?.headers as object) });
  headers.set('Authorization', token ? `Bearer ${token}` : '');
  return send<T>({ ...config, ...options, headers });
};

/** Associates API: no Authorization header. */
export const associatesApi = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  send<T>({ ...config, ...options });

/** In mock mode the postal-code service is where the APIs are, on the page's own origin (env.cepApiUrl is ''). */
export const cepApi = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  send<T>({ ...config, ...options, baseURL: env.cepApiUrl || http.defaults.baseURL });

export type ErrorType<Error> = AxiosError<Error>;
export type BodyType<Body> = Body;
