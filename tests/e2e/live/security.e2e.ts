import type { BrowserContext } from '@playwright/test';
import { db } from '@mocks/db';
import { XSS_FLAG } from '../../hardening/security/hostile-text';
import { expect, test } from '../../browser/fixtures';
import { expectNothingRan, trace } from '../security-helpers';

/**
 * The live build under nginx, against the mock server, in Chromium: the payment-slip page refuses
 * links that are not https and opens https ones detached (no opener, no referrer); a payment id that
 * is not one calls nothing (nginx answers 400). Back after Sair da conta: back-after-sign-out.e2e.ts;
 * the demo's half (hostile text on every screen): ../security.e2e.ts.
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
});
