import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIST_MEMORY_STORAGE_KEY } from '@/lib/list-memory';
import { DEMO_COLLEAGUE, DEMO_CREDENTIALS } from '@mocks/db/seed';
import { demoUrl, listsSettled, openDemo, useBrowser } from './fixtures';

/**
 * Beyond the spec: /listas opens as the person signed in on this browser last left it. Two people
 * of the demo share one browser: Ana (the demo user) and Bruno (DEMO_COLLEAGUE).
 */
const ANA = { cpf: DEMO_CREDENTIALS.cpfFormatado, senha: DEMO_CREDENTIALS.senha };
const BRUNO = { cpf: DEMO_COLLEAGUE.cpfFormatado, senha: DEMO_COLLEAGUE.senha };
const ANA_VIEW = '/listas?type=shipments&size=25&status=3&q=Mensalidade';

async function signIn(page: Page, who: { cpf: string; senha: string }) {
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();
  await page.getByLabel('CPF').fill(who.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(who.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Listas', level: 1 }).waitFor();
  await page.getByRole('table').waitFor();
  await listsSettled(page);
}

const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', LIST_MEMORY_STORAGE_KEY);

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('/listas as each person left it, two people on one browser', () => {
  const browser = useBrowser();

  it('Ana’s view waits for Ana; Bruno signing in on the same browser sees the default list, then his own', async () => {
    const { page, context, errors } = await openDemo(browser);
    await signIn(page, ANA);
    await page.getByRole('table', { name: 'Associados' }).waitFor();
    await page.getByRole('tab', { name: 'Remessas' }).click();
    await page.getByRole('table', { name: 'Remessas' }).waitFor();
    await page.getByLabel('Itens por página', { exact: true }).selectOption({ label: '25' });
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Enviado' });
    await page.getByLabel('Pesquisar remessas').fill('Mensalidade');
    await page.getByLabel('Pesquisar remessas').press('Enter');
    await expect.poll(() => path(page)).toBe(ANA_VIEW);
    // The view is kept once the lists show it, a moment after the address changes.
    await expect.poll(() => kept(page)).toContain('q=Mensalidade');
    await listsSettled(page);

    // The address typed, and the header's link to /listas from another page: her view.
    await page.goto(demoUrl('/listas'));
    await page.getByRole('table', { name: 'Remessas' }).waitFor();
    expect(path(page)).toBe(ANA_VIEW);
    expect(await page.getByLabel('Pesquisar remessas').inputValue()).toBe('Mensalidade');
    await page.goto(demoUrl('/usuarios/form/cadastro'));
    await page.getByRole('link', { name: /ir para Listas/ }).click();
    await page.getByRole('table', { name: 'Remessas' }).waitFor();
    expect(path(page)).toBe(ANA_VIEW);

    await signOut(page);
    await signIn(page, BRUNO);
    await page.getByRole('table', { name: 'Associados' }).waitFor();
    expect(path(page)).toBe('/listas');
    expect(await page.getByRole('tab', { name: 'Associados' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Pesquisar associados').inputValue()).toBe('');
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByRole('table', { name: 'Usuários' }).waitFor();
    await expect.poll(() => path(page)).toBe('/listas?type=users');
    await expect.poll(() => kept(page)).toContain('"query":"type=users"');
    await listsSettled(page);

    await signOut(page);
    await signIn(page, ANA);
    await page.getByRole('table', { name: 'Remessas' }).waitFor();
    expect(path(page)).toBe(ANA_VIEW);
    expect(await page.getByLabel('Pesquisar remessas').inputValue()).toBe('Mensalidade');

    await signOut(page);
    await signIn(page, BRUNO);
    await page.getByRole('table', { name: 'Usuários' }).waitFor();
    expect(path(page)).toBe('/listas?type=users');

    // Nothing kept in clear beyond what the address holds: no CPF of either.
    const stored = await kept(page);
    expect(stored).toContain('q=Mensalidade');
    for (const cpf of [DEMO_CREDENTIALS.cpf, DEMO_COLLEAGUE.cpf]) expect(stored).not.toContain(cpf);
    expect(errors).toEqual([]);
    await context.close();
  });
});
