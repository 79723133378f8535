import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import type { Page, Route } from '@playwright/test';
import { bodyRows, expect, pageErrors, test, type PanelPage } from '../../browser/fixtures';

/**
 * Faults a user sees in a real browser (issue 8), where only a browser shows them: a call that never
 * answers (the XHR adapter's own time limit), the browser offline, a screen's code that cannot be
 * downloaded, and sign-out in another tab. Broken answers, double submits and storage are the unit
 * tests' (tests/hardening/faults/, docs/decisions/0051-one-behaviour-one-level.md).
 *
 * The LIVE build (no service worker between the page and the API, so Playwright can hold, break
 * or cut calls) against the mock server over HTTP, served by nginx with a short time limit set at
 * start: PAINEL_REQUEST_TIMEOUT_MS = 2500 ms instead of the default 30 s.
 */
const REQUEST_TIMEOUT_MS = 2500;
const TIMEOUT_MESSAGE = 'A conexão com o servidor demorou demais. Verifique sua internet e tente novamente.';
const NETWORK_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua internet e tente novamente.';
const BROKEN_SCREEN = 'Algo deu errado nesta tela';
const SLOW = { timeout: 15_000 };

const header = (page: Page) => page.getByRole('button', { name: /Menu do usuário/ });

/** Failed calls and files the browser reports in the console when a test cuts them on purpose. */
const FAILED_LOADS = /Failed to load resource|net::ERR_/;
/** What a screen that breaks prints: React Router's report and the error boundary's own log. */
const BROKEN_RENDER = /React Router caught the following error|The above error occurred|Algo deu errado/;

/** The page's errors, except those the test provoked. */
const unexpected = (errors: string[], ...provoked: RegExp[]) =>
  errors.filter((error) => !provoked.some((pattern) => pattern.test(error)));

/** Signs in and waits for the list /listas shows: Associados, or the one this person last used there. */
async function signIn(page: Page, list = 'Associados') {
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/listas**');
  await expect(bodyRows(page, list)).toHaveCount(10, SLOW);
}

const pageButton = (page: Page, number: number) =>
  page.getByRole('navigation', { name: 'Paginação dos associados' }).getByRole('button', { name: `Página ${number}` });

/** Resolves in the page once the browser has told it it is online again (the 'online' event). */
const onlineAgain = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __online: Promise<void> }).__online = new Promise((resolve) =>
      window.addEventListener('online', () => resolve(), { once: true }),
    );
  });

