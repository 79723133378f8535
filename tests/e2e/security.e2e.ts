import { addDays, format } from 'date-fns';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { SituacaoRemessaId } from '@/generated/model';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { parseCsv } from '../hardening/security/csv-parser';
import { INJECTED_MARKUP, payloads, XSS_FLAG } from '../hardening/security/hostile-text';
import { rowWith, openDemo, signIn, useBrowser, useLiveSite, newPanelContext } from './fixtures';

/**
 * Security cases 11, 12 and 14 in Chromium. Records whose texts hold markup, scripts and
 * javascript: links are shown on every screen, in every dialog, in the CSV and the demo mailbox,
 * and no payload runs (each would set window.__xss, and <img src=x> would ask for /x). Boleto links
 * that are not http(s) are refused; http(s) ones open detached. After Sair da conta, Back shows the
 * sign-in page and nothing is kept; no console message or address holds a CPF or the token.
 */

/** What the browser printed and every address it asked for or showed, to look for secrets in. */
interface Traces {
  console: string[];
  addresses: string[];
  /** JS dialogs (alert, confirm) opened by the page: a payload that ran would open one. */
  jsDialogs: string[];
}

/** Each console message with its arguments as a log collector would serialise them. */
async function printedText(message: ConsoleMessage): Promise<string> {
  const args = await Promise.all(
    message.args().map((arg) =>
      arg
        .evaluate((value) => {
          if (typeof value === 'string') return value;
          try {
            return JSON.stringify(value) ?? String(value);
          } catch {
            return String(value);
          }
        })
        .catch(() => ''),
    ),
  );
  return `${message.type()}: ${message.text()} ${args.join(' ')}`;
}

function trace(context: BrowserContext): Traces {
  const traces: Traces = { console: [], addresses: [], jsDialogs: [] };
  const watch = (page: Page) => {
    page.on('console', (message) => void printedText(message).then((text) => traces.console.push(text)));
    page.on('request', (request) => traces.addresses.push(request.url()));
    page.on('framenavigated', (frame) => traces.addresses.push(frame.url()));
    page.on('dialog', (dialog) => {
      traces.jsDialogs.push(dialog.message());
      void dialog.dismiss();
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return traces;
}

/** No payload ran and no element was made from one, on the screen shown now. */
async function expectNothingRan(page: Page, traces: Traces, where: string) {
  expect(
    await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
    `${where}: window.${XSS_FLAG}`,
  ).toBeUndefined();
  expect(await page.locator(INJECTED_MARKUP).count(), `${where}: elementos criados de texto`).toBe(0);
  expect(
    traces.addresses.filter((url) => new URL(url).pathname === '/x'),
    `${where}: <img src=x> carregou`,
  ).toEqual([]);
  expect(traces.jsDialogs, `${where}: diálogos de JavaScript`).toEqual([]);
}

/** Fails if any console message or address holds one of `secrets`. */
function expectNoSecrets(traces: Traces, secrets: string[]) {
  for (const secret of secrets) {
    expect(
      traces.console.filter((text) => text.includes(secret)),
      `"${secret}" no console`,
    ).toEqual([]);
    expect(
      traces.addresses.filter((url) => url.includes(secret)),
      `"${secret}" num endereço`,
    ).toEqual([]);
  }
}

/** A call of the API from inside the page, as the signed-in user, answered by the demo's mock backend. */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, sessionKey }) => {
      const { accessToken } = JSON.parse(localStorage.getItem(sessionKey) ?? '{}') as { accessToken?: string };
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer: unknown = await response.json();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
      return answer as T;
    },
    { method, path, body, sessionKey: SESSION_STORAGE_KEY },
  );
}

const hostile = {
  associado: `Hostil ${payloads.img}`,
  tipoAssociado: payloads.script,
  cartorio: payloads.svg,
  logradouro: payloads.javascriptUrl,
  numero: payloads.short,
  complemento: payloads.attribute,
  bairro: payloads.iframe,
  cidade: `Hostil ${payloads.anchor}`,
  usuarioDoAssociado: `Hostil ${payloads.script}`,
  gestor: `Hostil gestor ${payloads.img}`,
  remessa: `Hostil ${payloads.svg}`,
  remessaNome: payloads.script,
  paragrafo: `${payloads.javascriptUrl} ${payloads.anchor}`,
};

