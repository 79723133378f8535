import type { Page } from '@playwright/test';
import { LIST_MEMORY_STORAGE_KEY } from '@/lib/list-memory';
import { DEMO_COLLEAGUE, DEMO_CREDENTIALS } from '@mocks/db/seed';
import { expect, listsSettled, test } from '../browser/fixtures';

/**
 * Beyond the spec: /listas opens as the person signed in on this browser last left it. Two people
 * of the demo share one browser: Ana (the demo user) and Bruno (DEMO_COLLEAGUE).
 */
const ANA = { cpf: DEMO_CREDENTIALS.cpfFormatado, senha: DEMO_CREDENTIALS.senha };
const BRUNO = { cpf: DEMO_COLLEAGUE.cpfFormatado, senha: DEMO_COLLEAGUE.senha };
const ANA_VIEW = '/listas?type=shipments&size=25&status=3&q=Mensalidade';

async function signIn(page: Page, who: { cpf: string; senha: string }) {
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.getByLabel('CPF').fill(who.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(who.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Listas', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await listsSettled(page);
}

const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', LIST_MEMORY_STORAGE_KEY);

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
}

// `toHaveURL('/listas…')`: the path is put on the demo's address, and the whole address must match, query included.
test.describe('/listas as each person left it, two people on one browser', () => {
  test('Ana’s view waits for Ana; Bruno signing in on the same browser sees the default list, then his own', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    await signIn(page, ANA);
    await expect(page.getByRole('table', { name: 'Associados' })).toBeVisible();
    await page.getByRole('tab', { name: 'Remessas' }).click();
    await expect(page.getByRole('table', { name: 'Remessas' })).toBeVisible();
    await page.getByLabel('Itens por página', { exact: true }).selectOption({ label: '25' });
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Enviado' });
    await page.getByLabel('Pesquisar remessas').fill('Mensalidade');
    await page.getByLabel('Pesquisar remessas').press('Enter');
    await expect(page).toHaveURL(ANA_VIEW);
    // The view is kept once the lists show it, a moment after the address changes.
    await expect.poll(() => kept(page)).toContain('q=Mensalidade');
    await listsSettled(page);

    // The address typed, and the header's link to /listas from another page: her view.
    await page.goto('/listas');
    await expect(page.getByRole('table', { name: 'Remessas' })).toBeVisible();
    await expect(page).toHaveURL(ANA_VIEW);
    await expect(page.getByLabel('Pesquisar remessas')).toHaveValue('Mensalidade');
    await page.goto('/usuarios/form/cadastro');
    await page.getByRole('link', { name: /ir para Listas/ }).click();
    await expect(page.getByRole('table', { name: 'Remessas' })).toBeVisible();
    await expect(page).toHaveURL(ANA_VIEW);

    await signOut(page);
    await signIn(page, BRUNO);
    await expect(page.getByRole('table', { name: 'Associados' })).toBeVisible();
    await expect(page).toHaveURL('/listas');
    await expect(page.getByRole('tab', { name: 'Associados' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Pesquisar associados')).toHaveValue('');
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await expect(page.getByRole('table', { name: 'Usuários' })).toBeVisible();
    await expect(page).toHaveURL('/listas?type=users');
    await expect.poll(() => kept(page)).toContain('"query":"type=users"');
    await listsSettled(page);

    await signOut(page);
    await signIn(page, ANA);
    await expect(page.getByRole('table', { name: 'Remessas' })).toBeVisible();
    await expect(page).toHaveURL(ANA_VIEW);
    await expect(page.getByLabel('Pesquisar remessas')).toHaveValue('Mensalidade');

    await signOut(page);
    await signIn(page, BRUNO);
    await expect(page.getByRole('table', { name: 'Usuários' })).toBeVisible();
    await expect(page).toHaveURL('/listas?type=users');

    // Nothing kept in clear beyond what the address holds: no CPF of either.
    const stored = await kept(page);
    expect(stored).toContain('q=Mensalidade');
    for (const cpf of [DEMO_CREDENTIALS.cpf, DEMO_COLLEAGUE.cpf]) expect(stored).not.toContain(cpf);
    expect(errors).toEqual([]);
  });
});
