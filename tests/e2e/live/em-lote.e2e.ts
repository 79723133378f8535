import type { Page } from '@playwright/test';
import { db } from '@mocks/db';
import { searchAssociados } from '@mocks/handlers/associados';
import { mockRuntime } from '@mocks/lib/runtime';
import { MOCK_TOOL_HEADER, type RunningMockServer } from '@mocks/server';
import { formatMoney } from '@/utils/br/money';
import { bodyRows, expect, rowWith, test } from '../../browser/fixtures';
import type { UnkindGateway } from '../../browser/unkind-gateway';

/**
 * Actions on many associates in the live build under nginx, the mock server over HTTP behind the
 * tests' unkind gateway (tests/browser/unkind-gateway.ts), request time limit 2.5 s: a colleague's
 * change meanwhile, a failure in the middle, a write answered after the time limit, a busy server,
 * Cancelar, leaving mid-way, and Reajustar mensalidade. What the server receives is read at the gateway.
 */
const TIME_LIMIT_MS = 2500;
const SLOW = { timeout: 20_000 };
const TOGGLE = /^\/api\/associados\/ativar\/(\d+)$/;

const ativosDaPrimeiraPagina = () =>
  searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10 }).data.filter((associado) => associado.ativo);
const ativoNoBanco = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!.ativo;

const bar = (page: Page) => page.getByRole('group', { name: /^Seleção de / });
const report = (page: Page, title: string) => page.getByRole('table', { name: `Relatório: ${title}` });

async function choose(page: Page, nomes: string[]) {
  for (const nome of nomes) await page.getByRole('checkbox', { name: `Selecionar ${nome}` }).check();
}

/** Presses the action, then its confirm's own button. */
async function runAction(page: Page, action: string, title: RegExp | string) {
  await bar(page).getByRole('button', { name: action }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: action }).click();
}

async function answerBusy(mock: RunningMockServer, answers: { indisponiveis?: number; limiteSimultaneas?: number }) {
  const response = await fetch(`${mock.url}/__mock/respostas`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [MOCK_TOOL_HEADER]: '1' },
    body: JSON.stringify(answers),
  });
  expect(response.status).toBe(200);
}

