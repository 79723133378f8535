/**
 * The panel's configuration, checked once at start. Written by hand rather than with zod so the
 * validator stays out of the first-load bundle.
 *
 * - Deployed live build (`npm run build` with no VITE_API_URL): the addresses come from
 *   `/config.js`, which the server writes at start from PAINEL_* variables
 *   (deploy/serve-nginx.sh) and index.html loads before the panel's code. One build serves every
 *   environment.
 * - Development (`npm run dev`, `npm run build:demo`, tests): VITE_* variables (see .env.example).
 */
import { APP_VERSION } from './app';

type ApiMode = 'mock' | 'live';

/**
 * What `/config.js` sets: `window.__PAINEL_CONFIG__ = { apiUrl, cepApiUrl, associatePortalUrl,
 * requestTimeoutMs }`, plus `sentryDsn`, `sentryEnvironment`, `sentryRelease` when errors are reported.
 */
export interface RuntimeConfig {
  apiUrl?: string;
  cepApiUrl?: string;
  associatePortalUrl?: string;
  requestTimeoutMs?: number | string;
  idleTimeoutMin?: number | string;
  rememberMeDays?: number | string;
  sentryDsn?: string;
  sentryEnvironment?: string;
  sentryRelease?: string;
}

/** Where and as what errors are reported (docs/decisions/0012-error-reporting.md); none without a DSN. */
export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  release: string;
}

declare global {
  interface Window {
    __PAINEL_CONFIG__?: RuntimeConfig;
  }
}

function readUrl(name: string, value: string | undefined, fallback?: string): string {
  const text = value?.trim() || fallback;
  if (!text)
    throw new Error(
      `Configuração inválida: ${name} é obrigatória no modo live (no servidor, PAINEL_API_URL; em desenvolvimento, VITE_API_URL — veja .env.example).`,
    );
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocolo');
  } catch {
    throw new Error(`Configuração inválida: ${name} deve ser um endereço http(s), recebido "${text}".`);
  }
  return text.replace(/\/$/, '');
}

function readPositiveInt(name: string, value: string | number | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`Configuração inválida: ${name} deve ser um inteiro positivo.`);
  return number;
}

function readNonNegativeInt(name: string, value: string | number | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`Configuração inválida: ${name} deve ser um inteiro (0 ou mais).`);
  return number;
}

function readErrorReporting(
  name: string,
  dsn: string | undefined,
  environment: string | undefined,
  release: string | undefined,
): ErrorReportingConfig | undefined {
  if (!dsn?.trim()) return undefined;
  const url = (() => {
    try {
      return new URL(dsn.trim());
    } catch {
      return undefined;
    }
  })();
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.username)
    throw new Error(
      `Configuração inválida: ${name} deve ser o DSN do projeto, como https://chave@sentry.exemplo.org.br/2.`,
    );
  return {
    dsn: dsn.trim(),
    environment: environment?.trim() || 'producao',
    release: release?.trim() || `painel@${APP_VERSION}`,
  };
}

export function parseEnv(source: Record<string, string | undefined>, runtime?: RuntimeConfig) {
  const mode: ApiMode = source.VITE_API_MODE === 'live' ? 'live' : 'mock';
  if (source.VITE_API_MODE && source.VITE_API_MODE !== 'mock' && source.VITE_API_MODE !== 'live') {
    throw new Error(`Configuração inválida: VITE_API_MODE deve ser mock ou live, recebido "${source.VITE_API_MODE}".`);
  }
  // The server's settings win in live mode; mock mode never reads them.
  const fromServer = mode === 'live' && runtime ? runtime : undefined;
  const name = (vite: string, painel: string) => (fromServer ? painel : vite);
  return {
    mode,
    isMock: mode === 'mock',
    /** In mock mode the APIs and the postal-code service are served by MSW on the page's own origin. */
    apiUrl:
      mode === 'mock'
        ? ''
        : readUrl(name('VITE_API_URL', 'PAINEL_API_URL'), fromServer ? fromServer.apiUrl : source.VITE_API_URL),
    cepApiUrl:
      mode === 'mock'
        ? ''
        : readUrl(
            name('VITE_CEP_API_URL', 'PAINEL_CEP_API_URL'),
            fromServer ? fromServer.cepApiUrl : source.VITE_CEP_API_URL,
            'https://brasilapi.com.br/api',
          ),
    associatePortalUrl: readUrl(
      name('VITE_ASSOCIATE_PORTAL_URL', 'PAINEL_ASSOCIATE_PORTAL_URL'),
      fromServer ? fromServer.associatePortalUrl : source.VITE_ASSOCIATE_PORTAL_URL,
      'https://associados.anoreg.org.br/login',
    ),
    requestTimeoutMs: readPositiveInt(
      name('VITE_REQUEST_TIMEOUT_MS', 'PAINEL_REQUEST_TIMEOUT_MS'),
      fromServer ? fromServer.requestTimeoutMs : source.VITE_REQUEST_TIMEOUT_MS,
      30_000,
    ),
    /** Minutes without use after which the session ends (shared computers, decision 0011); 0 turns it off. */
    idleTimeoutMin: readNonNegativeInt(
      name('VITE_IDLE_TIMEOUT_MIN', 'PAINEL_IDLE_TIMEOUT_MIN'),
      fromServer ? fromServer.idleTimeoutMin : source.VITE_IDLE_TIMEOUT_MIN,
      30,
    ),
    /** Days a Lembrar-me record lasts on a browser before it is wiped (decision 0004). */
    rememberMeDays: readPositiveInt(
      name('VITE_REMEMBER_ME_DAYS', 'PAINEL_REMEMBER_ME_DAYS'),
      fromServer ? fromServer.rememberMeDays : source.VITE_REMEMBER_ME_DAYS,
      30,
    ),
    /** Off (undefined) unless a DSN is given: then nothing of Sentry loads. */
    errorReporting: readErrorReporting(
      name('VITE_SENTRY_DSN', 'PAINEL_SENTRY_DSN'),
      fromServer ? fromServer.sentryDsn : source.VITE_SENTRY_DSN,
      fromServer ? fromServer.sentryEnvironment : source.VITE_SENTRY_ENVIRONMENT,
      fromServer ? fromServer.sentryRelease : source.VITE_SENTRY_RELEASE,
    ),
  } as const;
}

export const env = parseEnv(
  import.meta.env as Record<string, string | undefined>,
  typeof window === 'undefined' ? undefined : window.__PAINEL_CONFIG__,
);