/** Creates the hostile associate, management user and remessa through the API, as a compromised client would. */
async function seedHostileRecords(page: Page) {
  await callApi(page, 'POST', '/api/associados', {
    nome: hostile.associado,
    cpfCnpj: '98765432000198',
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: hostile.tipoAssociado },
    associacao: {
      nomeCartorio: hostile.cartorio,
      cnpjCartorio: '11222333000181',
      dataAssociacao: '2020-01-10',
      mensalidade: 150,
      cns: null,
    },
    contato: { telefone: '6132345678', email: 'hostil@example.com' },
    endereco: {
      cep: '70040010',
      logradouro: hostile.logradouro,
      numero: hostile.numero,
      complemento: hostile.complemento,
      bairro: hostile.bairro,
      cidade: hostile.cidade,
      uf: 'DF',
    },
    usuarios: [
      {
        nome: hostile.usuarioDoAssociado,
        login: 'hostil.usuario',
        email: 'usuario.hostil@example.com',
        dataNasc: '1980-01-02',
        telefone: '61987654321',
      },
    ],
  });
  const associados = await callApi<{ data: { associadoId: number }[] }>(page, 'POST', '/api/associados/busca', {
    descricao: 'Hostil',
    filtros: ['Nome'],
    numPage: 1,
    numRows: 10,
  });
  await callApi(page, 'POST', '/api/usuarios', {
    nome: hostile.gestor,
    email: 'gestor.hostil@example.com',
    cpf: '52998224725',
  });
  const usuarios = await callApi<{ data: { usuarioId: number; nome: string }[] }>(page, 'POST', '/api/usuarios/busca', {
    descricao: 'Hostil gestor',
    tipoUsuario: 'admin',
    numPage: 1,
    numRows: 10,
  });
  const { remessaId } = await callApi<{ remessaId: number }>(page, 'POST', '/api/remessas', {
    descricao: hostile.remessa,
    observacao: hostile.remessaNome,
    paragrafoPersonalizado: hostile.paragrafo,
    tipoRemessa: { tipoRemessaId: 2, tipoRemessaNome: 'Arrecadação de Fundos' },
    dataVencimento: format(addDays(new Date(), 20), 'yyyy-MM-dd'),
    valorRemessa: 100,
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
  });
  expect(associados.data).toHaveLength(1);
  expect(usuarios.data).toHaveLength(1);
  return { associadoId: associados.data[0].associadoId, usuarioId: usuarios.data[0].usuarioId, remessaId };
}

