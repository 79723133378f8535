import type { AxiosError, AxiosRequestConfig } from 'axios';

/**
 * The three mutators orval's generated calls go through (orval.config.ts). The HTTP client itself
 * (axios, 21 KB gzip, and its interceptors: http-client.ts) loads on the first call, so no screen
 * waits for it before it can paint; screens start downloading it alongside their code
 * (src/app/route-code.ts, docs/decisions/0002-first-load-budget.md).
 * `managementApi<Sessao>({ url: '/api/autenticacao', method: 'POST', data })`
 */
let httpClient: typeof import('./http-client') | undefined;

/** Once loaded, a call goes out in the same task: no wait on the module loader while the page is busy. */
const loadHttpClient = async () => (httpClient ??= await import('./http-client'));

/** Starts downloading the HTTP client before the first call needs it (e.g. when the browser is idle). */
export const preloadHttpClient = () => void loadHttpClient().catch(() => undefined);

/** Management API: `Authorization: Bearer <token>`. */
export const managementApi = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  loadHttpClient().then((client) => client.managementRequest<T>(config, options));

/** Associates API: no Authorization header. */
export const associatesApi = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  loadHttpClient().then((client) => client.associatesRequest<T>(config, options));

/** Postal-code service: its own base address, no Authorization header. */
export const cepApi = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  loadHttpClient().then((client) => client.cepRequest<T>(config, options));

export type ErrorType<Error> = AxiosError<Error>;
export type BodyType<Body> = Body;
