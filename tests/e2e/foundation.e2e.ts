import { describe, expect, it } from 'vitest';
import { openDemo, openSignedIn, signIn, useBrowser } from './fixtures';

describe('the demo build', () => {
  const browser = useBrowser();

  it('opens in mock mode, signs in with the demo credentials and lands on /listas', async () => {
    const { page, context, errors } = await openDemo(browser);
    await page.getByText(/Demonstração: os dados são fictícios./).waitFor();
    await signIn(page);
    expect(new URL(page.url()).pathname).toBe('/listas');
    await page.getByRole('heading', { name: 'Listas' }).waitFor();
    expect(await page.getByText('Versão 1.7.22').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the session across a reload and sends a signed-out visitor back to /', async () => {
    const { page, context } = await openSignedIn(browser);
    await page.reload();
    await page.getByRole('heading', { name: 'Listas' }).waitFor();
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.goto(page.url().replace(/\/$/, '') + '/listas');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