test.describe('actions on many associates (live build)', () => {
  test.use({ liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(TIME_LIMIT_MS) }, gateway: true } });

  let gateway: UnkindGateway;
  const toggles = () => gateway.seen.filter((request) => request.method === 'GET' && TOGGLE.test(request.path));
  const togglesOf = (associadoId: number) =>
    toggles().filter((request) => request.path === `/api/associados/ativar/${associadoId}`);

  test.beforeEach(async ({ liveSite }) => {
    gateway = liveSite.gateway;
    gateway.reset();
    mockRuntime.latency = { min: 0, max: 0 };
    await liveSite.mock.reset('padrao');
  });

  async function openList(openSignedIn: () => Promise<{ page: Page; errors: string[] }>, path = '/listas') {
    const opened = await openSignedIn();
    if (path !== '/listas') await opened.page.goto(path);
    await expect(bodyRows(opened.page, 'Associados').first()).toBeVisible(SLOW);
    return opened;
  }

  test('a row a colleague inactivated after it was chosen is skipped and named in the report; the others are done', async ({
    openSignedIn,
  }) => {
    const [colega, ...outros] = ativosDaPrimeiraPagina().slice(0, 3);
    const { page, errors } = await openList(openSignedIn);
    await choose(page, [colega!.nome, ...outros.map((associado) => associado.nome)]);
    await expect(bar(page).getByRole('status')).toHaveText('3 associados selecionados');
    await db.associados.update((q) => q.where({ associadoId: colega!.associadoId }), {
      data: (record) => void (record.ativo = false),
    });

    await runAction(page, 'Inativar', 'Inativar 3 associados?');

    await expect(rowWith(page, 'Relatório: Inativar associados', colega!.nome)).toContainText(
      'IgnoradoJá tinha sido inativado por outra pessoa.',
      SLOW,
    );
    for (const { nome } of outros)
      await expect(rowWith(page, 'Relatório: Inativar associados', nome)).toContainText('Feito');
    expect(togglesOf(colega!.associadoId)).toHaveLength(0);
    expect(ativoNoBanco(colega!.associadoId)).toBe(false);
    outros.forEach((associado) => expect(ativoNoBanco(associado.associadoId)).toBe(false));
    expect(errors).toEqual([]);
  });

  test('a failure in the middle is reported in the server’s words, and Tentar de novo os que falharam does it once', async ({
    openSignedIn,
  }) => {
    const ativos = ativosDaPrimeiraPagina().slice(0, 4);
    const falha = ativos[2]!;
    gateway.rules.push({
      method: 'GET',
      path: new RegExp(`^/api/associados/ativar/${falha.associadoId}$`),
      status: 500,
      message: 'Falha ao gravar o status.',
      once: true,
    });
    const { page, errors } = await openList(openSignedIn);
    await choose(
      page,
      ativos.map((associado) => associado.nome),
    );
    await runAction(page, 'Inativar', 'Inativar 4 associados?');

    await expect(rowWith(page, 'Relatório: Inativar associados', falha.nome)).toContainText(
      'FalhouFalha ao gravar o status.',
      SLOW,
    );
    await expect(page.getByText('Inativar associados: concluído. 3 feitos · 0 ignorados · 1 com falha.')).toBeVisible();
    expect(ativoNoBanco(falha.associadoId)).toBe(true);

    await page.getByRole('button', { name: 'Tentar de novo os que falharam' }).click();
    await expect(bodyRows(page, 'Relatório: Inativar associados')).toHaveCount(1, SLOW);
    await expect(rowWith(page, 'Relatório: Inativar associados', falha.nome)).toContainText('Feito', SLOW);
    expect(ativoNoBanco(falha.associadoId)).toBe(false);
    // Refused at the gateway once, then sent once more.
    expect(togglesOf(falha.associadoId)).toHaveLength(2);
    expect(toggles()).toHaveLength(5);
    expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
  });

  test('a toggle the server received after the time limit is looked up, counted once and never sent again', async ({
    openSignedIn,
  }) => {
    const [alvo, outro] = ativosDaPrimeiraPagina();
    gateway.rules.push({
      method: 'GET',
      path: new RegExp(`^/api/associados/ativar/${alvo!.associadoId}$`),
      holdMs: TIME_LIMIT_MS * 1.6,
      once: true,
    });
    const { page, errors } = await openList(openSignedIn);
    await choose(page, [alvo!.nome, outro!.nome]);
    await runAction(page, 'Inativar', 'Inativar 2 associados?');

    await expect(report(page, 'Inativar associados')).toBeVisible(SLOW);
    await expect(rowWith(page, 'Relatório: Inativar associados', alvo!.nome)).toContainText('Feito');
    await expect(rowWith(page, 'Relatório: Inativar associados', outro!.nome)).toContainText('Feito');
    expect(togglesOf(alvo!.associadoId)).toHaveLength(1);
    expect(ativoNoBanco(alvo!.associadoId)).toBe(false);
    // It was read again after the time limit, until the change showed.
    const reads = gateway.seen.filter((request) => request.path === `/api/associados/${alvo!.associadoId}`);
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(errors.filter((error) => !/ERR_|net::/.test(error))).toEqual([]);
  });

  test('a busy server (503 with Retry-After) makes it wait, and then every associate is done once', async ({
    openSignedIn,
    liveSite,
  }) => {
    const ativos = ativosDaPrimeiraPagina().slice(0, 5);
    const { page } = await openList(openSignedIn);
    await choose(
      page,
      ativos.map((associado) => associado.nome),
    );
    await answerBusy(liveSite.mock, { indisponiveis: 3 });
    await runAction(page, 'Inativar', 'Inativar 5 associados?');

    await expect(page.getByText('Inativar associados: concluído. 5 feitos · 0 ignorados · 0 com falha.')).toBeVisible(
      SLOW,
    );
    ativos.forEach((associado) => expect(ativoNoBanco(associado.associadoId)).toBe(false));
    expect(mockRuntime.answers.indisponiveis).toBe(0);
  });

  test('Cancelar sends no new write; leaving the list or closing the tab mid-way asks first', async ({
    openSignedIn,
  }) => {
    mockRuntime.latency = { min: 150, max: 150 };
    const { page } = await openList(openSignedIn, '/listas?size=50');
    await expect(bodyRows(page, 'Associados')).toHaveCount(50, SLOW);
    await page.getByLabel('Selecionar todos desta página').check();
    await runAction(page, 'Inativar', 'Inativar 50 associados?');
    const panel = page.getByRole('region', { name: 'Inativar associados' });
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /^[1-9]\d* de 50$/, SLOW);

    // Another tab of /listas leaves the list: the question; staying keeps it sending.
    await page.getByRole('tab', { name: 'Usuários' }).click();
    const question = page.getByRole('dialog', { name: 'Sair com a ação em andamento?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/listas\?size=50$/);
    await expect(panel).toBeVisible();

    // Closing the tab: the browser's own question.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const beforeUnload = await asked;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Cancelar' }).click();
    const sentWhenCancelled = toggles().length;
    await expect(page.getByText(/^Inativar associados: cancelado\./)).toBeVisible(SLOW);
    expect(toggles().length).toBeLessThanOrEqual(sentWhenCancelled + 4);
    // Every toggle sent was answered and counted once; none after the calls in flight.
    const done = await rowWith(page, 'Relatório: Inativar associados', 'Feito').count();
    expect(toggles()).toHaveLength(done);
    expect(done).toBeLessThan(50);
    // Those not sent stay chosen, for another try.
    await expect(bar(page).getByRole('status')).toHaveText(/^\d+ associados selecionados$/);
  });

  test('Reajustar mensalidade: bad inputs send nothing; the preview to the cent; applied, a colleague’s other change is kept', async ({
    openSignedIn,
  }) => {
    const [a, b] = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10 }).data.filter(
      (associado) => associado.associacao.mensalidade > 0,
    );
    const { page, errors } = await openList(openSignedIn);
    await choose(page, [a!.nome, b!.nome]);
    await bar(page).getByRole('button', { name: 'Reajustar mensalidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reajustar mensalidade' });
    const percentual = dialog.getByLabel(/Percentual do reajuste/);

    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    await expect(dialog.getByText('Informe o percentual do reajuste.')).toBeVisible();
    await percentual.pressSequentially('-');
    await expect(percentual).toHaveValue('-%');
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    await expect(dialog.getByText('O percentual deve ser um número, como 4,5%.')).toBeVisible();
    await percentual.fill('');
    await percentual.pressSequentially('150');
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    await expect(dialog.getByText('O percentual deve estar entre -50,0% e 100,0%.')).toBeVisible();
    await dialog.getByLabel('Novo valor').check();
    await dialog.getByLabel(/Nova mensalidade/).pressSequentially('0');
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    await expect(dialog.getByText('A nova mensalidade deve ser maior que zero.')).toBeVisible();
    expect(gateway.seen.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await dialog.getByLabel('Percentual').check();
    await percentual.fill('');
    await percentual.pressSequentially('10');
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    const previa = page.getByRole('dialog', { name: 'Reajustar a mensalidade de 2 associados?' });
    const nova = (atual: number) => Math.round((Math.round(atual * 100) * 1100) / 1000) / 100;
    await expect(rowWith(previa, 'Prévia do reajuste', a!.nome)).toContainText(
      `${formatMoney(a!.associacao.mensalidade)}${formatMoney(nova(a!.associacao.mensalidade))}`,
    );
    await db.associados.update((q) => q.where({ associadoId: b!.associadoId }), {
      data: (record) => void (record.endereco = { ...record.endereco, bairro: 'Bairro da Colega' }),
    });
    await previa.getByRole('button', { name: 'Aplicar reajuste' }).click();

    await expect(page.getByText('Reajustar mensalidade: concluído. 2 feitos · 0 ignorados · 0 com falha.')).toBeVisible(
      SLOW,
    );
    const saved = db.associados.findFirst((q) => q.where({ associadoId: b!.associadoId }))!;
    expect(saved.associacao.mensalidade).toBe(nova(b!.associacao.mensalidade));
    expect(saved.endereco.bairro).toBe('Bairro da Colega');
    expect(gateway.seen.filter((request) => request.method === 'PUT')).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
