import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startMockServer } from '@mocks/server';
import { fingerprint, freePort, serveWithNginx } from '../../../scripts/lib/nginx-site';
import { bodyRows, expect, test } from '../../browser/fixtures';
import {
  apiCallsTo,
  expectPolicyEnforced,
  policyOf,
  remessaEmPreparacao,
  signIn,
  walkThePanel,
  watchedContext,
} from '../nginx-helpers';

/**
 * The live build as operators run it: Debian's nginx started by `deploy/serve-nginx.sh` (the
 * Dockerfile's entrypoint), configured at start. Security case 15: the panel runs under the
 * Content-Security-Policy the script renders without a single violation — none reported by the
 * page's `securitypolicyviolation` events, by the console, or by the browser to the policy's
 * report-uri — and prints no console error. The same `dist/` served with another PAINEL_API_URL
 * calls the other server, without a rebuild. The demo build under the same script: ../nginx.e2e.ts.
 */

test.describe('the live build served by deploy/serve-nginx.sh, configured at start', () => {
  let built = '';
  const builtFiles: string[] = [];
  test.use({
    liveSiteOptions: {
      afterBuild: async (outDir) => {
        builtFiles.push(
          ...(await readdir(outDir, { recursive: true })).filter((file) => /\.(html|js|css)$/.test(file)),
        );
        built = await fingerprint(outDir, builtFiles);
      },
    },
  });

  test('the build holds no address, no mock code, faker or service worker, and loads /config.js before its code', async ({
    liveSite,
  }) => {
    const files = await readdir(liveSite.outDir, { recursive: true });
    expect(files.filter((file) => /mockServiceWorker|boleto-exemplo|config\.js$/.test(file))).toEqual([]);
    const code = (
      await Promise.all(
        files.filter((file) => file.endsWith('.js')).map((file) => readFile(join(liveSite.outDir, file), 'utf8')),
      )
    ).join('\n');
    for (const trace of [
      'faker',
      'msw/',
      'mockServiceWorker',
      'buildSeed',
      'DEMO_CREDENTIALS',
      'Modo demonstração',
      // The demo's training exercises (src/demo/training).
      'Exercícios de treinamento',
      'Exercício concluído',
      // An address (Sentry's SDK, loaded only with a DSN, names the bare host to tell local pages apart).
      'http://127.0.0.1',
      'api.anoreg.org.br',
    ]) {
      expect(code).not.toContain(trace);
    }
    const html = await readFile(join(liveSite.outDir, 'index.html'), 'utf8');
    expect(html.indexOf('<script src="/config.js" defer></script>')).toBeGreaterThan(-1);
    expect(html.indexOf('/config.js')).toBeLessThan(html.indexOf('type="module"'));
  });

  test('answers with the headers, the cache rules, the SPA fallback, a 404 for a missing asset and /healthz, and logs no query, token or payment id', async ({
    liveSite,
  }) => {
    const { mock, nginx: site } = liveSite;
    const home = await fetch(`${site.url}/listas?q=111.444.777-35`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('referrer-policy')).toBe('no-referrer');
    // The panel itself; API and postal codes on the same server: its origin, once, and nothing else.
    expect(policyOf(home.headers).get('connect-src')).toEqual(["'self'", mock.url]);
    expect(policyOf(home.headers).get('worker-src')).toEqual(["'none'"]);

    const settings = await fetch(`${site.url}/config.js`);
    expect(settings.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(settings.headers.get('cache-control')).toBe('no-cache');
    expect(await settings.text()).toContain(`"apiUrl":"${mock.url}"`);

    const asset = builtFiles.find((file) => /^assets\/index-.*\.js$/.test(file))!;
    const hashed = await fetch(`${site.url}/${asset}`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${site.url}/assets/nao-existe-123.js`)).status).toBe(404);

    const health = await fetch(`${site.url}/healthz`);
    expect([health.status, await health.text()]).toEqual([200, 'ok\n']);

    // The routes ignore case, so /COBRANCA/{id} opens the slip too: masked all the same.
    for (const path of [
      '/cadastrar-senha/token-secreto-1',
      '/cadastrar-senha-associado/token-secreto-2',
      '/cobranca/pagamento-secreto-3',
      '/CADASTRAR-SENHA/TOKEN-SECRETO-4',
      '/Cadastrar-Senha-Associado/Token-Secreto-5',
      '/COBRANCA/PAGAMENTO-SECRETO-6',
      '/Cobranca/pagamento-secreto-7?x=1',
      // The router decodes the path: this opens the slip too.
      '/%63obranca/pagamento-secreto-8',
    ]) {
      const page = await fetch(`${site.url}${path}`);
      expect([path, page.status, page.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8']);
    }
    await expect.poll(async () => (await site.accessLog()).some((line) => line.includes('/Cobranca/'))).toBe(true);
    const log = (await site.accessLog()).join('\n');
    expect(log).toContain('"GET /listas HTTP/1.1" 200');
    expect(log).toContain('"GET /cadastrar-senha/(token) HTTP/1.1" 200');
    expect(log).toContain('"GET /cadastrar-senha-associado/(token) HTTP/1.1" 200');
    expect(log).toContain('"GET /cobranca/(id) HTTP/1.1" 200');
    expect(log).toContain('"GET /CADASTRAR-SENHA/(token) HTTP/1.1" 200');
    expect(log).toContain('"GET /Cadastrar-Senha-Associado/(token) HTTP/1.1" 200');
    expect(log).toContain('"GET /COBRANCA/(id) HTTP/1.1" 200');
    expect(log).toContain('"GET /Cobranca/(id) HTTP/1.1" 200');
    expect(log).toContain('"GET /(codificado) HTTP/1.1" 200');
    for (const secret of ['111.444', 'token-secreto', 'pagamento-secreto', 'healthz'])
      expect(log.toLowerCase()).not.toContain(secret);
  });

  test('does not serve the build manifest (the source paths): the build has none, and the address is the SPA page', async ({
    liveSite,
  }) => {
    expect((await readdir(liveSite.outDir, { recursive: true })).filter((file) => file.includes('manifest'))).toEqual(
      [],
    );
    const manifest = await fetch(`${liveSite.url}/.vite/manifest.json`);
    expect(manifest.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await manifest.text()).not.toContain('src/');
  });

  test('the page reads settings with quotes, <, >, & and a long address exactly as given: /config.js holds them as JSON', async ({
    liveSite,
    newPanelContext,
  }) => {
    const { mock } = liveSite;
    const release = 'painel "1.7" <script>&<!--';
    const portal = `https://portal.exemplo.org.br/${'a'.repeat(2000)}`;
    const ingest = `http://chave@127.0.0.1:${await freePort()}/1`;
    const second = await serveWithNginx(liveSite.outDir, {
      PAINEL_API_URL: mock.url,
      PAINEL_ASSOCIATE_PORTAL_URL: portal,
      PAINEL_SENTRY_DSN: ingest,
      PAINEL_SENTRY_RELEASE: release,
    });
    try {
      const watched = await watchedContext(newPanelContext);
      await watched.page.goto(`${second.url}/`);
      await expect(watched.page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
      expect(await watched.page.evaluate(() => window.__PAINEL_CONFIG__)).toEqual({
        apiUrl: mock.url,
        cepApiUrl: 'https://brasilapi.com.br/api',
        associatePortalUrl: portal,
        requestTimeoutMs: 30000,
        idleTimeoutMin: 30,
        rememberMeDays: 30,
        sentryDsn: ingest,
        sentryEnvironment: 'producao',
        sentryRelease: release,
      });
      expect(await watched.problems()).toEqual([]);
    } finally {
      await second.close();
    }
  });

  test('signs in, shows the lists, an associate, a remessa, a dialog and the CEP lookup without any violation or console error', async ({
    liveSite,
    newPanelContext,
  }) => {
    const { mock, nginx: site } = liveSite;
    const watched = await watchedContext(newPanelContext);
    const calls = apiCallsTo(watched.page, mock.url);

    await walkThePanel(watched.page, liveSite.url, remessaEmPreparacao());

    expect(calls).toEqual(
      expect.arrayContaining(['POST /api/autenticacao', 'POST /api/associados/busca', 'GET /cep/v1/01310100']),
    );
    expect(await watched.problems()).toEqual([]);
    expect(site.reports).toEqual([]);
    await expectPolicyEnforced(watched);
    // …and the browser does send reports to PAINEL_CSP_REPORT_URI, so the empty list above means something.
    await expect.poll(() => site.reports.length).toBeGreaterThan(0);
  });

  test('the same dist/ served with another PAINEL_API_URL calls the other server, with connect-src to match, without a rebuild', async ({
    liveSite,
    newPanelContext,
  }) => {
    const { mock, outDir } = liveSite;
    // A second mock server, the other API this copy is configured with.
    const other = await startMockServer({ port: 0, origins: liveSite.allowsOrigin });
    const second = await serveWithNginx(outDir, { PAINEL_API_URL: `${other.url}/` });
    liveSite.allowOrigin(second.url);
    try {
      const headers = (await fetch(`${second.url}/`)).headers;
      // The default postal-code service, and the other API: exactly what was configured.
      expect(policyOf(headers).get('connect-src')).toEqual(["'self'", other.url, 'https://brasilapi.com.br']);

      const watched = await watchedContext(newPanelContext);
      const page = watched.page;
      const toOther = apiCallsTo(page, other.url);
      const toFirst = apiCallsTo(page, mock.url);
      await page.goto(`${second.url}/`);
      await signIn(page);
      await expect(bodyRows(page, 'Associados')).toHaveCount(10, { timeout: 15_000 });
      await bodyRows(page, 'Associados').first().getByRole('link', { name: 'Ver informações' }).click();
      await expect(page.getByRole('region', { name: 'Associação' })).toBeVisible();

      expect(toOther).toEqual(
        expect.arrayContaining([
          'POST /api/autenticacao',
          'POST /api/associados/busca',
          expect.stringMatching(/^GET \/api\/associados\/\d+$/),
        ]),
      );
      expect(toFirst).toEqual([]);
      expect(await watched.problems()).toEqual([]);
      expect(second.reports).toEqual([]);
    } finally {
      await second.close();
      await other.close();
    }
    expect(await fingerprint(outDir, builtFiles)).toBe(built);
  });
});