test.describe('faults in the browser (live build, mock server over HTTP)', () => {
  test.use({ liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } } });

  /** A fresh profile on the live build, `init` run in its pages first; `errors`: what the page printed or threw. */
  let open: (path?: string, options?: { init?: () => void }) => Promise<PanelPage>;
  /** The address of a call of the contract's API, as the page makes it: `api('associados/busca')`. */
  let api: (path: string) => string;
  test.beforeEach(({ liveSite, newPanelContext }) => {
    open = async (path = '/', { init } = {}) => {
      const context = await newPanelContext();
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      const errors = pageErrors(page);
      await page.goto(path);
      return { context, page, errors };
    };
    api = (path) => `${liveSite.mock.url}/api/${path}`;
  });

  test('a list call that never answers ends at the time limit with its own message, and Tentar novamente loads it', async () => {
    const { page, errors } = await open();
    await signIn(page);
    const held: Route[] = [];
    await page.route(api('associados/busca'), (route) => void held.push(route));

    const started = Date.now();
    await pageButton(page, 2).click();
    const problem = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os associados.' });
    await expect(problem).toBeVisible(SLOW);
    const waited = Date.now() - started;
    await expect(problem).toContainText(TIMEOUT_MESSAGE);
    // The time limit, and one retry of a call that got no answer: never an endless skeleton.
    expect(waited).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(waited).toBeLessThan(3 * REQUEST_TIMEOUT_MS + 2000);
    expect(held.length).toBeGreaterThanOrEqual(1);

    await page.unroute(api('associados/busca'));
    await problem.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(bodyRows(page, 'Associados')).toHaveCount(10, SLOW);
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar' })).toHaveCount(0);
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    expect(unexpected(errors, FAILED_LOADS)).toEqual([]);
  });

  test('offline, a list and a save fail at once with the connection message; back online, Tentar novamente and saving again work', async () => {
    const { context, page, errors } = await open();
    await signIn(page);

    await context.setOffline(true);
    await pageButton(page, 2).click();
    const problem = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os associados.' });
    await expect(problem).toBeVisible(SLOW);
    await expect(problem).toContainText(NETWORK_MESSAGE);
    await context.setOffline(false);
    await problem.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(bodyRows(page, 'Associados')).toHaveCount(10, SLOW);

    // A save while offline: the message, what was typed, the button back; nothing sent later by itself.
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await page.getByLabel('Nome').fill('Usuária Sem Rede');
    await page.getByLabel('E-mail').fill('sem.rede@exemplo.com.br');
    await page.getByLabel('CPF').pressSequentially('52998224725');
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === api('usuarios')) creates.push(request.url());
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
    const alert = page.getByRole('dialog', { name: /Erro!/ });
    // A create with no answer looks for its record first; offline, it cannot: it may have been made (issue 34).
    await expect(
      alert.getByText('não foi possível conferir se o usuário foi cadastrado', { exact: false }),
    ).toBeVisible(SLOW);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Nome')).toHaveValue('Usuária Sem Rede');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await expect(page.getByRole('button', { name: 'Cadastrar usuário' })).toBeEnabled();
    // What would send a failed write by itself is the page's 'online' event (a paused mutation
    // resumes on it): awaited, and a frame after it, instead of a second's pause.
    const creating = creates.length;
    await onlineAgain(page);
    await context.setOffline(false);
    await page.evaluate(async () => {
      await (window as unknown as { __online: Promise<void> }).__online;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(creates).toHaveLength(creating);
    expect(db.usuarios.findFirst((q) => q.where({ cpf: '52998224725' }))).toBeUndefined();
    // Pressed again: the panel looks for the first attempt until its own deadline (twice the time
    // limit from its POST), finds nothing there after it, and creates without asking.
    await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
    await expect(page).toHaveURL(/\/listas\?type=users$/, SLOW);
    await expect(page.getByRole('dialog', { name: 'Cadastrar de novo?' })).toHaveCount(0);
    expect(db.usuarios.findMany((q) => q.where({ cpf: '52998224725' }))).toHaveLength(1);
    expect(db.usuarios.findFirst((q) => q.where({ cpf: '52998224725' }))).toMatchObject({ nome: 'Usuária Sem Rede' });
    expect(unexpected(errors, FAILED_LOADS)).toEqual([]);
  });

  test('a screen whose code cannot be downloaded shows the error inside the layout; online again, Tentar novamente opens it', async () => {
    const { context, page, errors } = await open();
    await signIn(page);
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Novo associado' }).click();
    await expect(page.getByRole('heading', { name: BROKEN_SCREEN })).toBeVisible(SLOW);
    await expect(header(page)).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Novo associado', level: 1 })).toBeVisible(SLOW);
    expect(new URL(page.url()).pathname).toBe('/associados/form/cadastro');
    expect(unexpected(errors, FAILED_LOADS, BROKEN_RENDER, /ScreenCodeUnavailableError/)).toEqual([]);
  });

  test('Sair da conta in one tab takes the other tab to the sign-in page, and signing in again brings it back', async () => {
    const { context, page: first, errors } = await open();
    await signIn(first);
    const second = await context.newPage();
    const secondErrors = pageErrors(second);
    await second.goto('/listas?type=users');
    await expect(bodyRows(second, 'Usuários')).toHaveCount(10, SLOW);

    await first.getByRole('button', { name: /Menu do usuário/ }).click();
    await first.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await expect(first.getByRole('heading', { name: 'Entrar' })).toBeVisible(SLOW);

    await expect(second.getByRole('heading', { name: 'Entrar' })).toBeVisible(SLOW);
    expect(new URL(second.url()).pathname).toBe('/');
    await expect(second.getByRole('table', { name: 'Usuários' })).toHaveCount(0);
    // Its next action asks for a sign-in: an internal page is not reachable.
    await second.goto('/associados/info/1');
    await expect(second.getByRole('heading', { name: 'Entrar' })).toBeVisible(SLOW);

    // The users' list the second tab showed last is the one /listas gives back (issue 26).
    await signIn(first, 'Usuários');
    await expect(second).toHaveURL(/\/associados\/info\/1$/, SLOW);
    await expect(second.getByRole('heading', { name: 'Informações do associado' })).toBeVisible(SLOW);
    expect([...errors, ...secondErrors]).toEqual([]);
  });
});
