import type { Page } from '@playwright/test';
import { bodyRows, expect, signIn, test } from '../browser/fixtures';

const DEMO_EMAIL = 'ana.costa@anoreg.org.br';
const UNSTABLE_MESSAGES = [
  'Serviço temporariamente indisponível. Tente novamente em instantes.',
  'Ocorreu um erro ao tentar realizar essa ação. Tente novamente.',
];

const toolbar = (page: Page) => page.getByRole('complementary', { name: 'Modo demonstração' });

/** The tools start folded on every page load, and fold again after a scenario is applied. */
async function openTools(page: Page) {
  await toolbar(page).getByRole('button', { name: 'Abrir ferramentas da demonstração' }).click();
}

/** Chooses a scenario that keeps the data (no reload). */
async function useScenario(page: Page, nome: string) {
  await openTools(page);
  await toolbar(page).getByRole('radio', { name: nome }).check();
  await toolbar(page).getByRole('button', { name: 'Usar este cenário' }).click();
  await expect(toolbar(page).getByText(`Cenário ${nome} em uso.`)).toBeVisible();
  await expect(toolbar(page)).toContainText(`Cenário: ${nome}`);
}

/**
 * Searches and waits for the list to answer that search (its address carries it). Lists search
 * after a debounce of 1.2 s, and the demo answers in 0.1–0.4 s: well within the expect timeout.
 */
async function searchAssociados(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Pesquisar associados' }).fill(text);
  await expect(bodyRows(page, 'Associados')).toHaveCount(1);
  await expect(bodyRows(page, 'Associados').first()).toContainText(text);
}

