import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { bodyRows, expect, pageErrors, signIn, test } from '../browser/fixtures';

/*
 * README's first command, `npm run dev`, as a new developer meets it: the dev server with the
 * project's own config (mock mode, no backend) and an empty dependency cache, opened in a fresh
 * browser. Every other journey runs a build, whose code comes from /assets/; here the panel's
 * modules come from /src/..., where a mock answering more than the API once took them for calls.
 */
let server: ViteDevServer | undefined;
let cacheDir = '';
let devUrl = '';

test.beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'painel-vite-cache-'));
  server = await createServer({
    root: process.cwd(),
    mode: 'development',
    cacheDir,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error('O servidor de desenvolvimento não informou o endereço.');
  devUrl = address.replace(/\/$/, '');
});

test.afterAll(async () => {
  await server?.close();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

/** The error screen a route shows when its code or its data cannot be shown. */
const errorScreen = (page: Page) => page.getByRole('heading', { name: 'Algo deu errado nesta tela' });

/**
 * Waits for the screen or the error screen, whichever comes, and requires the screen. A cold dev
 * server compiles a route's modules on their first request: a screen's first showing may take
 * longer than the expect timeout on a busy machine.
 */
async function expectScreen(page: Page, screen: Locator, errors: string[]) {
  await expect(screen.or(errorScreen(page)).first()).toBeVisible({ timeout: 30_000 });
  await expect(errorScreen(page), `a tela de erro (${errors.join(' | ')})`).toBeHidden();
}

test.describe('npm run dev, the first thing a developer opens', () => {
  // A cold dev server compiles each module on its first request: the first load takes longest.
  test('signs in with the demo user and shows each list and the new-associate form (CEP lookup included), with no error', async ({
    newPanelContext,
  }) => {
    test.setTimeout(120_000);
    const context = await newPanelContext();
    const page = await context.newPage();
    const errors = pageErrors(page);

    expect(devUrl).not.toMatch(/:5173$/);
    await page.goto(`${devUrl}/`);
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible({ timeout: 60_000 });
    await signIn(page);
    await expectScreen(page, bodyRows(page, 'Associados').first(), errors);

    await page.getByRole('tab', { name: 'Remessas' }).click();
    await expectScreen(page, bodyRows(page, 'Remessas').first(), errors);
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await expectScreen(page, bodyRows(page, 'Usuários').first(), errors);

    await page.getByRole('tab', { name: 'Associados' }).click();
    await page.getByRole('link', { name: 'Novo associado' }).click();
    await expectScreen(page, page.getByRole('heading', { name: 'Novo associado', level: 1 }), errors);
    // The postal-code lookup, answered by the mock on the page's origin.
    const endereco = page.getByRole('region', { name: 'Endereço' });
    await endereco.getByLabel('CEP').pressSequentially('01310100');
    await endereco.getByLabel('CEP').press('Tab');
    await expect(endereco.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');

    expect(errors).toEqual([]);
  });
});
