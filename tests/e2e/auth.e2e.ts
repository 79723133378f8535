import type { Page } from '@playwright/test';
import { expect, test } from '../browser/fixtures';

const DEMO_EMAIL = 'ana.costa@anoreg.org.br';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
}

test.describe('sign-in, password and payment-slip journeys', () => {
  test('remembers the user: sign in with Lembrar-me, sign out, reload, the CPF is back and the password is remembered, not shown', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    await page.getByLabel('CPF').fill('111.444.777-35');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('checkbox', { name: 'Lembrar-me' }).check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/);
    await expect(page.getByRole('heading', { name: 'Listas' })).toBeVisible();

    await signOut(page);
    await page.reload();
    await expect(page.getByLabel('CPF')).toHaveValue('111.444.777-35');
    // The remembered password never enters the page.
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
    // (The demo's notice prints its password; no field holds it.)
    expect(
      await page.evaluate(() => [...document.querySelectorAll('input')].map((input) => input.value)),
    ).not.toContain('demo123');
    await expect(page.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // Nothing in the browser's storage holds the CPF or the password in clear.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .map((key) => localStorage.getItem(key) ?? '')
        .join('\n'),
    );
    expect(stored).toContain('"versao":2');
    for (const clear of ['11144477735', '111.444.777-35', 'demo123']) expect(stored).not.toContain(clear);

    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/);
    expect(errors).toEqual([]);
  });

  test('a remembered password is said, never shown; another CPF needs its own password; unticking forgets it', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    await page.getByLabel('CPF').fill('111.444.777-35');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('checkbox', { name: 'Lembrar-me' }).check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/);
    await signOut(page);
    await page.reload();

    const senha = page.getByLabel('Senha', { exact: true });
    const hint = page.getByText(/Há uma senha lembrada neste navegador para este CPF/);
    await expect(hint).toBeVisible();
    await expect(senha).toHaveValue('');

    // Someone else's CPF: the remembered password is not theirs, nor is the choice to remember.
    await page.getByLabel('CPF').fill('529.982.247-25');
    await expect(hint).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Lembrar-me' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Senha é obrigatória.')).toBeVisible();

    // Back to the remembered CPF after a reload, then unticked: the record goes at once.
    await page.reload();
    await expect(hint).toBeVisible();
    await page.getByRole('checkbox', { name: 'Lembrar-me' }).uncheck();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('anoreg-painel:lembrar-me'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('recovers a password: forgot password, mailbox, reset link, new password, signed in', async ({ openPage }) => {
    const { page, errors } = await openPage();
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('heading', { name: 'E-mail enviado!' })).toBeVisible();

    await page.getByRole('button', { name: 'Caixa de e-mails' }).click();
    const mailbox = page.getByRole('dialog', { name: 'Caixa de e-mails' });
    await expect(mailbox).toBeVisible();
    const email = mailbox.getByRole('listitem').filter({ hasText: DEMO_EMAIL }).first();
    await email.getByRole('link', { name: 'Abrir link' }).click();

    await expect(page).toHaveURL(/\/cadastrar-senha\//);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('abc');
    await page.getByLabel('Confirma nova senha', { exact: true }).fill('abcdef');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await expect(page.getByText('Senha deve ter no mínimo 5 caracteres.')).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-1');
    await page.getByLabel('Confirma nova senha', { exact: true }).fill('senha-nova-1');
    await page.getByRole('button', { name: 'SALVAR' }).click();

    await expect(page).toHaveURL(/\/listas$/);
    await expect(page.getByRole('heading', { name: 'Listas' })).toBeVisible();

    // The new password is the one that works now.
    await signOut(page);
    await page.getByLabel('CPF').fill('111.444.777-35');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('dialog', { name: /Erro!/ }).getByText('CPF ou senha incorretos.')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Senha', { exact: true }).fill('senha-nova-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas$/);
    // The 401 of the wrong password is expected; nothing else may fail.
    expect(errors.filter((error) => !/401/.test(error))).toEqual([]);
  });

  test('opens an available payment slip in a new tab', async ({ openPage }) => {
    const { page, context, errors } = await openPage('/cobranca/demo-disponivel');
    await expect(page.getByText('Seu boleto está disponivel')).toBeVisible();
    const [slip] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    // A blank tab first, sent to the slip at once: the demo serves it on its own origin.
    await expect(slip).toHaveURL(/\/boleto-exemplo\.html\?/);
    expect(new URL(slip.url()).pathname).toBe('/boleto-exemplo.html');
    expect(new URL(slip.url()).searchParams.get('pagamento')).toBe('demo-disponivel');
    // Opened with noopener: the slip cannot reach back into the panel.
    expect(await slip.evaluate(() => window.opener)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/cobranca/demo-disponivel');
    expect(errors).toEqual([]);
  });

  test('explains why a payment slip cannot be delivered', async ({ openPage }) => {
    const { page } = await openPage('/cobranca/demo-vencido');
    await expect(page.getByRole('alert').filter({ hasText: 'Boleto vencido.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
  });
});
