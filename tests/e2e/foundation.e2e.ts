import { expect, signIn, test } from '../browser/fixtures';

test.describe('the demo build', () => {
  test('opens in mock mode, signs in with the demo credentials and lands on /listas', async ({ openPage }) => {
    const { page, errors } = await openPage();
    await expect(page.getByText(/Demonstração: os dados são fictícios./)).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL((url) => url.pathname === '/listas');
    await expect(page.getByRole('heading', { name: 'Listas' })).toBeVisible();
    await expect(page.getByText('Versão 1.7.22')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('keeps the session across a reload and sends a signed-out visitor back to /', async ({ openSignedIn }) => {
    const { page } = await openSignedIn();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Listas' })).toBeVisible();
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await page.goto('/listas');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
