import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePolicy, readDeployHeaders } from './deploy-headers';

/**
 * Security case 15, the example web-server configs of deploy/: the policy the decision record
 * documents (docs/decisions/0007-security-headers.md), the other headers and the SPA fallback.
 * tests/e2e/csp.e2e.ts proves the builds run under them.
 */

const envExample = Object.fromEntries(
  readFileSync('.env.example', 'utf8')
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => line.split('=', 2) as [string, string]),
);
const originOf = (url: string) => new URL(url).origin;

const configs = {
  live: { file: 'deploy/nginx.conf', headers: readDeployHeaders('deploy/nginx.conf') },
  demo: { file: 'deploy/nginx-demo.conf', headers: readDeployHeaders('deploy/nginx-demo.conf') },
};

describe('the example web-server configs', () => {
  it('the live policy: nothing by default, scripts and styles from the panel, calls only to the API and the postal-code service', () => {
    const policy = parsePolicy(configs.live.headers['Content-Security-Policy']);
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      // PrimeReact writes its component styles into <style> elements at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': [originOf(envExample.VITE_API_URL), originOf(envExample.VITE_CEP_API_URL)],
      // Would otherwise fall back to script-src and allow workers from the panel's origin.
      'worker-src': ["'none'"],
      'form-action': ["'self'"],
      'base-uri': ["'none'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('the demo policy adds only the service worker and calls to its own origin, which the worker answers', () => {
    const live = parsePolicy(configs.live.headers['Content-Security-Policy']);
    const demo = parsePolicy(configs.demo.headers['Content-Security-Policy']);
    expect(demo.get('worker-src')).toEqual(["'self'"]);
    expect(demo.get('connect-src')).toEqual(["'self'", originOf(envExample.VITE_CEP_API_URL)]);
    for (const [directive, sources] of live) {
      if (directive !== 'worker-src' && directive !== 'connect-src') expect(demo.get(directive), directive).toEqual(sources);
    }
  });

  it.each(Object.entries(configs))('%s: no script from anywhere else, no eval, no inline script, no wildcard', (_name, { headers }) => {
    const policy = parsePolicy(headers['Content-Security-Policy']);
    const everySource = [...policy.values()].flat();
    expect(everySource.filter((source) => /\*|unsafe-eval|unsafe-hashes|^data:$|^blob:$|^https?:$/.test(source))).toEqual([]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it.each(Object.entries(configs))('%s: the other security headers', (_name, { headers }) => {
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{7,}/);
  });

  it.each(Object.entries(configs))('%s: every route is the app (SPA fallback), a missing asset a 404, and no location drops the headers', (_name, { file }) => {
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/location \/ \{[^}]*try_files \$uri \/index\.html;/);
    expect(text).toMatch(/location \/assets\/ \{[^}]*try_files \$uri =404;/);
    // nginx forgets the server's add_header lines in a location that has its own.
    const locations = [...text.matchAll(/^\s*location [^{]+\{[^}]*\}/gm)].map(([block]) => block);
    expect(locations.length).toBeGreaterThanOrEqual(2);
    for (const block of locations) expect(block).not.toContain('add_header');
  });

  it('the live config keeps query strings (a searched CPF) and password-link tokens out of its access log', () => {
    const text = readFileSync(configs.live.file, 'utf8');
    const format = /log_format painel_sem_consulta '([^']*)'/.exec(text)?.[1];
    expect(format).toContain('$painel_caminho');
    expect(format).not.toMatch(/\$request_uri|\$request\b|\$args|\$query_string|\$http_referer/);
    // The logged path: password-link tokens masked, query strings cut.
    expect(text).toMatch(/map \$request_uri \$painel_caminho \{\s*~\^\/cadastrar-senha\(-associado\)\?\/\s+\/cadastrar-senha\$1\/\(token\);\s*~\^\(\?<caminho>\[\^\?\]\*\)\s+\$caminho;/);
    expect(text).toContain('access_log /var/log/nginx/painel.access.log painel_sem_consulta;');
  });

  it('the README and the decision record show the live policy as deploy/nginx.conf has it', () => {
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    const policy = configs.live.headers['Content-Security-Policy'];
    expect(oneLine(readFileSync('README.md', 'utf8'))).toContain(policy);
    expect(oneLine(readFileSync('docs/decisions/0007-security-headers.md', 'utf8'))).toContain(policy);
  });
});