/** Opens a confirm, checks it quotes the text as text, and cancels it. */
async function expectConfirmQuotes(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Opens a route of the panel inside the page (as a link would), not as a new page load: a reload
 * in the demo restarts the mock's service worker, whose unawaited update() then fails when the next
 * load interrupts it.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const definition = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

describe('hostile text in the demo', () => {
  const browser = useBrowser();

  it('is shown as text on every screen, dialog, the CSV and the mailbox, and no payload runs', async () => {
    const { page, context, errors } = await openDemo(browser, '/', { acceptDownloads: true });
    const traces = trace(context);
    await signIn(page);
    const token = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)) ?? '{}')
      .accessToken as string;
    const ids = await seedHostileRecords(page);

    // Associates list, its title attribute and the Inativar confirm.
    await openInApp(page, '/listas?q=Hostil');
    await rowWith(page, 'Associados', 'Hostil').getByText(hostile.associado, { exact: true }).waitFor();
    await expectNothingRan(page, traces, 'lista de associados');
    await rowWith(page, 'Associados', 'Hostil').getByRole('button', { name: 'Inativar' }).click();
    await expectConfirmQuotes(page, 'Inativar associado', `Deseja inativar o associado ${hostile.associado}?`);

    // The CSV: the same text, cell for cell.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Associados' }).click(),
    ]);
    const csv = new TextDecoder().decode(await readFile((await download.path())!));
    const [header, linha] = parseCsv(csv.replace(/^\uFEFF/, ''));
    const cell = (name: string) => linha[header.indexOf(name)];
    expect(cell('Associado')).toBe(`${hostile.associado} - 98.765.432/0001-98`);
    expect([cell('Logradouro'), cell('Numero'), cell('Complemento'), cell('Bairro'), cell('Cidade')]).toEqual([
      hostile.logradouro,
      hostile.numero,
      hostile.complemento,
      hostile.bairro,
      hostile.cidade,
    ]);
    await expectNothingRan(page, traces, 'exportação');

    // Users list, its menu and the Gerar nova senha confirm, sent: the e-mail goes to the mailbox.
    await openInApp(page, '/listas?type=users&q=Hostil');
    await rowWith(page, 'Usuários', hostile.gestor).getByText(hostile.gestor, { exact: true }).waitFor();
    await rowWith(page, 'Usuários', hostile.usuarioDoAssociado)
      .getByText(hostile.usuarioDoAssociado, { exact: true })
      .waitFor();
    await expectNothingRan(page, traces, 'lista de usuários');
    await rowWith(page, 'Usuários', hostile.gestor)
      .getByRole('button', { name: `Ações de ${hostile.gestor}` })
      .click();
    await page.getByRole('menuitem', { name: 'Gerar nova senha' }).click();
    const gerar = page.getByRole('dialog', { name: 'Gerar nova senha' });
    await gerar
      .getByText(
        `Uma nova senha será gerada para ${hostile.gestor} e enviada para o e-mail gestor.hostil@example.com.`,
        { exact: true },
      )
      .waitFor();
    await gerar.getByRole('button', { name: 'Gerar nova senha' }).click();
    await page
      .getByRole('dialog', { name: /Enviado!/ })
      .getByRole('button', { name: 'OK' })
      .click();
    await rowWith(page, 'Usuários', hostile.gestor)
      .getByRole('button', { name: `Ações de ${hostile.gestor}` })
      .click();
    await page.getByRole('menuitem', { name: 'Deletar' }).click();
    await expectConfirmQuotes(
      page,
      'Deletar usuário',
      `Deseja deletar o usuário ${hostile.gestor}? Esta ação não pode ser desfeita.`,
    );
    await expectNothingRan(page, traces, 'confirmações de usuário');

    // The user form.
    await openInApp(page, `/usuarios/form/editar/${ids.usuarioId}`);
    await expect.poll(() => page.getByLabel('Nome', { exact: true }).inputValue()).toBe(hostile.gestor);
    await expectNothingRan(page, traces, 'formulário de usuário');

    // The remessa: its data, the add dialog listing the associate, its table, the Deletar confirm.
    await openInApp(page, `/remessas/info/${ids.remessaId}`);
    await page.getByRole('heading', { name: 'Informações da remessa' }).waitFor();
    await expect.poll(() => definition(page, 'Descrição').textContent()).toBe(hostile.remessa);
    expect(await definition(page, 'Nome').textContent()).toBe(hostile.remessaNome);
    expect(await definition(page, 'Parágrafo Personalizado').textContent()).toBe(hostile.paragrafo);
    await page.getByRole('button', { name: 'Adicionar associado' }).click();
    const adicionar = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
    await adicionar.getByRole('searchbox', { name: 'Pesquisar associados' }).fill('Hostil');
    await adicionar.getByRole('checkbox', { name: `Selecionar ${hostile.associado}` }).check({ timeout: 10_000 });
    await adicionar.getByText(hostile.associado, { exact: true }).waitFor();
    await expectNothingRan(page, traces, 'diálogo Adicionar associado');
    await adicionar.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await adicionar.waitFor({ state: 'detached' });
    await rowWith(page, 'Associados da remessa', 'Hostil').getByText(hostile.associado, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Deletar Remessa' }).click();
    await expectConfirmQuotes(
      page,
      'Deletar remessa',
      `Tem certeza que deseja deletar a remessa "${hostile.remessa}"? Esta ação não pode ser desfeita.`,
    );
    await expectNothingRan(page, traces, 'detalhe da remessa');

    // The remessa form.
    await openInApp(page, `/remessas/form/editar/${ids.remessaId}`);
    await expect.poll(() => page.getByLabel('Descrição', { exact: true }).inputValue()).toBe(hostile.remessa);
    expect(await page.getByLabel('Parágrafo personalizado').inputValue()).toBe(hostile.paragrafo);
    await expectNothingRan(page, traces, 'formulário de remessa');

    // Remessas list and its Deletar confirm.
    await openInApp(page, '/listas?type=shipments&q=Hostil');
    await rowWith(page, 'Remessas', 'Hostil').getByText(hostile.remessa, { exact: true }).waitFor();
    await rowWith(page, 'Remessas', 'Hostil').getByRole('button', { name: 'Deletar' }).click();
    await expectConfirmQuotes(
      page,
      'Deletar remessa',
      `Deseja deletar a remessa ${hostile.remessa}? Esta ação não pode ser desfeita.`,
    );
    await expectNothingRan(page, traces, 'lista de remessas');

    // The associate: every field, its users, its remessas, and its confirms.
    await openInApp(page, `/associados/info/${ids.associadoId}`);
    await page.getByRole('region', { name: 'Associação' }).waitFor();
    await page.getByRole('button', { name: 'Contato' }).click();
    await page.getByRole('button', { name: 'Endereço' }).click();
    for (const [term, value] of [
      ['Nome', hostile.associado],
      ['Tipo de associado', hostile.tipoAssociado],
      ['Nome do cartório', hostile.cartorio],
      ['Logradouro', hostile.logradouro],
      ['Número', hostile.numero],
      ['Complemento', hostile.complemento],
      ['Bairro', hostile.bairro],
      ['Cidade', hostile.cidade],
    ]) {
      expect(await definition(page, term).first().textContent(), term).toBe(value);
    }
    await rowWith(page, 'Usuários do associado', 'hostil.usuario')
      .getByText(hostile.usuarioDoAssociado, { exact: true })
      .waitFor();
    await rowWith(page, 'Últimas remessas do associado', 'Hostil')
      .getByText(hostile.remessa, { exact: true })
      .waitFor();
    await expectNothingRan(page, traces, 'detalhe do associado');
    await rowWith(page, 'Últimas remessas do associado', 'Hostil')
      .getByRole('button', { name: 'Deletar vínculo com a remessa' })
      .click();
    await expectConfirmQuotes(
      page,
      'Deletar vínculo com a remessa',
      `Deseja remover o associado ${hostile.associado} da remessa ${hostile.remessa}?`,
    );
    await page.getByRole('button', { name: 'Deletar associado' }).click();
    await expectConfirmQuotes(
      page,
      'Deletar associado',
      `Deseja deletar o associado ${hostile.associado}? Os usuários dele também serão removidos. Esta ação não pode ser desfeita.`,
    );
    await expectNothingRan(page, traces, 'confirmações do associado');

    // The associate form.
    await openInApp(page, `/associados/form/editar/${ids.associadoId}`);
    const associacao = page.getByRole('region', { name: 'Associação' });
    await expect.poll(() => associacao.getByLabel('Nome', { exact: true }).inputValue()).toBe(hostile.associado);
    expect(await page.getByRole('region', { name: 'Endereço' }).getByLabel('Complemento').inputValue()).toBe(
      hostile.complemento,
    );
    expect(await page.getByRole('group', { name: 'Usuário 1' }).getByLabel('Nome').inputValue()).toBe(
      hostile.usuarioDoAssociado,
    );
    await expectNothingRan(page, traces, 'formulário do associado');

    // The mailbox: the welcome and new-password e-mails quote the name as text.
    await page
      .getByRole('complementary', { name: 'Modo demonstração' })
      .getByRole('button', { name: 'Caixa de e-mails' })
      .click();
    const mailbox = page.getByRole('dialog', { name: 'Caixa de e-mails' });
    await mailbox.getByText(`Olá, ${hostile.gestor}.`).first().waitFor();
    await expectNothingRan(page, traces, 'caixa de e-mails');
    await page.keyboard.press('Escape');

    expectNoSecrets(traces, [DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.cpfFormatado, token]);
    expect(errors).toEqual([]);

    // The check itself: the same text, parsed as HTML, does run in this browser and is seen.
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), payloads.img);
    await expect
      .poll(() => page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG))
      .toBe('img');
    await expect(expectNothingRan(page, traces, 'verificação')).rejects.toThrow();
    await context.close();
  });

  it('after Sair da conta, Back shows the sign-in page and nothing of the associate', async () => {
    const { page, context, errors } = await openDemo(browser);
    const traces = trace(context);
    await signIn(page);
    const token = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)) ?? '{}')
      .accessToken as string;
    await page
      .getByRole('table', { name: 'Associados' })
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: 'Ver informações' })
      .click();
    await page.getByRole('region', { name: 'Associação' }).waitFor();
    const nome = (await definition(page, 'Nome').first().textContent())!;
    const address = page.url();

    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(traces.addresses).toContain(address);
    expect(await page.getByText(nome).count()).toBe(0);
    expect(await page.locator('dd').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();

    expectNoSecrets(traces, [DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.cpfFormatado, token]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the live build: boleto links, sign-out and logs, against the mock server', () => {
  const { browser, mock, site } = useLiveSite('painel-security-live-');

  async function newPage() {
    const context = await newPanelContext(browser);
    const traces = trace(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, traces, errors };
  }

  async function signInLive(page: Page, { remember = false } = {}) {
    await page.goto(`${site.url}/`);
    await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
    if (remember) await page.getByRole('checkbox', { name: 'Lembrar-me' }).check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/listas**');
  }

  /** The bank's https address, answered by the browser context itself (no network in tests). */
  async function serveBank(context: BrowserContext) {
    await context.route('https://banco.example/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>Boleto</title><h1>Boleto bancário</h1>' }),
    );
  }

  it('the payment-slip page refuses plain http, javascript:, data: and malformed links, and opens https ones detached', async () => {
    const { context, page, traces, errors } = await newPage();
    await serveBank(context);
    const refused = [
      // Plain http, even to the panel's own address: a slip fetched over it can be swapped in transit.
      `${site.url}/favicon.svg?boleto=0`,
      'http://banco.example/boleto.pdf',
      `javascript:window.${XSS_FLAG}='boleto'`,
      `data:text/html,<script>opener.${XSS_FLAG}=1</script>`,
      'https://',
    ];
    for (const [index, link] of refused.entries()) {
      await db.boletos.create({ paymentId: `hostil-${index}`, link, erro: null });
      await page.goto(`${site.url}/cobranca/hostil-${index}`);
      await page.getByRole('alert').getByText('Ocorreu um erro, entre em contato com o suporte.').waitFor();
      expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0);
      await expectNothingRan(page, traces, link);
    }

    await db.boletos.create({ paymentId: 'seguro', link: 'https://banco.example/boleto.pdf?boleto=1', erro: null });
    await page.goto(`${site.url}/cobranca/seguro`);
    const [slip, request] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (candidate) => candidate.url().endsWith('boleto=1')),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    await slip.getByRole('heading', { name: 'Boleto bancário' }).waitFor();
    expect(slip.url()).toBe('https://banco.example/boleto.pdf?boleto=1');
    // Detached from the panel: no window.opener, and the bank is not told where the user came from.
    expect(await slip.evaluate(() => window.opener)).toBeNull();
    expect(await slip.evaluate(() => document.referrer)).toBe('');
    expect(request.headers()['referer']).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Baixar boleto opens its tab within the click, before a slow answer, and sends it to the https link detached', async () => {
    // Not the associate the javascript: case below uses.
    const vinculo = db.vinculos
      .findMany((q) => q.where((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO && v.pagamentoGiroId !== null))
      .at(-1)!;
    await db.boletos.create({
      paymentId: vinculo.pagamentoGiroId!,
      link: 'https://banco.example/boleto.pdf?boleto=lento',
      erro: null,
    });
    const nome = db.associados.findFirst((q) => q.where({ associadoId: vinculo.associadoId }))!.nome;
    const { context, page, errors } = await newPage();
    await serveBank(context);
    await signInLive(page);
    await page.goto(`${site.url}/remessas/info/${vinculo.remessaId}`);
    // The server holds its answer until the new tab is there.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/giro/boleto/link/**', async (route) => {
      await held;
      await route.continue();
    });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      rowWith(page, 'Associados da remessa', nome).getByRole('button', { name: 'Baixar boleto' }).click(),
    ]);
    expect(tab.url()).toBe('about:blank');
    answer();
    await tab.getByRole('heading', { name: 'Boleto bancário' }).waitFor();
    expect(tab.url()).toBe('https://banco.example/boleto.pdf?boleto=lento');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(await tab.evaluate(() => document.referrer)).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a payment id that is not one (../, ?) calls nothing: /cobranca/..%2F..%2Fusuarios%2F2%3Fx%3D1 never reaches GET /api/usuarios/2', async () => {
    const { context, page, traces, errors } = await newPage();
    // nginx itself refuses a path that climbs above the site's root: the panel never loads.
    for (const paymentId of ['..%2F..%2Fusuarios%2F2%3Fx%3D1', '..%2F..%2F..%2Fapi%2Fusuarios%2F2']) {
      const response = await page.goto(`${site.url}/cobranca/${paymentId}`);
      expect(response?.status()).toBe(400);
    }
    // The rest reach the panel, whose payment-slip page refuses the id before any call.
    for (const paymentId of ['..%2Fusuarios%2F2%3Fx%3D1', 'GIRO%3Fx%3D1', 'GIRO%23x']) {
      await page.goto(`${site.url}/cobranca/${paymentId}`);
      await page.getByRole('alert').getByText('Ocorreu um erro, entre em contato com o suporte.').waitFor();
      expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0);
    }
    expect(traces.addresses.filter((url) => url.startsWith(mock.url))).toEqual([]);

    // A real id still asks for its boleto, as one path segment.
    await db.boletos.create({
      paymentId: 'GIRO-0001_a',
      link: 'https://banco.example/boleto.pdf?boleto=2',
      erro: null,
    });
    await page.goto(`${site.url}/cobranca/GIRO-0001_a`);
    await page.getByRole('button', { name: 'Download' }).waitFor();
    const asked = traces.addresses.filter((url) => url.startsWith(mock.url)).map((url) => new URL(url).pathname);
    expect(new Set(asked)).toEqual(new Set(['/api/giro/boleto/link/GIRO-0001_a']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Baixar boleto refuses a javascript: link with a message and opens nothing', async () => {
    const vinculo = db.vinculos.findFirst((q) =>
      q.where((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO && v.pagamentoGiroId !== null),
    )!;
    await db.boletos.create({
      paymentId: vinculo.pagamentoGiroId!,
      link: `javascript:window.${XSS_FLAG}='baixar'`,
      erro: null,
    });
    const nome = db.associados.findFirst((q) => q.where({ associadoId: vinculo.associadoId }))!.nome;
    const { context, page, traces, errors } = await newPage();
    await signInLive(page);
    await page.goto(`${site.url}/remessas/info/${vinculo.remessaId}`);
    await rowWith(page, 'Associados da remessa', nome).getByRole('button', { name: 'Baixar boleto' }).click();
    await page
      .getByRole('dialog', { name: /Erro!/ })
      .getByText('O endereço do boleto recebido não é válido. Entre em contato com o suporte.')
      .waitFor();
    // The tab opened within the click closes again.
    await expect.poll(() => context.pages().length).toBe(1);
    await expectNothingRan(page, traces, 'Baixar boleto');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after Sair da conta: no token or clear credential kept, Back shows the sign-in page, and no log or address holds the CPF or the token', async () => {
    const { context, page, traces, errors } = await newPage();
    await signInLive(page, { remember: true });
    const token = db.sessoes.all().at(-1)!.token;
    // A failed export is logged: the log must not carry the request's bearer token.
    await page.route(`${mock.url}/api/associados/busca`, (route) => {
      const request = route.request();
      const exporting = request.method() === 'POST' && (request.postDataJSON() as { numRows: number }).numRows > 10;
      if (!exporting) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': site.url },
        body: JSON.stringify({ message: 'Falha.' }),
      });
    });
    await page.getByRole('table', { name: 'Associados' }).locator('tbody tr').nth(9).waitFor();
    await page.getByRole('button', { name: 'Exportar Associados' }).click();
    await expect
      .poll(() => traces.console.some((text) => text.includes('Não foi possível exportar os associados.')))
      .toBe(true);

    const primeiro = page.getByRole('table', { name: 'Associados' }).locator('tbody tr').first();
    const nome = (await primeiro.locator('td').first().textContent())!.trim();
    await primeiro.getByRole('link', { name: 'Ver informações' }).click();
    await page.getByRole('region', { name: 'Associação' }).waitFor();
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();

    await page.goBack();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText(nome).count()).toBe(0);

    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
        .join('\n'),
    );
    expect(stored).toContain('anoreg-painel:lembrar-me');
    for (const secret of [token, DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha, nome]) {
      expect(stored.includes(secret), `"${secret}" guardado no navegador`).toBe(false);
    }
    expectNoSecrets(traces, [DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha, token]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
