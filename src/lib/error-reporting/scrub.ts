import type { Breadcrumb, ErrorEvent } from '@sentry/react';

/**
 * What an error report may never carry: CPF, CNPJ, e-mail, phone, token, password, payment id,
 * password-link token (docs/decisions/0012-error-reporting.md). Every text of an event is scrubbed,
 * whatever field it sits in, and the address is the route pattern.
 * `scrubText('GET /cobranca/abc?q=111.444.777-35')` → `'GET /cobranca/:paymentId'`
 */
const secretPaths: [RegExp, string][] = [
  [/\/(cadastrar-senha(?:-associado)?)\/[^/?#\s"'<>]+/gi, '/$1/:token'],
  [/\/(cobranca|boleto\/link)\/[^/?#\s"'<>]+/gi, '/$1/:paymentId'],
  // Record ids too: a report names the screen, not the record (/associados/info/:id).
  [/(\/[A-Za-z][\w-]*)\/\d+(?=[/?#\s"'<>]|$)/g, '$1/:id'],
];
/** A query string may hold what was searched (a CPF, a name): dropped from every address. */
const queryString = /(\/[^\s?#"'<>]*)\?[^\s#"'<>]*/g;
const texts: [RegExp, string | ((match: string) => string)][] = [
  [/\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi, '$1 [token]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g, '[e-mail]'],
  // A secret written as `senha=…`, `password: …` or `"token":"…"` inside any text.
  [
    /(["']?\b(?:senha|password|passwd|pwd|secret|token|access_?token|authorization)\b["']?\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s&,;"'}]+)/gi,
    '$1[removido]',
  ],
  [/\b\d{2}[.\s]?\d{3}[.\s]?\d{3}[/\s]?\d{4}[-\s]?\d{2}\b/g, '[cnpj]'],
  [/\b\d{3}[.\s]?\d{3}[.\s]?\d{3}[-\s]?\d{2}\b/g, '[cpf]'],
  [/(?:\+55\s?)?(?:\(\d{2}\)|\b\d{2})[\s-]?9?\d{4}[\s-]?\d{4}\b/g, '[telefone]'],
  // Any other number of 8 digits or more (a CEP, a CPF written some other way).
  [/\d[\d.\-/ ]{6,}\d/g, (match) => (match.replace(/\D/g, '').length >= 8 ? '[número]' : match)],
  // Long random-looking words: tokens, keys.
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
];
const sensitiveKey =
  /senha|password|passwd|secret|token|authorization|cookie|cpf|cnpj|e-?mail|telefone|celular|phone|fone/i;
/** Left as they are: the SDK's own fields, the settings, and the stack's frames (file names and lines of the build). */
const untouchedKeys = new Set([
  'event_id',
  'timestamp',
  'start_timestamp',
  'sdk',
  'stacktrace',
  'debug_meta',
  'release',
  'environment',
  'trace',
]);

/**
 * The text as it reads once decoded: `%40`, `%2F`, `%63` and the like (once, twice: a value
 * encoded into an address that was encoded again) and `+` for a space in a query, so an e-mail,
 * a CPF or a path is matched however it was written.
 */
function decoded(text: string): string {
  let result = text;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(result); round++) {
    result = result.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    });
  }
  return result.replace(/\+(?=[^\s]*[@\d])/g, ' ');
}

export function scrubText(text: string): string {
  let result = decoded(text);
  for (const [pattern, replacement] of secretPaths) result = result.replace(pattern, replacement);
  result = result.replace(queryString, '$1');
  for (const [pattern, replacement] of texts)
    result = result.replace(pattern, replacement as (substring: string) => string);
  return result;
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      untouchedKeys.has(key) ? item : sensitiveKey.test(key) ? '[removido]' : scrubValue(item, depth + 1),
    ]),
  );
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb) as Breadcrumb;
}

/** The event as it may leave the browser: scrubbed, no user, the address as the route pattern. */
export function scrubEvent(event: ErrorEvent, route: string): ErrorEvent {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { user, request, ...rest } = event;
  const userAgent = request?.headers?.['User-Agent'];
  return {
    ...(scrubValue(rest) as ErrorEvent),
    transaction: route,
    tags: { ...(scrubValue(rest.tags ?? {}) as Record<string, string>), route },
    request: {
      url: `${globalThis.location?.origin ?? ''}${route}`,
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    },
  };
}
