import type { BrowserContext, Page } from '@playwright/test';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { bodyRows, expect, test, typeDate } from '../../browser/fixtures';

/**
 * The LIVE build (no mock code) served by nginx as deployed (deploy/serve-nginx.sh, configured at
 * start) against `npm run mock:server`'s server, over real HTTP: the same journey staff run
 * against the real API. The server runs in this process, so the test can
 * also look at what it stored. Every call to the contract's API goes through Prism's validating
 * proxy (`prism proxy openapi/painel.yaml <mock> --errors`): a request or an answer outside the
 * contract, or a status it does not list, fails the journey.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** A profile whose answers are watched: Prism's verdict on each (`sl-violations`), page errors. */
async function watchedContext(newPanelContext: () => Promise<BrowserContext>) {
  const context = await newPanelContext();
  const violations: string[] = [];
  context.on('response', (response) => {
    const found = response.headers()['sl-violations'];
    if (!found) return;
    const where = `${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`;
    for (const { location, message } of JSON.parse(found) as Array<{ location: string[]; message: string }>)
      violations.push(`${where}: ${location.join('.')}: ${message}`);
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors, violations };
}

async function signInLive(page: Page) {
  await page.goto('/');
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/listas**');
}

test.describe('the live build against the mock server over HTTP', () => {
  test.use({ liveSiteOptions: { prism: true } });

  test('signs in, shows the lists and registers an associate, all over real HTTP, and signs out on a real 401', async ({
    liveSite,
    newPanelContext,
  }) => {
    const { mock, prism } = liveSite;
    const { page, errors, violations } = await watchedContext(newPanelContext);
    const apiCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(mock.url) || response.url().startsWith(prism.url))
        apiCalls.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    // The live build has no demo: no credentials notice, no toolbar, no service worker.
    await expect(page.getByText(/Demonstração: os dados são fictícios/)).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Modo demonstração' })).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();

    await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/listas**');
    await expect(bodyRows(page, 'Associados')).toHaveCount(10);
    await expect(
      page.getByRole('navigation', { name: 'Paginação dos associados' }).getByText('1–10 de 160'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Remessas' }).click();
    await expect(bodyRows(page, 'Remessas')).toHaveCount(10);
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await expect(bodyRows(page, 'Usuários')).toHaveCount(10);
    await page.getByRole('tab', { name: 'Associados' }).click();

    // A new associate, with the postal-code lookup answered by the mock server too.
    await page.getByRole('link', { name: 'Novo associado' }).click();
    await expect(page.getByRole('heading', { name: 'Novo associado', level: 1 })).toBeVisible();
    const associacao = section(page, 'Associação');
    await associacao.getByLabel('Nome', { exact: true }).fill('Cartório Servidor de Mock');
    await associacao.getByLabel('CPF/CNPJ').pressSequentially('11222333000181');
    await associacao.getByLabel('Tipo de associado').selectOption({ label: 'Associados' });
    await typeDate(page, associacao.getByLabel('Data de associação'), '10022020');
    await associacao.getByLabel('Nome do cartório').fill('1º Tabelionato do Mock');
    await associacao.getByLabel('CNPJ do cartório').pressSequentially('11444777000161');
    const mensalidade = section(page, 'Informações de cobrança').getByLabel('Mensalidade');
    await mensalidade.click();
    await mensalidade.pressSequentially('350');
    await section(page, 'Contato').getByLabel('Telefone').pressSequentially('1132345678');
    await section(page, 'Contato').getByLabel('E-mail').fill('contato@cartorio-mock.com.br');
    const endereco = section(page, 'Endereço');
    await endereco.getByLabel('CEP').pressSequentially('01310100');
    await page.keyboard.press('Tab');
    await expect(endereco.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await endereco.getByLabel('Número').fill('900');
    const usuario = page.getByRole('group', { name: 'Usuário 1' });
    await usuario.getByLabel('Nome').fill('Usuária do Mock');
    await usuario.getByLabel('Login').fill('usuaria.mock');
    await usuario.getByLabel('E-mail').fill('usuaria@cartorio-mock.com.br');
    await typeDate(page, usuario.getByLabel('Data de nascimento'), '03041985');
    await usuario.getByLabel('Telefone').pressSequentially('11987654321');
    await page.getByRole('button', { name: 'Cadastrar associado' }).click();
    await expect(page).toHaveURL(/\/associados\/form\/cadastrado$/);
    await expect(page.getByText('O cadastro do associado foi realizado com sucesso.')).toBeVisible();

    // The server stored it as the contract says: digits only, ISO dates.
    const stored = db.associados.findFirst((q) => q.where({ nome: 'Cartório Servidor de Mock' }));
    expect(stored).toMatchObject({
      cpfCnpj: '11222333000181',
      associacao: { cnpjCartorio: '11444777000161', dataAssociacao: '2020-02-10', mensalidade: 350 },
      endereco: { cep: '01310100', logradouro: 'Avenida Paulista', numero: '900', cidade: 'São Paulo', uf: 'SP' },
    });
    expect(apiCalls).toEqual(
      expect.arrayContaining([
        'POST /api/autenticacao 200',
        'POST /api/associados/busca 200',
        'GET /cep/v1/01310100 200',
        'POST /api/associados 200',
      ]),
    );

    // A real 401: a call with a token the server does not know…
    const unknownToken = await page.evaluate(async (url) => {
      const response = await fetch(`${url}/api/associados/busca`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-inventado' },
        body: JSON.stringify({ descricao: '', filtros: [], numPage: 1, numRows: 10 }),
      });
      return { status: response.status, body: await response.json() };
    }, mock.url);
    expect(unknownToken).toEqual({ status: 401, body: { message: 'Sessão expirada. Entre novamente.' } });

    // …and the panel's own session ending on the server: the next call gets 401 and the panel signs out.
    await mock.reset();
    await page.getByRole('link', { name: 'Ver lista de associados' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(apiCalls).toContain('POST /api/associados/busca 401');

    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    expect(prism.violations).toEqual([]);
  });

  test('every detail screen and the payment-slip page get answers Prism finds within the contract', async ({
    liveSite,
    newPanelContext,
  }) => {
    const { prism } = liveSite;
    const { page, violations } = await watchedContext(newPanelContext);
    await signInLive(page);
    /** Opens a screen and waits for the answer of its call, whatever it is (a break is an error answer). */
    const visit = async (path: string, call: RegExp) => {
      await Promise.all([
        page.waitForResponse((response) => call.test(new URL(response.url()).pathname)),
        page.goto(path),
      ]);
    };
    for (const { remessaId } of db.remessas.all()) await visit(`/remessas/info/${remessaId}`, /^\/api\/remessas\/\d+$/);
    const inRemessas = [...new Set(db.vinculos.all().map((vinculo) => vinculo.associadoId))].slice(0, 12);
    for (const associadoId of inRemessas) await visit(`/associados/info/${associadoId}`, /^\/api\/associados\/\d+$/);
    // A 5XX the panel handles: the contract lists it.
    await visit('/cobranca/demo-falha', /^\/api\/giro\/boleto\/link\//);
    await expect(page.getByRole('alert').getByText('Ocorreu um erro, entre em contato com o suporte.')).toBeVisible();

    const count = violations.length + prism.violations.length;
    console.log(
      `Prism: ${violations.length} violações nas respostas (sl-violations), ${prism.violations.length} linhas de violação no log`,
    );
    expect(violations, `${count} violações`).toEqual([]);
    expect(prism.violations).toEqual([]);
  });
});
