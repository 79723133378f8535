import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, signIn, useBrowser, newPanelContext } from './fixtures';

/*
 * README's first command, `npm run dev`, as a new developer meets it: the dev server with the
 * project's own config (mock mode, no backend) and an empty dependency cache, opened in a fresh
 * browser. Every other journey runs a build, whose code comes from /assets/; here the panel's
 * modules come from /src/..., where a mock answering more than the API once took them for calls.
 */
let server: ViteDevServer | undefined;
let cacheDir = '';
let devUrl = '';

beforeAll(async () => {
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

afterAll(async () => {
  await server?.close();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

/** The error screen a route shows when its code or its data cannot be shown. */
const errorScreen = (page: Page) => page.getByRole('heading', { name: 'Algo deu errado nesta tela' });

/** Waits for the screen or the error screen, whichever comes, and requires the screen. */
async function expectScreen(page: Page, screen: Locator, errors: string[]) {
  await screen.or(errorScreen(page)).first().waitFor();
  expect(await errorScreen(page).isVisible(), `a tela de erro (${errors.join(' | ')})`).toBe(false);
}

describe('npm run dev, the first thing a developer opens', () => {
  const browser = useBrowser();

  // A cold dev server compiles each module on its first request: the first load takes longest.
  it('signs in with the demo user and shows each list and the new-associate form (CEP lookup included), with no error', async () => {
    const context = await newPanelContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    expect(devUrl).not.toMatch(/:5173$/);
    await page.goto(`${devUrl}/`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor({ timeout: 60_000 });
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
    await expect.poll(() => endereco.getByLabel('Logradouro').inputValue()).toBe('Avenida Paulista');

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