/** Network failures of the unstable scenario show in the console as failed loads; anything else is an error. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource|net::ERR_FAILED/.test(error));

test.describe('the demo as a trainer drives it', () => {
  test('shows failures in instável, back to padrão, a password e-mail in the mailbox, and restores the data', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    await expect(toolbar(page).getByText('Modo demonstração')).toBeVisible();
    await expect(toolbar(page)).toContainText('Cenário: Padrão');
    await signIn(page);
    await expect(bodyRows(page, 'Associados').first()).toBeVisible();

    // Instável: every fifth call fails. Toggling an associate is one call (and a reload of the
    // list, retried by the panel on failure), so an error shows within a few tries.
    await useScenario(page, 'Instável');
    const errorAlert = page.getByRole('dialog', { name: /Erro!/ });
    const toggle = bodyRows(page, 'Associados')
      .first()
      .getByRole('button', { name: /^(Inativar|Ativar)$/ });
    for (let attempt = 1; attempt <= 6 && !(await errorAlert.isVisible()); attempt++) {
      const action = (await toggle.getAttribute('aria-label')) ?? (await toggle.textContent()) ?? '';
      await toggle.click();
      const confirm = page.getByRole('dialog', { name: `${action} associado` });
      await confirm.getByRole('button', { name: action }).click();
      await expect(confirm).toBeHidden();
      // Either the failure is shown, or the associate changed and the list came back (or both:
      // the change went through and the list's reload failed).
      const done = bodyRows(page, 'Associados')
        .first()
        .getByRole('button', { name: action === 'Inativar' ? 'Ativar' : 'Inativar', exact: true });
      await expect(errorAlert.or(done).first()).toBeVisible();
    }
    expect(UNSTABLE_MESSAGES).toContain((await errorAlert.locator('.app-dialog__description').textContent())?.trim());
    await errorAlert.getByRole('button', { name: 'OK' }).click();
    await expect(errorAlert).toBeHidden();

    await useScenario(page, 'Padrão');

    // A password reset walked through the mailbox.
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('heading', { name: 'E-mail enviado!' })).toBeVisible();
    await toolbar(page).getByRole('button', { name: 'Caixa de e-mails' }).click();
    const mailbox = page.getByRole('dialog', { name: 'Caixa de e-mails' });
    const email = mailbox.getByRole('listitem').filter({ hasText: DEMO_EMAIL });
    await expect(email).toBeVisible();
    await expect(email).toContainText('Cadastro de nova senha');
    await expect(email).toContainText(/Enviado em\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    await email.getByRole('link', { name: 'Abrir link' }).click();
    await expect(page).toHaveURL(/\/cadastrar-senha\//);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await expect(mailbox).toBeHidden();

    // Restore, after a confirm: the page reloads with the seed, and the mailbox is empty again.
    await page.goto('/');
    await openTools(page);
    await toolbar(page).getByRole('button', { name: 'Restaurar dados de demonstração' }).click();
    const confirmRestore = page.getByRole('dialog', { name: 'Restaurar dados de demonstração?' });
    await confirmRestore.getByRole('button', { name: 'Restaurar' }).click();
    await expect(toolbar(page).getByRole('status').getByText('Dados de demonstração restaurados.')).toBeVisible();
    await toolbar(page).getByRole('button', { name: 'Caixa de e-mails' }).click();
    await expect(mailbox.getByText('Nenhum e-mail enviado ainda.')).toBeVisible();

    expect(unexpected(errors)).toEqual([]);
  });

  test('keeps two tabs on the same data and the same scenario', async ({ openSignedIn }) => {
    const { page, context, errors } = await openSignedIn();
    const nome = (await bodyRows(page, 'Associados').first().locator('td').nth(1).textContent())?.trim() ?? '';
    expect(nome).not.toBe('');

    const second = await context.newPage();
    await second.goto('/listas');
    await expect(bodyRows(second, 'Associados').first()).toBeVisible();
    await searchAssociados(second, nome);
    await expect(bodyRows(second, 'Associados').first()).toContainText('Ativo');

    // A change in the first tab…
    await searchAssociados(page, nome);
    await bodyRows(page, 'Associados').first().getByRole('button', { name: 'Inativar' }).click();
    await page.getByRole('dialog', { name: 'Inativar associado' }).getByRole('button', { name: 'Inativar' }).click();
    await expect(bodyRows(page, 'Associados').first()).toContainText('Inativo');

    // …shows in the second at its next call, and after a reload.
    await searchAssociados(second, nome.slice(0, -1));
    await expect(bodyRows(second, 'Associados').first()).toContainText('Inativo');
    await second.reload();
    await searchAssociados(second, nome);
    await expect(bodyRows(second, 'Associados').first()).toContainText('Inativo');

    // A scenario chosen in one tab shows in the other's toolbar at once.
    await useScenario(page, 'Lento');
    await expect(toolbar(second)).toContainText('Cenário: Lento');
    await useScenario(page, 'Padrão');
    await expect(toolbar(second)).toContainText('Cenário: Padrão');

    expect(errors).toEqual([]);
  });

  test("leaves no error when the browser's re-check of a worker on its way out fails (mswjs/msw#2006)", async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    await expect(toolbar(page).getByText('Modo demonstração')).toBeVisible();
    // What MSW does at a page's start when the worker has just unregistered itself (its last tab
    // closed): it asks for a re-check of that registration and drops the promise.
    const rejected = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.unregister();
      const seen = new Promise<string>((resolve) =>
        window.addEventListener('unhandledrejection', (event) => resolve(String(event.reason)), { once: true }),
      );
      void registration?.update();
      return seen;
    });
    expect(rejected).toMatch(/Failed to update a ServiceWorker .*mockServiceWorker\.js'\): Not found/);
    await signIn(page);
    await expect(bodyRows(page, 'Associados').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('takes the scenario from the address, remembers it, and reads well with no data', async ({ openPage }) => {
    const { page, errors } = await openPage('/?cenario=vazio');
    await expect(toolbar(page).getByText('Cenário:')).toBeVisible();
    await expect(toolbar(page)).toContainText('Cenário: Vazio');
    await expect(page).toHaveURL((url) => url.search === '');
    await signIn(page);
    await expect(page.getByText('Nenhum associado encontrado.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Nenhum associado encontrado.')).toBeVisible();
    await expect(toolbar(page)).toContainText('Cenário: Vazio');
    expect(errors).toEqual([]);
  });
});
