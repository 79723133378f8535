import type { BrowserContext, Page } from '@playwright/test';
import { SituacaoRemessaId } from '@/generated/model';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { XSS_FLAG } from '../../hardening/security/hostile-text';
import { expect, rowWith, test } from '../../browser/fixtures';
import { expectNoSecrets, expectNothingRan, trace } from '../security-helpers';

/**
 * The live build under nginx, against the mock server, in Chromium: boleto links that are not
 * http(s) are refused, http(s) ones open detached; a payment id that is not one calls nothing; after
 * Sair da conta, Back shows the sign-in page, nothing is kept, and no console message or address
 * holds a CPF or the token. The demo's half (hostile text on every screen): ../security.e2e.ts.
 */

test.describe('the live build: boleto links, sign-out and logs, against the mock server', () => {
  /** A fresh profile on the live build, watched: its traces, and what the page threw. */
  async function newPage(newPanelContext: () => Promise<BrowserContext>) {
    const context = await newPanelContext();
    const traces = trace(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, traces, errors };
  }

  async function signInLive(page: Page, { remember = false } = {}) {
    await page.goto('/');
    await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
    if (remember) await page.getByRole('checkbox', { name: 'Lembrar-me' }).check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/);
  }

  /** The bank's https address, answered by the browser context itself (no network in tests). */
  async function serveBank(context: BrowserContext) {
    await context.route('https://banco.example/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>Boleto</title><h1>Boleto bancário</h1>' }),
    );
  }

  test('the payment-slip page refuses plain http, javascript:, data: and malformed links, and opens https ones detached', async ({
    liveSite,
    newPanelContext,
  }) => {
    const { context, page, traces, errors } = await newPage(newPanelContext);
    await serveBank(context);
    const refused = [
      // Plain http, even to the panel's own address: a slip fetched over it can be swapped in transit.
      `${liveSite.url}/favicon.svg?boleto=0`,
      'http://banco.example/boleto.pdf',
      `javascript:window.${XSS_FLAG}='boleto'`,
      `data:text/html,<script>opener.${XSS_FLAG}=1</script>`,
      'https://',
    ];
    for (const [index, link] of refused.entries()) {
      await db.boletos.create({ paymentId: `hostil-${index}`, link, erro: null });
      await page.goto(`/cobranca/hostil-${index}`);
      await expect(page.getByRole('alert').getByText('Ocorreu um erro, entre em contato com o suporte.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
      await expectNothingRan(page, traces, link);
    }

    await db.boletos.create({ paymentId: 'seguro', link: 'https://banco.example/boleto.pdf?boleto=1', erro: null });
    await page.goto('/cobranca/seguro');
    const [slip, request] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (candidate) => candidate.url().endsWith('boleto=1')),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    await expect(slip.getByRole('heading', { name: 'Boleto bancário' })).toBeVisible();
    await expect(slip).toHaveURL('https://banco.example/boleto.pdf?boleto=1');
    // Detached from the panel: no window.opener, and the bank is not told where the user came from.
    expect(await slip.evaluate(() => window.opener)).toBeNull();
    expect(await slip.evaluate(() => document.referrer)).toBe('');
    expect(request.headers()['referer']).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('Baixar boleto opens its tab within the click, before a slow answer, and sends it to the https link detached', async ({
    newPanelContext,
  }) => {
    // Not the associate the javascript: case below uses.
    const vinculo = db.vinculos
      .findMany((q) => q.where((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO && v.pagamentoGiroId !== null))
      .at(-1)!;
    await db.boletos.create({
      paymentId: vinculo.pagamentoGiroId!,
      link: 'https://banco.example/boleto.pdf?boleto=lento',
      erro: null,
    });
    const nome = db.associados.findFirst((q) => q.where({ associadoId: vinculo.associadoId }))!.nome;
    const { context, page, errors } = await newPage(newPanelContext);
    await serveBank(context);
    await signInLive(page);
    await page.goto(`/remessas/info/${vinculo.remessaId}`);
    // The server holds its answer until the new tab is there.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/giro/boleto/link/**', async (route) => {
      await held;
      await route.continue();
    });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      rowWith(page, 'Associados da remessa', nome).getByRole('button', { name: 'Baixar boleto' }).click(),
    ]);
    expect(tab.url()).toBe('about:blank');
    answer();
    await expect(tab.getByRole('heading', { name: 'Boleto bancário' })).toBeVisible();
    await expect(tab).toHaveURL('https://banco.example/boleto.pdf?boleto=lento');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(await tab.evaluate(() => document.referrer)).toBe('');
    expect(errors).toEqual([]);
  });

  test('a payment id that is not one (../, ?) calls nothing: /cobranca/..%2F..%2Fusuarios%2F2%3Fx%3D1 never reaches GET /api/usuarios/2', async ({
    liveSite,
    newPanelContext,
  }) => {
    const { page, traces, errors } = await newPage(newPanelContext);
    // nginx itself refuses a path that climbs above the site's root: the panel never loads.
    for (const paymentId of ['..%2F..%2Fusuarios%2F2%3Fx%3D1', '..%2F..%2F..%2Fapi%2Fusuarios%2F2']) {
      const response = await page.goto(`/cobranca/${paymentId}`);
      expect(response?.status()).toBe(400);
    }
    // The rest reach the panel, whose payment-slip page refuses the id before any call.
    for (const paymentId of ['..%2Fusuarios%2F2%3Fx%3D1', 'GIRO%3Fx%3D1', 'GIRO%23x']) {
      await page.goto(`/cobranca/${paymentId}`);
      await expect(page.getByRole('alert').getByText('Ocorreu um erro, entre em contato com o suporte.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
    }
    expect(traces.addresses.filter((url) => url.startsWith(liveSite.mock.url))).toEqual([]);

    // A real id still asks for its boleto, as one path segment.
    await db.boletos.create({
      paymentId: 'GIRO-0001_a',
      link: 'https://banco.example/boleto.pdf?boleto=2',
      erro: null,
    });
    await page.goto('/cobranca/GIRO-0001_a');
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
    const asked = traces.addresses
      .filter((url) => url.startsWith(liveSite.mock.url))
      .map((url) => new URL(url).pathname);
    expect(new Set(asked)).toEqual(new Set(['/api/giro/boleto/link/GIRO-0001_a']));
    expect(errors).toEqual([]);
  });

  test('Baixar boleto refuses a javascript: link with a message and opens nothing', async ({ newPanelContext }) => {
    const vinculo = db.vinculos.findFirst((q) =>
      q.where((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO && v.pagamentoGiroId !== null),
    )!;
    await db.boletos.create({
      paymentId: vinculo.pagamentoGiroId!,
      link: `javascript:window.${XSS_FLAG}='baixar'`,
      erro: null,
    });
    const nome = db.associados.findFirst((q) => q.where({ associadoId: vinculo.associadoId }))!.nome;
    const { context, page, traces, errors } = await newPage(newPanelContext);
    await signInLive(page);
    await page.goto(`/remessas/info/${vinculo.remessaId}`);
    await rowWith(page, 'Associados da remessa', nome).getByRole('button', { name: 'Baixar boleto' }).click();
    await expect(
      page
        .getByRole('dialog', { name: /Erro!/ })
        .getByText('O endereço do boleto recebido não é válido. Entre em contato com o suporte.'),
    ).toBeVisible();
    // The tab opened within the click closes again.
    await expect.poll(() => context.pages().length).toBe(1);
    await expectNothingRan(page, traces, 'Baixar boleto');
    expect(errors).toEqual([]);
  });

  test('after Sair da conta: no token or clear credential kept, Back shows the sign-in page, and no log or address holds the CPF or the token', async ({
    liveSite,
    newPanelContext,
  }) => {
    const { page, traces, errors } = await newPage(newPanelContext);
    await signInLive(page, { remember: true });
    const token = db.sessoes.all().at(-1)!.token;
    // A failed export is logged: the log must not carry the request's bearer token.
    await page.route(`${liveSite.mock.url}/api/associados/busca`, (route) => {
      const request = route.request();
      const exporting = request.method() === 'POST' && (request.postDataJSON() as { numRows: number }).numRows > 10;
      if (!exporting) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': liveSite.url },
        body: JSON.stringify({ message: 'Falha.' }),
      });
    });
    await expect(page.getByRole('table', { name: 'Associados' }).locator('tbody tr').nth(9)).toBeVisible();
    await page.getByRole('button', { name: 'Exportar Associados' }).click();
    await expect
      .poll(() => traces.console.some((text) => text.includes('Não foi possível exportar os associados.')))
      .toBe(true);

    const primeiro = page.getByRole('table', { name: 'Associados' }).locator('tbody tr').first();
    // The first cell holds the row's checkbox.
    const nome = (await primeiro.locator('td').nth(1).textContent())!.trim();
    await primeiro.getByRole('link', { name: 'Ver informações' }).click();
    await expect(page.getByRole('region', { name: 'Associação' })).toBeVisible();
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText(nome)).toHaveCount(0);

    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
        .join('\n'),
    );
    expect(stored).toContain('anoreg-painel:lembrar-me');
    for (const secret of [token, DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha, nome]) {
      expect(stored.includes(secret), `"${secret}" guardado no navegador`).toBe(false);
    }
    expectNoSecrets(traces, [DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha, token]);
    expect(errors).toEqual([]);
  });
});
