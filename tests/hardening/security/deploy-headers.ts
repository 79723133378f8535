import { readFileSync } from 'node:fs';

/**
 * The response headers an example web-server config of deploy/ sends (its `add_header` lines), so
 * tests serve a build with exactly what the repository tells operators to deploy.
 * `readDeployHeaders('deploy/nginx.conf')['Content-Security-Policy']`
 */
export function readDeployHeaders(file: string): Record<string, string> {
  const text = readFileSync(file, 'utf8');
  const headers: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)) headers[name] = value;
  return headers;
}

/** A Content-Security-Policy as directive → sources, in order: `parsePolicy("default-src 'none'")`. */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

export const serializePolicy = (policy: Map<string, string[]>) =>
  [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/**
 * The same headers with some directives of the policy replaced, e.g. connect-src pointed at a test
 * server instead of the production API: `withDirectives(headers, { 'connect-src': [mockUrl] })`.
 */
export function withDirectives(headers: Record<string, string>, directives: Record<string, string[]>): Record<string, string> {
  const policy = parsePolicy(headers['Content-Security-Policy'] ?? '');
  for (const [name, sources] of Object.entries(directives)) policy.set(name, sources);
  return { ...headers, 'Content-Security-Policy': serializePolicy(policy) };
}
