import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { parseCsv } from '../hardening/security/csv-parser';
import { payloads, XSS_FLAG } from '../hardening/security/hostile-text';
import { expect, rowWith, signIn, test } from '../browser/fixtures';
import { expectNoSecrets, expectNothingRan, trace } from './security-helpers';

/**
 * Hostile text in the demo, in Chromium. Records whose texts hold markup, scripts and javascript:
 * links are shown on every screen, in every dialog, in the CSV and the demo mailbox, and no payload
 * runs (each would set window.__xss, and <img src=x> would ask for /x). After Sair da conta, Back
 * shows the sign-in page and nothing is kept; no console message or address holds a CPF or the token.
 * The live build's half (boleto links, sign-out and logs against the mock server): ./live/security.e2e.ts.
 */

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
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
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

test.describe('hostile text in the demo', () => {
  test('is shown as text on every screen, dialog, the CSV and the mailbox, and no payload runs', async ({
    openPage,
  }) => {
    const { page, context, errors } = await openPage('/', { acceptDownloads: true });
    const traces = trace(context);
    await signIn(page);
    const token = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)) ?? '{}')
      .accessToken as string;
    const ids = await seedHostileRecords(page);

    // Associates list, its title attribute and the Inativar confirm.
    await openInApp(page, '/listas?q=Hostil');
    await expect(rowWith(page, 'Associados', 'Hostil').getByText(hostile.associado, { exact: true })).toBeVisible();
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
    await expect(rowWith(page, 'Usuários', hostile.gestor).getByText(hostile.gestor, { exact: true })).toBeVisible();
    await expect(
      rowWith(page, 'Usuários', hostile.usuarioDoAssociado).getByText(hostile.usuarioDoAssociado, { exact: true }),
    ).toBeVisible();
    await expectNothingRan(page, traces, 'lista de usuários');
    await rowWith(page, 'Usuários', hostile.gestor)
      .getByRole('button', { name: `Ações de ${hostile.gestor}` })
      .click();
    await page.getByRole('menuitem', { name: 'Gerar nova senha' }).click();
    const gerar = page.getByRole('dialog', { name: 'Gerar nova senha' });
    await expect(
      gerar.getByText(
        `Uma nova senha será gerada para ${hostile.gestor} e enviada para o e-mail gestor.hostil@example.com.`,
        { exact: true },
      ),
    ).toBeVisible();
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
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(hostile.gestor);
    await expectNothingRan(page, traces, 'formulário de usuário');

    // The remessa: its data, the add dialog listing the associate, its table, the Deletar confirm.
    await openInApp(page, `/remessas/info/${ids.remessaId}`);
    await expect(page.getByRole('heading', { name: 'Informações da remessa' })).toBeVisible();
    await expect(definition(page, 'Descrição')).toHaveText(hostile.remessa);
    await expect(definition(page, 'Nome')).toHaveText(hostile.remessaNome);
    await expect(definition(page, 'Parágrafo Personalizado')).toHaveText(hostile.paragrafo);
    await page.getByRole('button', { name: 'Adicionar associado' }).click();
    const adicionar = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
    await adicionar.getByRole('searchbox', { name: 'Pesquisar associados' }).fill('Hostil');
    await adicionar.getByRole('checkbox', { name: `Selecionar ${hostile.associado}` }).check({ timeout: 10_000 });
    await expect(adicionar.getByText(hostile.associado, { exact: true })).toBeVisible();
    await expectNothingRan(page, traces, 'diálogo Adicionar associado');
    await adicionar.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(adicionar).toHaveCount(0);
    await expect(
      rowWith(page, 'Associados da remessa', 'Hostil').getByText(hostile.associado, { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Deletar Remessa' }).click();
    await expectConfirmQuotes(
      page,
      'Deletar remessa',
      `Tem certeza que deseja deletar a remessa "${hostile.remessa}"? Esta ação não pode ser desfeita.`,
    );
    await expectNothingRan(page, traces, 'detalhe da remessa');

    // The remessa form.
    await openInApp(page, `/remessas/form/editar/${ids.remessaId}`);
    await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue(hostile.remessa);
    await expect(page.getByLabel('Parágrafo personalizado')).toHaveValue(hostile.paragrafo);
    await expectNothingRan(page, traces, 'formulário de remessa');

    // Remessas list and its Deletar confirm.
    await openInApp(page, '/listas?type=shipments&q=Hostil');
    await expect(rowWith(page, 'Remessas', 'Hostil').getByText(hostile.remessa, { exact: true })).toBeVisible();
    await rowWith(page, 'Remessas', 'Hostil').getByRole('button', { name: 'Deletar' }).click();
    await expectConfirmQuotes(
      page,
      'Deletar remessa',
      `Deseja deletar a remessa ${hostile.remessa}? Esta ação não pode ser desfeita.`,
    );
    await expectNothingRan(page, traces, 'lista de remessas');

    // The associate: every field, its users, its remessas, and its confirms.
    await openInApp(page, `/associados/info/${ids.associadoId}`);
    await expect(page.getByRole('region', { name: 'Associação' })).toBeVisible();
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
      await expect(definition(page, term).first(), term).toHaveText(value);
    }
    await expect(
      rowWith(page, 'Usuários do associado', 'hostil.usuario').getByText(hostile.usuarioDoAssociado, { exact: true }),
    ).toBeVisible();
    await expect(
      rowWith(page, 'Últimas remessas do associado', 'Hostil').getByText(hostile.remessa, { exact: true }),
    ).toBeVisible();
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
    await expect(associacao.getByLabel('Nome', { exact: true })).toHaveValue(hostile.associado);
    await expect(page.getByRole('region', { name: 'Endereço' }).getByLabel('Complemento')).toHaveValue(
      hostile.complemento,
    );
    await expect(page.getByRole('group', { name: 'Usuário 1' }).getByLabel('Nome')).toHaveValue(
      hostile.usuarioDoAssociado,
    );
    await expectNothingRan(page, traces, 'formulário do associado');

    // The mailbox: the welcome and new-password e-mails quote the name as text.
    await page
      .getByRole('complementary', { name: 'Modo demonstração' })
      .getByRole('button', { name: 'Caixa de e-mails' })
      .click();
    const mailbox = page.getByRole('dialog', { name: 'Caixa de e-mails' });
    await expect(mailbox.getByText(`Olá, ${hostile.gestor}.`).first()).toBeVisible();
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
  });
});
