import { screen, waitFor, within } from '@testing-library/react';
import { delay, getResponse, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import type { AssociadoRecord } from '@mocks/db/schema';
import { server } from '@mocks/node';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { findTable } from '../listas/listas-helpers';
import { selectedText } from '../form-controls';
import { shortTimeLimit } from '../short-time-limit';
import { columnTexts, dayFromToday } from './remessa-helpers';

const TABLE = 'Associados da remessa';
const DESCRICAO = 'Fundo de eventos – setembro de 2026';

/** Associates who pay a Mensalidade (Associados, active, fee above R$ 1,00), by id. */
const pagantesDeMensalidade = (count: number) =>
  db.associados
    .all()
    .filter((a) => a.ativo && a.tipoAssociado.tipoAssociadoId === 1 && a.associacao.mensalidade > 1)
    .slice(0, count);

/**
 * A Mensalidade to Associados with `associados` as payers, already sent (its payers in Enviado),
 * due `dueInDays` from today.
 */
async function remessaOriginal(associados: AssociadoRecord[], { descricao = DESCRICAO, dueInDays = 3 } = {}) {
  const remessaId = db.remessas.nextId();
  await db.remessas.create({
    remessaId,
    descricao,
    observacao: 'Mensalidade 09/2026',
    paragrafoPersonalizado: 'Dúvidas: financeiro@anoreg.org.br',
    tipoRemessa: { tipoRemessaId: 1, tipoRemessaNome: 'Mensalidade' },
    situacaoRemessa: { situacaoRemessaId: 3, situacaoRemessaNome: 'Enviado' },
    dataVencimento: dayFromToday(dueInDays).iso,
    valorRemessa: 0,
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    msgReenvio: null,
  });
  for (const associado of associados)
    await db.vinculos.create({
      remessaId,
      associadoId: associado.associadoId,
      situacaoRemessaId: 3,
      valorPagamento: associado.associacao.mensalidade,
      dataPagamento: null,
      pagamentoGiroId: `GIRO-DUP-${associado.associadoId}`,
    });
  return remessaId;
}

/** Since the original was sent: one payer inactive, one now of the Internos, one whose fee went to R$ 0,50. */
async function threeNoLongerPay([inativo, interno, isento]: AssociadoRecord[]) {
  await db.associados.update((q) => q.where({ associadoId: inativo.associadoId }), {
    data: (record) => void (record.ativo = false),
  });
  await db.associados.update((q) => q.where({ associadoId: interno.associadoId }), {
    data: (record) => void (record.tipoAssociado = { tipoAssociadoId: 2, tipoAssociadoNome: 'Internos' }),
  });
  await db.associados.update((q) => q.where({ associadoId: isento.associadoId }), {
    data: (record) => void (record.associacao = { ...record.associacao, mensalidade: 0.5 }),
  });
}

async function openCopy(remessaId: number) {
  const app = await renderApp(`/remessas/form/cadastro?copyOf=${remessaId}`, { signedIn: true });
  await screen.findByRole('heading', { name: 'Nova remessa' });
  await screen.findByRole('button', { name: 'Cadastrar remessa' });
  return app;
}

const newRemessas = (descricao: string) => db.remessas.findMany((q) => q.where({ descricao }));

describe('Duplicar remessa', () => {
  it('fills the new-remessa form from the original, its month moved on: December to January, 31 January to the end of February', async () => {
    const original = await remessaOriginal(pagantesDeMensalidade(2), { descricao: 'Mensalidade – dezembro de 2026' });
    await db.remessas.update((q) => q.where({ remessaId: original }), {
      data: (record) => {
        record.observacao = 'Mensalidade 12/2026';
        record.dataVencimento = '2027-01-31';
      },
    });
    await openCopy(original);

    expect(selectedText('Tipo de remessa')).toBe('Mensalidade');
    expect(selectedText('Pagantes')).toBe('Associados');
    expect(screen.getByLabelText('Nome')).toHaveValue('Mensalidade 01/2027');
    expect(screen.getByLabelText('Descrição')).toHaveValue('Mensalidade – janeiro de 2027');
    expect(screen.getByLabelText('Parágrafo personalizado')).toHaveValue('Dúvidas: financeiro@anoreg.org.br');
    expect(screen.getByLabelText('Data de vencimento')).toHaveValue('28/02/2027');
    expect(screen.getByRole('checkbox', { name: 'Incluir os mesmos 2 associados' })).toBeChecked();
    // Filled, it can be saved as it is.
    expect(screen.getByRole('button', { name: 'Cadastrar remessa' })).toBeEnabled();
  });

  it('keeps the Valor of a remessa that has one', async () => {
    const original = await remessaOriginal(pagantesDeMensalidade(1));
    await db.remessas.update((q) => q.where({ remessaId: original }), {
      data: (record) => {
        record.tipoRemessa = { tipoRemessaId: 3, tipoRemessaNome: 'Evento Mensal' };
        record.valorRemessa = 380.9;
      },
    });
    await openCopy(original);
    expect(selectedText('Tipo de remessa')).toBe('Evento Mensal');
    expect(screen.getByLabelText('Valor da remessa')).toHaveValue('R$\u00a0380,90');
  });

  it('creates the copy, links in one call the payers that still pay it, and names those left out and why', async () => {
    const pagantes = pagantesDeMensalidade(7);
    const original = await remessaOriginal(pagantes);
    await threeNoLongerPay(pagantes);
    const requests = captureRequests();
    const { user, router } = await openCopy(original);
    await user.click(screen.getByRole('button', { name: 'Cadastrar remessa' }));

    await screen.findByText(
      /4 associados da remessa “Fundo de eventos – setembro de 2026” foram incluídos/,
      undefined,
      {
        timeout: 4000,
      },
    );
    const [copia] = newRemessas('Fundo de eventos – outubro de 2026');
    expect(location(router)).toBe(`/remessas/info/${copia.remessaId}`);
    expect(requests.of('criarRemessa')).toHaveLength(1);
    expect(requests.of('criarRemessa')[0].body).toMatchObject({
      descricao: 'Fundo de eventos – outubro de 2026',
      observacao: 'Mensalidade 10/2026',
      tipoRemessa: { tipoRemessaId: 1 },
      tipoAssociado: { tipoAssociadoId: 1 },
    });
    const vincular = requests.of('vincularAssociadosRemessa');
    expect(vincular).toHaveLength(1);
    const linked = (vincular[0].body as { associadosRemessa: { associadoId: number }[] }).associadosRemessa;
    const stillPaying = pagantes
      .slice(3)
      .map((a) => a.associadoId)
      .sort((a, b) => a - b);
    expect(linked.map((associado) => associado.associadoId).sort((a, b) => a - b)).toEqual(stillPaying);
    expect(
      db.vinculos
        .findMany((q) => q.where({ remessaId: copia.remessaId }))
        .map((v) => v.associadoId)
        .sort((a, b) => a - b),
    ).toEqual(stillPaying);

    expect(screen.getByText(/3 associados ficaram de fora por não serem mais pagantes desta remessa/)).toBeVisible();
    const deixados = within(screen.getByRole('list', { name: 'Associados que ficaram de fora' }));
    const [inativo, interno, isento] = pagantes;
    expect(deixados.getByText(`${inativo.nome} — inativo`)).toBeInTheDocument();
    expect(deixados.getByText(`${interno.nome} — não é do tipo Associados`)).toBeInTheDocument();
    expect(deixados.getByText(`${isento.nome} — mensalidade de R$ 0,50, até R$ 1,00`)).toBeInTheDocument();
    await findTable(TABLE);
    await waitFor(() => expect(columnTexts(TABLE, 0)).toHaveLength(4));
  });

  it('creates the copy without payers when the option is off', async () => {
    const original = await remessaOriginal(pagantesDeMensalidade(3));
    const requests = captureRequests();
    const { user } = await openCopy(original);
    await user.click(screen.getByRole('checkbox', { name: 'Incluir os mesmos 3 associados' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar remessa' }));
    expect(await screen.findByText('Nenhum associado nesta remessa.', undefined, { timeout: 4000 })).toBeVisible();
    expect(requests.of('criarRemessa')).toHaveLength(1);
    expect(requests.of('vincularAssociadosRemessa')).toHaveLength(0);
    expect(requests.of('buscarAssociados')).toHaveLength(0);
  });

  it('a link that failed leaves the new remessa, says why, and Incluir de novo links them', async () => {
    const pagantes = pagantesDeMensalidade(3);
    const original = await remessaOriginal(pagantes);
    server.use(
      mswHttp.post(
        '*/api/remessas/vincular',
        () => HttpResponse.json({ message: 'Serviço de vínculos indisponível.' }, { status: 503 }),
        { once: true },
      ),
    );
    const requests = captureRequests();
    const { user } = await openCopy(original);
    await user.click(screen.getByRole('button', { name: 'Cadastrar remessa' }));

    const alert = await screen.findByText(/A remessa foi cadastrada, mas os associados da remessa/, undefined, {
      timeout: 4000,
    });
    expect(alert).toHaveTextContent('Serviço de vínculos indisponível.');
    const [copia] = newRemessas('Fundo de eventos – outubro de 2026');
    expect(copia).toBeDefined();
    expect(screen.getByText('Nenhum associado nesta remessa.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Incluir os 3 associados de novo' }));
    expect(
      await screen.findByText('Os 3 associados da remessa “Fundo de eventos – setembro de 2026” foram incluídos.'),
    ).toBeVisible();
    await waitFor(() => expect(columnTexts(TABLE, 0)).toHaveLength(3));
    expect(requests.of('vincularAssociadosRemessa')).toHaveLength(2);
    expect(db.vinculos.findMany((q) => q.where({ remessaId: copia.remessaId }))).toHaveLength(3);
  });

  it('is offered on the remessa page and on its row of the Remessas list', async () => {
    const original = await remessaOriginal(pagantesDeMensalidade(1));
    const page = await renderApp(`/remessas/info/${original}`, { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Duplicar' })).toHaveAttribute(
      'href',
      `/remessas/form/cadastro?copyOf=${original}`,
    );
    page.unmount();

    const { user, router } = await renderApp('/listas?type=shipments&size=max', { signedIn: true });
    const table = await findTable('Remessas');
    const row = await within(table).findByRole('row', { name: new RegExp(DESCRICAO) });
    await user.click(within(row).getByRole('link', { name: 'Duplicar' }));
    await screen.findByRole('heading', { name: 'Nova remessa' });
    expect(location(router)).toBe(`/remessas/form/cadastro?copyOf=${original}`);
    expect(await screen.findByLabelText('Descrição')).toHaveValue('Fundo de eventos – outubro de 2026');
    expect(screen.getByRole('note')).toHaveTextContent(
      `Cópia de “${DESCRICAO}”: confira o nome, a descrição e a data de vencimento, que passaram para o mês seguinte.`,
    );
    expect(screen.getByRole('button', { name: 'Cadastrar remessa' })).toBeEnabled();
  });
});

/**
 * msw/node's XMLHttpRequest stand-in never times out: as in tests/concurrent/create-once.test.tsx the
 * client uses axios's fetch adapter here, with a test-sized time limit.
 */
describe('Duplicar remessa when the link answers after the time limit', () => {
  const TEST_TIMEOUT_MS = 400;
  shortTimeLimit(TEST_TIMEOUT_MS);

  it('looks at the remessa instead of sending again: linked once, and the page says so', async () => {
    const pagantes = pagantesDeMensalidade(3);
    const original = await remessaOriginal(pagantes);
    // The server links them at once, and its answer comes past the time limit.
    server.use(
      mswHttp.post(
        '*/api/remessas/vincular',
        async ({ request }) => {
          const answer = await getResponse(handlers, request);
          await delay(TEST_TIMEOUT_MS * 3);
          return answer;
        },
        { once: true },
      ),
    );
    const requests = captureRequests();
    const { user } = await openCopy(original);
    await user.click(screen.getByRole('button', { name: 'Cadastrar remessa' }));

    expect(
      await screen.findByText(
        'Os 3 associados da remessa “Fundo de eventos – setembro de 2026” foram incluídos.',
        undefined,
        { timeout: 6000 },
      ),
    ).toBeVisible();
    expect(requests.of('vincularAssociadosRemessa')).toHaveLength(1);
    const [copia] = newRemessas('Fundo de eventos – outubro de 2026');
    expect(
      requests.of('obterRemessa').filter((request) => request.url.endsWith(`/${copia.remessaId}`)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(db.vinculos.findMany((q) => q.where({ remessaId: copia.remessaId }))).toHaveLength(3);
  });
});
