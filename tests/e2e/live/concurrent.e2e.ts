import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import type { Page } from '@playwright/test';
import { db } from '@mocks/db';
import { searchAssociados } from '@mocks/handlers/associados';
import { MOCK_TOOL_HEADER, type RunningMockServer } from '@mocks/server';
import { bodyRows, expect, rowWith, test, typeDate, type PanelPage } from '../../browser/fixtures';
import { hasOwnDescricao } from '../../seed-picks';

/**
 * Two members of staff at two browsers against one server (the live build under nginx, the mock
 * server over HTTP behind it, request time limit 4 s). Each context is a person.
 */
const REQUEST_TIMEOUT_MS = 4000;
const SLOW = { timeout: 20_000 };

/** Asks the mock server to answer oddly (POST /__mock/respostas, behind its tool header). */
async function answerOddly(mock: RunningMockServer, answers: { associadosNulos?: boolean; atrasoAoCriarMs?: number }) {
  const response = await fetch(`${mock.url}/__mock/respostas`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [MOCK_TOOL_HEADER]: '1' },
    body: JSON.stringify(answers),
  });
  expect(response.status).toBe(200);
}

async function confirmRowAction(page: Page, nome: string, action: 'Inativar' | 'Ativar') {
  await rowWith(page, 'Associados', nome).getByRole('button', { name: action }).click();
  await page
    .getByRole('dialog', { name: `${action} associado` })
    .getByRole('button', { name: action })
    .click();
}

test.describe('two staff, one server (live build, mock server over HTTP)', () => {
  test.use({ liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } } });

  /** A person: their own browser profile, signed in, on /listas; `errors` collects what their page printed or threw. */
  let person: () => Promise<PanelPage>;
  test.beforeEach(async ({ liveSite, openSignedIn }) => {
    await liveSite.mock.reset('padrao');
    person = async () => {
      const someone = await openSignedIn();
      await expect(bodyRows(someone.page, 'Associados')).toHaveCount(10, SLOW);
      return someone;
    };
  });

  test('B inactivates an associate; A, whose list still says Ativo, clicks Inativar: it stays inactive and A is told', async () => {
    const ana = await person();
    const bruno = await person();
    // An associate the first page shows as Ativo (the mock server runs in this process).
    const { nome, associadoId } = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10 }).data.find(
      (associado) => associado.ativo,
    )!;

    await confirmRowAction(bruno.page, nome, 'Inativar');
    await expect.poll(() => db.associados.findFirst((q) => q.where({ associadoId }))!.ativo, SLOW).toBe(false);
    await expect(rowWith(ana.page, 'Associados', nome).getByText('Ativo', { exact: true })).toHaveCount(1);

    await confirmRowAction(ana.page, nome, 'Inativar');
    const alert = ana.page.getByRole('dialog', { name: /Erro!/ });
    await expect(alert.getByText('Este associado já foi inativado por outra pessoa.')).toBeVisible(SLOW);
    await expect(rowWith(ana.page, 'Associados', nome).getByText('Inativo', { exact: true })).toBeVisible(SLOW);
    expect(db.associados.findFirst((q) => q.where({ associadoId }))!.ativo).toBe(false);
    expect([...ana.errors, ...bruno.errors]).toEqual([]);
  });

  test('the server answers a remessa with associados: null; removing one associate from the associate page changes nothing', async ({
    liveSite,
  }) => {
    const vinculo = db.vinculos.findFirst((q) =>
      q.where(
        (v) =>
          v.situacaoRemessaId === null &&
          hasOwnDescricao(v.associadoId, v.remessaId) &&
          db.vinculos.findMany((w) => w.where({ remessaId: v.remessaId })).length >= 3 &&
          db.remessas.findFirst((r) => r.where({ remessaId: v.remessaId }))!.situacaoRemessa.situacaoRemessaId === 1,
      ),
    )!;
    const remessa = db.remessas.findFirst((q) => q.where({ remessaId: vinculo.remessaId }))!;
    const antes = db.vinculos.findMany((q) => q.where({ remessaId: remessa.remessaId })).length;
    const ana = await person();
    await ana.page.goto(`/associados/info/${vinculo.associadoId}`);
    const linha = rowWith(ana.page, 'Últimas remessas do associado', remessa.descricao);
    await expect(linha).toBeVisible(SLOW);
    await answerOddly(liveSite.mock, { associadosNulos: true });

    await linha.getByRole('button', { name: 'Deletar vínculo com a remessa' }).click();
    await ana.page
      .getByRole('dialog', { name: 'Deletar vínculo com a remessa' })
      .getByRole('button', { name: 'Deletar' })
      .click();
    await expect(
      ana.page
        .getByRole('dialog', { name: /Erro!/ })
        .getByText(/Os dados da remessa não vieram completos ou legíveis do servidor \(lista de associados\)/),
    ).toBeVisible(SLOW);
    expect(db.vinculos.findMany((q) => q.where({ remessaId: remessa.remessaId }))).toHaveLength(antes);
  });

  test('Nova remessa is created but answered after the time limit: one remessa, and the person is told it was created', async ({
    liveSite,
  }) => {
    const descricao = 'Remessa respondida tarde – e2e';
    const ana = await person();
    await ana.page.goto('/remessas/form/cadastro');
    await expect(ana.page.getByRole('heading', { name: 'Nova remessa' })).toBeVisible(SLOW);
    await ana.page.getByLabel('Tipo de remessa').selectOption({ label: 'Avulsa' });
    await ana.page.getByLabel('Pagantes').selectOption({ label: 'Associados' });
    await ana.page.getByLabel('Descrição', { exact: true }).fill(descricao);
    await ana.page.getByLabel('Valor da remessa').pressSequentially('150');
    await typeDate(ana.page, ana.page.getByLabel('Data de vencimento'), format(addDays(new Date(), 10), 'ddMMyyyy'));
    await answerOddly(liveSite.mock, { atrasoAoCriarMs: REQUEST_TIMEOUT_MS + 3000 });

    const started = Date.now();
    await ana.page.getByRole('button', { name: 'Cadastrar remessa' }).click();
    await expect(
      ana.page
        .getByRole('dialog', { name: /Sucesso!/ })
        .getByText('A resposta do servidor não confirmou o cadastro, mas a remessa foi cadastrada.', { exact: false }),
    ).toBeVisible(SLOW);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    const criadas = db.remessas.findMany((q) => q.where({ descricao }));
    expect(criadas).toHaveLength(1);
    await expect(ana.page).toHaveURL(`${liveSite.url}/remessas/info/${criadas[0].remessaId}`, SLOW);
  });
});
