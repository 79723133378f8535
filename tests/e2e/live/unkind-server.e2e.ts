import type { Page } from '@playwright/test';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { expect, test } from '../../browser/fixtures';
import type { UnkindGateway } from '../../browser/unkind-gateway';

/**
 * Writes that cannot lie (issue 34), where only real HTTP shows it: the live build under nginx, the
 * mock server over HTTP, and between them the tests' unkind gateway (tests/browser/unkind-gateway.ts).
 * A write held past the XHR adapter's own time limit before the server receives it; the remembered
 * password across a real load; the idle limit on the page's own timers. The other cases (block
 * pages, values as another system stored them, a 401 at the wrong moment) are the unit tests'
 * (tests/concurrent/, tests/hardening/faults/, docs/decisions/0051-one-behaviour-one-level.md).
 */
const TIME_LIMIT_MS = 2500;
/** A time limit that leaves a person time to read a message and press again before an attempt's deadline (twice it). */
const SECOND_PRESS_TIME_LIMIT_MS = 4000;
const SLOW = { timeout: 20_000 };

test.describe('the panel against an unkind gateway (live build)', () => {
  test.use({ liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(TIME_LIMIT_MS) }, gateway: true } });

  let gateway: UnkindGateway;
  test.beforeEach(async ({ liveSite }) => {
    gateway = liveSite.gateway;
    gateway.reset();
    await liveSite.mock.reset('padrao');
  });

  const seenOf = (method: string, path: RegExp) =>
    gateway.seen.filter((request) => request.method === method && path.test(request.path));

  async function fillNovaRemessa(page: Page, descricao: string) {
    await page.goto('/remessas/form/cadastro');
    await expect(page.getByLabel('Tipo de remessa')).toBeVisible(SLOW);
    await page.getByLabel('Tipo de remessa').selectOption({ label: 'Arrecadação de Fundos' });
    await page.getByLabel('Pagantes').selectOption({ label: 'Internos' });
    await page.getByLabel('Descrição').fill(descricao);
    await page.getByLabel('Valor da remessa').fill('1234,50');
    const vencimento = page.getByLabel('Data de vencimento');
    await vencimento.click();
    const day = new Date(Date.now() + 20 * 86_400_000);
    await page.keyboard.type(
      `${String(day.getDate()).padStart(2, '0')}${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`,
    );
    await page.keyboard.press('Tab');
  }

  test('a remessa the server receives after the time limit is looked for until it must have landed, and found: one remessa', async ({
    openSignedIn,
  }) => {
    const descricao = 'Fundo recebido tarde';
    gateway.rules.push({ method: 'POST', path: /^\/api\/remessas$/, holdMs: TIME_LIMIT_MS * 1.6, once: true });
    const { page } = await openSignedIn();
    await fillNovaRemessa(page, descricao);
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();

    const success = page.getByRole('dialog', { name: /Sucesso!/ });
    await expect(success).toBeVisible(SLOW);
    await expect(success).toContainText('a remessa foi cadastrada');
    const created = db.remessas.findMany((q) => q.where({ descricao }));
    expect(created).toHaveLength(1);
    await expect(page).toHaveURL(new RegExp(`/remessas/info/${created[0].remessaId}$`), SLOW);
    // The search went on after the time limit, and compared the amount it sent.
    expect(seenOf('POST', /^\/api\/remessas\/busca$/).length).toBeGreaterThanOrEqual(2);
    expect(created[0].valorRemessa).toBe(1234.5);
  });

  test('the remembered password never enters the page; signing in uses the encrypted record', async ({ openPage }) => {
    const { page } = await openPage('/');
    await page.getByLabel('CPF').fill('111.444.777-35');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('checkbox', { name: 'Lembrar-me' }).check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/, SLOW);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('anoreg-painel:lembrar-me')), SLOW).not.toBeNull();
    await page.goto('/');
    // Signed in still: sign out first, then the sign-in page opens with the record.
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible(SLOW);
    await expect(page.getByLabel('CPF')).toHaveValue('111.444.777-35', SLOW);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
    expect(await page.content()).not.toContain('demo123');
    await expect(page.getByText(/Há uma senha lembrada neste navegador/)).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/, SLOW);
  });

  test('after the idle time without use the panel warns, then ends the session; Continuar conectado keeps it', async ({
    browser,
  }) => {
    // A context of its own, on Playwright's clock instead of the suite's (tests/suite-clock.ts): the
    // two cannot both move Date, and this journey reads no date. The project's options (locale, time
    // zone, the address) apply to it as to the fixtures' contexts.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    // Signed in once on /listas: under Playwright's clock the list (its table, which the fixtures'
    // signIn waits for, and a retry of its read) waits for timers that only the steps below run.
    await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/, SLOW);
    // The panel checks once a second: jump, then let a few seconds of timers run.
    const after = async (time: string) => {
      await page.clock.fastForward(time);
      await page.clock.runFor(2000);
    };
    await after('29:05');
    const warning = page.getByRole('dialog', { name: 'Sua sessão vai ser encerrada' });
    await expect(warning).toBeVisible(SLOW);
    await warning.getByRole('button', { name: 'Continuar conectado' }).click();
    await after('02:00');
    expect(new URL(page.url()).pathname).toBe('/listas');
    // 2 + 27 minutes since Continuar conectado: the warning again, then the end.
    await after('27:05');
    await expect(warning).toBeVisible(SLOW);
    await after('01:05');
    await expect(page.getByText('Sua sessão foi encerrada por falta de uso.', { exact: false })).toBeVisible(SLOW);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test.describe('with a time limit of 4 s and a create held 6 s', () => {
    // The first attempt's own deadline is twice the time limit from its POST: 8 s, 2 s after the
    // create has landed, which leaves a busy machine time to read the message and press again before it.
    test.use({
      liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(SECOND_PRESS_TIME_LIMIT_MS) }, gateway: true },
    });
  });
});
