import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePolicy, readDeployHeaders } from './deploy-headers';

/**
 * Security case 15 and the start of the server: what deploy/serve-nginx.sh renders from
 * deploy/nginx.conf.template — the policy the decision record documents
 * (docs/decisions/0007-security-headers.md), the other headers, the SPA fallback, the cache rules,
 * the masked access log — and the settings file it writes, or its refusal to start. nginx itself is
 * replaced by `true` here; tests/e2e/nginx.e2e.ts runs the panel under the real one.
 */

const scratch = mkdtempSync(join(tmpdir(), 'painel-deploy-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function fakeBuild(name: string, files: string[]) {
  const dir = join(scratch, name);
  spawnSync('mkdir', ['-p', dir]);
  for (const file of ['index.html', ...files]) writeFileSync(join(dir, file), '');
  return dir;
}
const liveBuild = fakeBuild('dist', []);
const demoBuild = fakeBuild('dist-demo', ['mockServiceWorker.js']);

let runs = 0;
/** Runs the start script with only these variables; nginx is `true`, so it renders and stops. */
function start(build: string, env: Record<string, string>, port = '8080') {
  const runtime = join(scratch, `run-${++runs}`);
  const result = spawnSync('deploy/serve-nginx.sh', [build, port], {
    env: { PATH: process.env.PATH ?? '', NGINX_BIN: '/bin/true', PAINEL_RUNTIME_DIR: runtime, ...env },
    encoding: 'utf8',
  });
  const read = (file: string) => {
    try {
      return readFileSync(join(runtime, file), 'utf8');
    } catch {
      return null;
    }
  };
  return {
    code: result.status,
    output: `${result.stdout}${result.stderr}`,
    config: read('nginx.conf'),
    settings: read('config.js'),
    file: join(runtime, 'nginx.conf'),
  };
}

const live = start(liveBuild, { PAINEL_API_URL: 'https://api.anoreg.org.br' });
const demo = start(demoBuild, {});
const configs = {
  live: { text: live.config ?? '', headers: readDeployHeaders(live.file) },
  demo: { text: demo.config ?? '', headers: readDeployHeaders(demo.file) },
};

describe('the nginx config deploy/serve-nginx.sh renders', () => {
  it('starts both builds', () => {
    expect([live.code, demo.code]).toEqual([0, 0]);
    expect(live.output).toContain(
      'painel em http://127.0.0.1:8080 (API https://api.anoreg.org.br, CEP https://brasilapi.com.br)',
    );
    expect(demo.output).toContain('demonstração (modo mock) em http://127.0.0.1:8080');
    expect(configs.live.text).not.toMatch(/@[A-Z_]+@/);
    expect(configs.demo.text).not.toMatch(/@[A-Z_]+@/);
  });

  it('the live policy: nothing by default, scripts and styles from the panel, calls only to the configured API and postal-code origins', () => {
    const policy = parsePolicy(configs.live.headers['Content-Security-Policy']);
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      // PrimeReact writes its component styles into <style> elements at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ['https://api.anoreg.org.br', 'https://brasilapi.com.br'],
      // Would otherwise fall back to script-src and allow workers from the panel's origin.
      'worker-src': ["'none'"],
      'form-action': ["'self'"],
      'base-uri': ["'none'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('connect-src is exactly the origins of PAINEL_API_URL and PAINEL_CEP_API_URL, once each', () => {
    const connectSrc = (env: Record<string, string>) =>
      parsePolicy(readDeployHeaders(start(liveBuild, env).file)['Content-Security-Policy']).get('connect-src');
    expect(
      connectSrc({
        PAINEL_API_URL: 'https://hml.api.exemplo.org.br:8443/v2/',
        PAINEL_CEP_API_URL: 'https://cep.exemplo.org.br/api',
      }),
    ).toEqual(['https://hml.api.exemplo.org.br:8443', 'https://cep.exemplo.org.br']);
    expect(
      connectSrc({ PAINEL_API_URL: 'http://127.0.0.1:3333', PAINEL_CEP_API_URL: 'http://127.0.0.1:3333' }),
    ).toEqual(['http://127.0.0.1:3333']);
    expect(
      connectSrc({
        PAINEL_API_URL: 'https://api.exemplo.org.br',
        PAINEL_CSP_REPORT_URI: 'https://relatorios.exemplo.org.br/csp',
      }),
    ).toEqual(['https://api.exemplo.org.br', 'https://brasilapi.com.br']);
  });

  it('the demo policy adds only the service worker and calls to its own origin, which the worker answers', () => {
    const livePolicy = parsePolicy(configs.live.headers['Content-Security-Policy']);
    const demoPolicy = parsePolicy(configs.demo.headers['Content-Security-Policy']);
    expect(demoPolicy.get('worker-src')).toEqual(["'self'"]);
    expect(demoPolicy.get('connect-src')).toEqual(["'self'", 'https://brasilapi.com.br']);
    for (const [directive, sources] of livePolicy) {
      if (directive !== 'worker-src' && directive !== 'connect-src')
        expect(demoPolicy.get(directive), directive).toEqual(sources);
    }
    expect(demo.settings).toBeNull();
  });

  it.each(Object.entries(configs))(
    '%s: no script from anywhere else, no eval, no inline script, no wildcard',
    (_name, { headers }) => {
      const policy = parsePolicy(headers['Content-Security-Policy']);
      const everySource = [...policy.values()].flat();
      expect(
        everySource.filter((source) => /\*|unsafe-eval|unsafe-hashes|^data:$|^blob:$|^https?:$/.test(source)),
      ).toEqual([]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
    },
  );

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

  it.each(Object.entries(configs))(
    '%s: SPA fallback, 404 for a missing asset, /healthz from memory, and no location drops the headers',
    (_name, { text }) => {
      expect(text).toMatch(/location \/ \{[^}]*try_files \$uri \/index\.html;/);
      expect(text).toMatch(/location \/assets\/ \{[^}]*try_files \$uri =404;/);
      // Answered by nginx itself: no file is read, so a full or broken disk does not fail it.
      expect(text).toMatch(
        /location = \/healthz \{\s*access_log off;\s*default_type text\/plain;\s*return 200 "ok\\n";\s*\}/,
      );
      // nginx forgets the server's add_header lines in a location that has its own.
      const locations = [...text.matchAll(/^\s*location [^{]+\{[^}]*\}/gm)].map(([block]) => block);
      expect(locations.length).toBeGreaterThanOrEqual(4);
      for (const block of locations) expect(block).not.toContain('add_header');
    },
  );

  it('cache: hashed assets immutable for a year, everything else (index.html, /config.js, the service worker) revalidated', () => {
    expect(configs.live.text).toMatch(
      /map \$uri \$painel_cache \{\s*~\^\/assets\/\s+"public, max-age=31536000, immutable";\s*default\s+"no-cache";\s*\}/,
    );
    expect(configs.live.text).toContain('add_header Cache-Control $painel_cache;');
  });

  it('keeps query strings (a searched CPF), password-link tokens and payment ids out of the access log', () => {
    const format = /log_format painel_sem_consulta '([^']*)'/.exec(configs.live.text)?.[1];
    expect(format).toContain('$painel_caminho');
    expect(format).not.toMatch(/\$request_uri|\$request\b|\$args|\$query_string|\$http_referer|\$uri/);
    expect(configs.live.text).toMatch(
      /map \$request_uri \$painel_caminho \{\s*~\^\/cadastrar-senha\(-associado\)\?\/\s+\/cadastrar-senha\$1\/\(token\);\s*~\^\/cobranca\/\s+\/cobranca\/\(id\);\s*~\^\(\?<caminho>\[\^\?\]\*\)\s+\$caminho;/,
    );
    expect(configs.live.text).toContain('access_log /dev/stdout painel_sem_consulta;');
  });

  it('runs as any user: pid, temporary files and errors go to the runtime folder and stderr, in the foreground', () => {
    expect(configs.live.text).toContain('daemon off;');
    expect(configs.live.text).toContain('error_log stderr warn;');
    for (const directive of [
      'pid',
      'client_body_temp_path',
      'proxy_temp_path',
      'fastcgi_temp_path',
      'uwsgi_temp_path',
      'scgi_temp_path',
    ]) {
      expect(configs.live.text).toMatch(new RegExp(`${directive} ${scratch}/run-1/`));
    }
    expect(configs.live.text).toContain('listen 127.0.0.1:8080;');
    expect(
      start(liveBuild, { PAINEL_API_URL: 'https://api.exemplo.org.br', PAINEL_LISTEN_HOST: '0.0.0.0' }).config,
    ).toContain('listen 0.0.0.0:8080;');
  });

  it('the README and the decision record show the live policy as the script renders it with the production addresses', () => {
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    const policy = configs.live.headers['Content-Security-Policy'];
    expect(oneLine(readFileSync('README.md', 'utf8'))).toContain(policy);
    expect(oneLine(readFileSync('docs/decisions/0007-security-headers.md', 'utf8'))).toContain(policy);
  });
});

describe('the settings file written at start (/config.js)', () => {
  const settingsOf = (text: string | null) => {
    const match = /^window\.__PAINEL_CONFIG__ = Object\.freeze\((\{.*\})\);\n$/.exec(text ?? '');
    return match ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
  };

  it("today's defaults for every variable but the API's address", () => {
    expect(settingsOf(live.settings)).toEqual({
      apiUrl: 'https://api.anoreg.org.br',
      cepApiUrl: 'https://brasilapi.com.br/api',
      associatePortalUrl: 'https://associados.anoreg.org.br/login',
      requestTimeoutMs: 30000,
    });
  });

  it('each variable, a trailing slash dropped', () => {
    const started = start(liveBuild, {
      PAINEL_API_URL: 'https://hml.api.exemplo.org.br/',
      PAINEL_CEP_API_URL: 'https://cep.exemplo.org.br/api/',
      PAINEL_ASSOCIATE_PORTAL_URL: 'https://portal.exemplo.org.br/entrar',
      PAINEL_REQUEST_TIMEOUT_MS: '12000',
    });
    expect(settingsOf(started.settings)).toEqual({
      apiUrl: 'https://hml.api.exemplo.org.br',
      cepApiUrl: 'https://cep.exemplo.org.br/api',
      associatePortalUrl: 'https://portal.exemplo.org.br/entrar',
      requestTimeoutMs: 12000,
    });
  });

  it('without PAINEL_API_URL the server does not start, and says why', () => {
    for (const env of [{}, { PAINEL_API_URL: '' }] as Record<string, string>[]) {
      const started = start(liveBuild, env);
      expect(started.code).not.toBe(0);
      expect(started.output).toContain(
        'PAINEL_API_URL não definida: é o endereço da API que o painel chama, p. ex. PAINEL_API_URL=https://api.exemplo.org.br. O servidor não inicia sem ela.',
      );
      expect(started.config).toBeNull();
      expect(started.settings).toBeNull();
    }
  });

  it.each([
    ['PAINEL_API_URL', 'api.exemplo.org.br'],
    ['PAINEL_API_URL', 'ftp://api.exemplo.org.br'],
    ['PAINEL_API_URL', 'undefined'],
    ['PAINEL_API_URL', 'https://api.exemplo.org.br"; alert(1); "'],
    ['PAINEL_API_URL', "https://api.exemplo.org.br; script-src 'unsafe-inline'"],
    ['PAINEL_API_URL', 'https://api.exemplo.org.br/?a=1'],
    ['PAINEL_CEP_API_URL', 'https://cep exemplo'],
    ['PAINEL_ASSOCIATE_PORTAL_URL', 'javascript:alert(1)'],
  ])('a malformed %s (%s) stops the start with a clear message', (name, value) => {
    const started = start(liveBuild, { PAINEL_API_URL: 'https://api.exemplo.org.br', [name]: value });
    expect(started.code).not.toBe(0);
    expect(started.output).toContain(
      `${name} inválida: "${value}". Use um endereço http(s) como https://api.exemplo.org.br`,
    );
    expect(started.config).toBeNull();
  });

  it.each(['0', '-5', '3s', '1.5'])('a malformed PAINEL_REQUEST_TIMEOUT_MS (%s) stops the start', (value) => {
    const started = start(liveBuild, {
      PAINEL_API_URL: 'https://api.exemplo.org.br',
      PAINEL_REQUEST_TIMEOUT_MS: value,
    });
    expect(started.code).not.toBe(0);
    expect(started.output).toContain(
      `PAINEL_REQUEST_TIMEOUT_MS inválida: "${value}" (milissegundos, um inteiro positivo).`,
    );
  });

  it('a wrong folder or port stops the start', () => {
    expect(start(join(scratch, 'nao-existe'), { PAINEL_API_URL: 'https://api.exemplo.org.br' }).output).toContain(
      'index.html não existe: rode npm run build',
    );
    expect(start(liveBuild, { PAINEL_API_URL: 'https://api.exemplo.org.br' }, '80a').output).toContain(
      'porta inválida: "80a"',
    );
    expect(start(liveBuild, { PAINEL_API_URL: 'https://api.exemplo.org.br' }, '70000').code).not.toBe(0);
  });
});
