import { readFileSync } from 'node:fs';

/**
 * The response headers an nginx config rendered by deploy/serve-nginx.sh sends (its `add_header`
 * lines with a quoted value): `readDeployHeaders(renderedFile)['Content-Security-Policy']`.
 */
export function readDeployHeaders(file: string): Record<string, string> {
  const text = readFileSync(file, 'utf8');
  const headers: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm))
    headers[name] = value;
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
