/**
 * Configuration from VITE_* variables (see .env.example), checked once at start. Written by hand
 * rather than with zod so the validator stays out of the first-load bundle.
 */
type ApiMode = 'mock' | 'live';

function readUrl(name: string, value: string | undefined, fallback?: string): string {
  const text = value?.trim() || fallback;
  if (!text) throw new Error(`Configuração inválida: ${name} é obrigatória no modo live (veja .env.example).`);
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocolo');
  } catch {
    throw new Error(`Configuração inválida: ${name} deve ser um endereço http(s), recebido "${text}".`);
  }
  return text.replace(/\/$/, '');
}

function readPositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`Configuração inválida: ${name} deve ser um inteiro positivo.`);
  return number;
}

function parseEnv(source: Record<string, string | undefined>) {
  const mode: ApiMode = source.VITE_API_MODE === 'live' ? 'live' : 'mock';
  if (source.VITE_API_MODE && source.VITE_API_MODE !== 'mock' && source.VITE_API_MODE !== 'live') {
    throw new Error(`Configuração inválida: VITE_API_MODE deve ser mock ou live, recebido "${source.VITE_API_MODE}".`);
  }
  return {
    mode,
    isMock: mode === 'mock',
    /** In mock mode the API is served by MSW on the page's own origin. */
    apiUrl: mode === 'mock' ? '' : readUrl('VITE_API_URL', source.VITE_API_URL),
    cepApiUrl: readUrl('VITE_CEP_API_URL', source.VITE_CEP_API_URL, 'https://brasilapi.com.br/api'),
    associatePortalUrl: readUrl('VITE_ASSOCIATE_PORTAL_URL', source.VITE_ASSOCIATE_PORTAL_URL, 'https://associados.anoreg.org.br/login'),
    requestTimeoutMs: readPositiveInt('VITE_REQUEST_TIMEOUT_MS', source.VITE_REQUEST_TIMEOUT_MS, 30_000),
  } as const;
}

export const env = parseEnv(import.meta.env as Record<string, string | undefined>);
