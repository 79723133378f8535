import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bodyRows, demoUrl, openDemo, openSignedIn, signIn, useBrowser } from './fixtures';

const DEMO_EMAIL = 'ana.costa@anoreg.org.br';
const UNSTABLE_MESSAGES = [
  'Serviço temporariamente indisponível. Tente novamente em instantes.',
  'Ocorreu um erro ao tentar realizar essa ação. Tente novamente.',
];

/** Lists search after a debounce of 1.2 s, and the demo answers in 0.1–0.4 s. */
const SLOW = { timeout: 10_000 };

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
  await toolbar(page).getByText(`Cenário ${nome} em uso.`).waitFor();
  expect(await toolbar(page).textContent()).toContain(`Cenário: ${nome}`);
}

/** Searches and waits for the list to answer that search (its address carries it). */
async function searchAssociados(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Pesquisar associados' }).fill(text);
  await expect.poll(() => bodyRows(page, 'Associados').count(), SLOW).toBe(1);
  await expect.poll(() => bodyRows(page, 'Associados').first().textContent(), SLOW).toContain(text);
}

/** Network failures of the unstable scenario show in the console as failed loads; anything else is an error. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource|net::ERR_FAILED/.test(error));

describe('the demo as a trainer drives it', () => {
  const browser = useBrowser();

  it('shows failures in instável, back to padrão, a password e-mail in the mailbox, and restores the data', async () => {
    const { page, context, errors } = await openDemo(browser);
    await toolbar(page).getByText('Modo demonstração').waitFor();
    expect(await toolbar(page).textContent()).toContain('Cenário: Padrão');
    await signIn(page);
    await bodyRows(page, 'Associados').first().waitFor();

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
      await confirm.waitFor({ state: 'hidden' });
      // Either the failure is shown, or the associate changed and the list came back.
      const done = bodyRows(page, 'Associados')
        .first()
        .getByRole('button', { name: action === 'Inativar' ? 'Ativar' : 'Inativar', exact: true });
      await expect.poll(async () => (await errorAlert.isVisible()) || (await done.isVisible()), SLOW).toBe(true);
    }
    expect(UNSTABLE_MESSAGES).toContain((await errorAlert.locator('.app-dialog__description').textContent())?.trim());
    await errorAlert.getByRole('button', { name: 'OK' }).click();
    await errorAlert.waitFor({ state: 'hidden' });

    await useScenario(page, 'Padrão');

    // A password reset walked through the mailbox.
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('heading', { name: 'E-mail enviado!' }).waitFor();
    await toolbar(page).getByRole('button', { name: 'Caixa de e-mails' }).click();
    const mailbox = page.getByRole('dialog', { name: 'Caixa de e-mails' });
    const email = mailbox.getByRole('listitem').filter({ hasText: DEMO_EMAIL });
    await email.waitFor();
    expect(await email.textContent()).toContain('Cadastro de nova senha');
    expect(await email.textContent()).toMatch(/Enviado em\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    await email.getByRole('link', { name: 'Abrir link' }).click();
    await page.waitForURL('**/cadastrar-senha/**');
    await page.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
    expect(await mailbox.isVisible()).toBe(false);

    // Restore, after a confirm: the page reloads with the seed, and the mailbox is empty again.
    await page.goto(demoUrl('/'));
    await openTools(page);
    await toolbar(page).getByRole('button', { name: 'Restaurar dados de demonstração' }).click();
    const confirmRestore = page.getByRole('dialog', { name: 'Restaurar dados de demonstração?' });
    await confirmRestore.getByRole('button', { name: 'Restaurar' }).click();
    await toolbar(page).getByRole('status').getByText('Dados de demonstração restaurados.').waitFor();
    await toolbar(page).getByRole('button', { name: 'Caixa de e-mails' }).click();
    await mailbox.getByText('Nenhum e-mail enviado ainda.').waitFor();

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('keeps two tabs on the same data and the same scenario', async () => {
    const { page, context, errors } = await openSignedIn(browser);
    const nome = (await bodyRows(page, 'Associados').first().locator('td').first().textContent())?.trim() ?? '';
    expect(nome).not.toBe('');

    const second = await context.newPage();
    await second.goto(demoUrl('/listas'));
    await bodyRows(second, 'Associados').first().waitFor();
    await searchAssociados(second, nome);
    expect(await bodyRows(second, 'Associados').first().textContent()).toContain('Ativo');

    // A change in the first tab…
    await searchAssociados(page, nome);
    await bodyRows(page, 'Associados').first().getByRole('button', { name: 'Inativar' }).click();
    await page.getByRole('dialog', { name: 'Inativar associado' }).getByRole('button', { name: 'Inativar' }).click();
    await expect.poll(() => bodyRows(page, 'Associados').first().textContent(), SLOW).toContain('Inativo');

    // …shows in the second at its next call, and after a reload.
    await searchAssociados(second, nome.slice(0, -1));
    await expect.poll(() => bodyRows(second, 'Associados').first().textContent(), SLOW).toContain('Inativo');
    await second.reload();
    await searchAssociados(second, nome);
    await expect.poll(() => bodyRows(second, 'Associados').first().textContent(), SLOW).toContain('Inativo');

    // A scenario chosen in one tab shows in the other's toolbar at once.
    await useScenario(page, 'Lento');
    await expect.poll(() => toolbar(second).textContent(), SLOW).toContain('Cenário: Lento');
    await useScenario(page, 'Padrão');
    await expect.poll(() => toolbar(second).textContent(), SLOW).toContain('Cenário: Padrão');

    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves no error when the browser's re-check of a worker on its way out fails (mswjs/msw#2006)", async () => {
    const { page, context, errors } = await openDemo(browser);
    await toolbar(page).getByText('Modo demonstração').waitFor();
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
    await bodyRows(page, 'Associados').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the scenario from the address, remembers it, and reads well with no data', async () => {
    const { page, context, errors } = await openDemo(browser, '/?cenario=vazio');
    await toolbar(page).getByText('Cenário:').waitFor();
    expect(await toolbar(page).textContent()).toContain('Cenário: Vazio');
    expect(new URL(page.url()).search).toBe('');
    await signIn(page);
    await page.getByText('Nenhum associado encontrado.').waitFor();
    await page.reload();
    await page.getByText('Nenhum associado encontrado.').waitFor();
    expect(await toolbar(page).textContent()).toContain('Cenário: Vazio');
    expect(errors).toEqual([]);
    await context.close();
  });
});
