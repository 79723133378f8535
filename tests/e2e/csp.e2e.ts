import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import { resetMockData } from '@mocks/data';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { parsePolicy, readDeployHeaders, withDirectives } from '../hardening/security/deploy-headers';
import { buildLive, CSP_REPORT_PATH, serveStatic, type StaticSite } from './static-site';
import { chooseOption, launchBrowser } from './browser';

/**
 * Security case 15: the builds run under the Content-Security-Policy of deploy/nginx.conf (live)
 * and deploy/nginx-demo.conf (demo), served with every header those files set, without a single
 * violation: none reported by the page's `securitypolicyviolation` events, by the console, or
 * by the browser to the policy's report-uri (which also covers the service worker).
 */

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Violations and CSP console errors seen so far, in every page of the context. */
  problems: () => Promise<string[]>;
}

/** A fresh profile whose pages record every CSP violation and every CSP console message. */
async function watchedContext(browser: Browser): Promise<Watched> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  // Injected by the browser tooling before any script of the page: the policy does not apply to it.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} bloqueou ${event.blockedURI || '(inline)'} em ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const consoleProblems: string[] = [];
  const pages: Page[] = [];
  const watch = (page: Page) => {
    pages.push(page);
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) consoleProblems.push(message.text());
    });
    page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`));
  };
  context.on('page', watch);
  const page = await context.newPage();
  const problems = async () => {
    const events: string[] = [];
    for (const open of pages.filter((candidate) => !candidate.isClosed())) {
      events.push(...(await open.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [])));
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
  await expect.poll(async () => (await watched.problems()).some((problem) => problem.startsWith('script-src-elem bloqueou inline'))).toBe(true);
}

const reportUri = [CSP_REPORT_PATH];
const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

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
  await expect.poll(() => rows(page, 'Associados').count(), { timeout: 15_000 }).toBe(10);
  await page.getByRole('tab', { name: 'Remessas' }).click();
  await expect.poll(() => rows(page, 'Remessas').count(), { timeout: 10_000 }).toBe(10);
  await page.getByRole('tab', { name: 'Usuários' }).click();
  await expect.poll(() => rows(page, 'Usuários').count(), { timeout: 10_000 }).toBe(10);
  await chooseOption(page, page.getByLabel('Perfil'), 'Gestão');
  await page.getByRole('tab', { name: 'Associados' }).click();
  await expect.poll(() => rows(page, 'Associados').count(), { timeout: 10_000 }).toBe(10);

  await rows(page, 'Associados').first().getByRole('link', { name: 'Ver informações' }).click();
  await page.getByRole('region', { name: 'Associação' }).waitFor();
  await page.getByRole('button', { name: 'Endereço' }).click();
  await page.getByRole('button', { name: 'Deletar associado' }).click();
  await page.getByRole('dialog', { name: 'Deletar associado' }).getByRole('button', { name: 'Cancelar' }).click();

  // A deep link: the server answers the route with index.html.
  await page.goto(`${siteUrl}/remessas/info/${remessaId}`);
  await page.getByRole('table', { name: 'Associados da remessa' }).locator('tbody tr').first().waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Adicionar associado' }).click();
  const dialog = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
  await dialog.getByRole('table', { name: 'Associados disponíveis' }).locator('tbody tr').first().waitFor({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto(`${siteUrl}/associados/form/cadastro`);
  await page.getByRole('heading', { name: 'Novo associado', level: 1 }).waitFor();
  await chooseOption(page, page.getByRole('region', { name: 'Associação' }).getByLabel('Tipo de associado'), 'Associados');
  const endereco = page.getByRole('region', { name: 'Endereço' });
  await endereco.getByLabel('CEP').pressSequentially('01310100');
  await page.keyboard.press('Tab');
  await expect.poll(() => endereco.getByLabel('Logradouro').inputValue(), { timeout: 10_000 }).toBe('Avenida Paulista');

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
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

describe('the live build under the Content-Security-Policy of deploy/nginx.conf', () => {
  let mock: RunningMockServer;
  let site: StaticSite;
  let outDir = '';
  let browser: Browser;
  const deployed = readDeployHeaders('deploy/nginx.conf');

  beforeAll(async () => {
    let siteUrl = '';
    mock = await startMockServer({ port: 0, origins: (origin) => origin === siteUrl });
    outDir = await mkdtemp(join(tmpdir(), 'painel-csp-live-'));
    await buildLive(outDir, mock.url);
    // The production hosts of connect-src become the mock server: nothing else changes.
    site = await serveStatic(outDir, withDirectives(deployed, { 'connect-src': [mock.url], 'report-uri': reportUri }));
    siteUrl = site.url;
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await mock?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('the policy is the documented one', () => {
    const policy = parsePolicy(deployed['Content-Security-Policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'none'"]);
    expect(deployed['X-Content-Type-Options']).toBe('nosniff');
  });

  it('holds no mock code, faker or service worker', async () => {
    const files = await readdir(outDir, { recursive: true });
    expect(files.filter((file) => /mockServiceWorker|boleto-exemplo/.test(file))).toEqual([]);
    const code = (await Promise.all(files.filter((file) => file.endsWith('.js')).map((file) => readFile(join(outDir, file), 'utf8')))).join('\n');
    for (const trace of ['faker', 'msw/', 'mockServiceWorker', 'buildSeed', 'DEMO_CREDENTIALS', 'Modo demonstração']) expect(code).not.toContain(trace);
  });

  it('signs in, shows the lists, an associate, a remessa, a dialog and the CEP lookup without any violation', async () => {
    const watched = await watchedContext(browser);
    const servedHeaders = (await watched.page.request.get(`${site.url}/associados/info/1`)).headers();
    expect(servedHeaders['content-security-policy']).toContain("default-src 'none'");

    await walkThePanel(watched.page, site.url, remessaEmPreparacao());

    expect(await watched.problems()).toEqual([]);
    expect(site.reports).toEqual([]);
    await expectPolicyEnforced(watched);
    await watched.context.close();
  });
});

describe('the demo build under the Content-Security-Policy of deploy/nginx-demo.conf', () => {
  let site: StaticSite;
  let browser: Browser;
  const deployed = readDeployHeaders('deploy/nginx-demo.conf');

  beforeAll(async () => {
    // The same seed as the page's own mock backend: it picks the remessa to open.
    await resetMockData();
    site = await serveStatic(process.env.DEMO_DIR ?? 'dist-demo', withDirectives(deployed, { 'report-uri': reportUri }));
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('the policy allows the service worker and the page itself, nothing more', () => {
    const policy = parsePolicy(deployed['Content-Security-Policy']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://brasilapi.com.br']);
  });

  it('runs the mock backend, the panel, the mailbox and the sample boleto without any violation', async () => {
    const watched = await watchedContext(browser);
    const { page, context } = watched;
    await page.goto(`${site.url}/`);
    await page.getByRole('complementary', { name: 'Modo demonstração' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/mockServiceWorker\.js$/);

    await walkThePanel(page, site.url, remessaEmPreparacao());

    await page.getByRole('button', { name: 'Caixa de e-mails' }).click();
    await page.getByRole('dialog', { name: 'Caixa de e-mails' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${site.url}/cobranca/demo-disponivel`);
    const [slip] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Download' }).click()]);
    await slip.waitForLoadState();
    await expect.poll(() => slip.locator('#pagamento').textContent()).toBe('demo-disponivel');

    expect(await watched.problems()).toEqual([]);
    expect(site.reports).toEqual([]);
    await expectPolicyEnforced(watched);
    await context.close();
  });
});
