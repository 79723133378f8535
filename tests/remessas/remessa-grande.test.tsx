import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { describe, expect, it } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { columnTexts, dialog, nationalAssociados, nationalRemessa, rowOf } from './remessa-helpers';

/* A remessa of the national month's kind, at test size (2,000 payers and more). */

const TABLE = 'Associados da remessa';
const { PAGO, ENVIADO, ENVIANDO, ERRO_NO_ENVIO, EM_PREPARACAO } = SituacaoRemessaId;

/** The calls about the remessa itself the server received, in order: its whole reads and its vincular. */
const remessaCallsOf = (requests: ReturnType<typeof captureRequests>) =>
  requests.all
    .filter((request) => /\/api\/remessas\/(\d+|vincular)$/.test(request.url))
    .map((request) => request.operationId);

async function openRemessa(remessaId: number) {
  const app = await renderApp(`/remessas/info/${remessaId}`, { signedIn: true });
  await screen.findByRole('table', { name: TABLE });
  return app;
}

/** The filters by situação (queried within their group: role queries over a page of 2,500 payers are slow in jsdom). */
const filtros = () => within(screen.getByRole('group', { name: 'Filtrar pagantes por situação' }));
const pressed = (name: string) => filtros().getByRole('button', { name }).getAttribute('aria-pressed');

// Big pages in jsdom: up to a minute each on a busy machine.
describe('a remessa of 2,520 payers at a glance', { timeout: 60_000 }, () => {
  it('counts the payers in each situação, shows paid against the whole, and filters by situação and search together', async () => {
    // In turn: Pago, Pago, Enviado, Erro no envio, Enviando, not sent yet (Em preparação): 840 paid, 420 of each other.
    const associados = await nationalAssociados(2_520);
    const remessa = await nationalRemessa(ENVIADO, associados, [PAGO, PAGO, ENVIADO, ERRO_NO_ENVIO, ENVIANDO, null]);
    const { user } = await openRemessa(remessa.remessaId);

    expect(
      filtros()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Todos: 2.520',
      'Pago: 840',
      'Enviado: 420',
      'Enviando: 420',
      'Erro no envio: 420',
      'Em preparação: 420',
    ]);
    expect(pressed('Todos: 2.520')).toBe('true');
    const pagantes = screen.getByLabelText('Pagantes que pagaram');
    expect(pagantes).toHaveRole('progressbar');
    expect(pagantes).toHaveAttribute('value', '840');
    expect(pagantes).toHaveAttribute('max', '2520');
    expect(pagantes.nextElementSibling).toHaveTextContent('840 de 2.520 (33%)');
    const valor = screen.getByLabelText('Valor pago');
    expect(valor).toHaveRole('progressbar');
    expect(valor).toHaveAttribute('value', '126000');
    expect(valor.nextElementSibling).toHaveTextContent('R$ 126.000,00 de R$ 378.000,00 (33%)');
    expect(screen.getByText('2.520 pagantes')).toBeInTheDocument();
    // Only the rows in view are drawn.
    expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('row').length).toBeLessThan(40);

    await user.click(filtros().getByRole('button', { name: 'Enviado: 420' }));
    expect(pressed('Enviado: 420')).toBe('true');
    expect(pressed('Todos: 2.520')).toBe('false');
    expect(screen.getByText('420 de 2.520 pagantes')).toBeInTheDocument();
    expect(new Set(columnTexts(TABLE, 4))).toEqual(new Set(['Enviado']));

    // Names 00010 to 00019 hold the text; of those, only the 15th payer is in Enviado.
    await user.type(screen.getByLabelText('Pesquisar associados da remessa'), 'nacional 0001{Enter}');
    await waitFor(() => expect(columnTexts(TABLE, 0)).toEqual(['Cartório Nacional 00015']));
    expect(screen.getByText('1 de 2.520 pagantes')).toBeInTheDocument();

    await user.click(filtros().getByRole('button', { name: 'Enviado: 420' }));
    await waitFor(() => expect(columnTexts(TABLE, 0)).toHaveLength(10));
    expect(screen.getByText('10 de 2.520 pagantes')).toBeInTheDocument();
    expect(pressed('Todos: 2.520')).toBe('true');

    await user.click(filtros().getByRole('button', { name: 'Em preparação: 420' }));
    expect(columnTexts(TABLE, 0)).toEqual(['Cartório Nacional 00012', 'Cartório Nacional 00018']);
    expect(rowOf('Cartório Nacional 00012').getByText('Em preparação')).toBeInTheDocument();
  });
});

describe('adding and removing at 2,000 and more', { timeout: 60_000 }, () => {
  it('Adicionar with page size MAX and the whole page chosen links every eligible associate in one vincular', async () => {
    const associados = await nationalAssociados(2_000);
    const remessa = await nationalRemessa(EM_PREPARACAO, [], []);
    const { user } = await openRemessa(remessa.remessaId);
    const requests = captureRequests();

    await user.click(screen.getByRole('button', { name: 'Adicionar associado' }));
    const adicionar = within(await dialog(/Adicionar associado à remessa/));
    await adicionar.findByRole('table', { name: 'Associados disponíveis' });
    await user.selectOptions(adicionar.getByLabelText('Itens por página', { exact: true }), 'MAX');
    await waitFor(() => expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 1 }));
    const { total } = await waitFor(() => {
      const last = requests.of('buscarAssociados').at(-1)!;
      expect((last.body as { numRows: number }).numRows).toBeGreaterThan(2_000);
      return { total: (last.body as { numRows: number }).numRows };
    });
    // "This page" is the whole one once it has arrived.
    await waitFor(() => expect(adicionar.getByLabelText('Selecionar todos desta página')).toBeEnabled(), {
      timeout: 20_000,
    });
    await user.click(adicionar.getByLabelText('Selecionar todos desta página'));
    expect(adicionar.getByText(`${total.toLocaleString('pt-BR')} associados selecionados`)).toBeInTheDocument();
    await user.click(adicionar.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 20_000 });
    const body = requests.of('vincularAssociadosRemessa')[0].body as { associadosRemessa: { associadoId: number }[] };
    expect(body.associadosRemessa).toHaveLength(total);
    const ids = new Set(body.associadosRemessa.map((associado) => associado.associadoId));
    expect(associados.every((associado) => ids.has(associado.associadoId))).toBe(true);
    await waitFor(() => expect(screen.queryByText(`${total.toLocaleString('pt-BR')} pagantes`)).toBeInTheDocument());
  });

  it('removing one of 2,500 payers re-posts the other 2,499, reading the remessa whole once before the write and once behind it', async () => {
    const associados = await nationalAssociados(2_500);
    const remessa = await nationalRemessa(EM_PREPARACAO, associados, [null]);
    const { user, queryClient } = await openRemessa(remessa.remessaId);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const requests = captureRequests();

    await user.click(rowOf('Cartório Nacional 00002').getByRole('button', { name: 'Deletar' }));
    await user.click(within(await dialog('Deletar associado da remessa')).getByRole('button', { name: 'Deletar' }));

    // queryBy in the wait: a failed getBy prints the whole page each time, slow with 2,500 rows.
    await waitFor(() => expect(screen.queryByText('2.499 pagantes')).toBeInTheDocument(), { timeout: 20_000 });
    const body = requests.of('vincularAssociadosRemessa')[0].body as { associadosRemessa: { associadoId: number }[] };
    expect(body.associadosRemessa).toHaveLength(2_499);
    expect(body.associadosRemessa.map((associado) => associado.associadoId)).not.toContain(associados[1].associadoId);
    expect(columnTexts(TABLE, 0).slice(0, 2)).toEqual(['Cartório Nacional 00001', 'Cartório Nacional 00003']);
    // Every read the removal asked for has answered: one fresh read before the vincular, one behind it.
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0), { timeout: 20_000 });
    expect(remessaCallsOf(requests)).toEqual(['obterRemessa', 'vincularAssociadosRemessa', 'obterRemessa']);
  });

  it('leaving the page and coming back while the read behind a removal is on its way takes that read: the remessa is read whole once behind the write, not again', async () => {
    const associados = await nationalAssociados(2_500);
    const remessa = await nationalRemessa(EM_PREPARACAO, associados, [null]);
    const { user, queryClient, router } = await openRemessa(remessa.remessaId);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const requests = captureRequests();
    // The read behind the write is held until the person has left the page and come back.
    let answerBehindTheWrite = () => {};
    const held = new Promise<void>((resolve) => (answerBehindTheWrite = resolve));
    server.use(
      http.get('*/api/remessas/:remessaId', async () => {
        if (requests.of('vincularAssociadosRemessa').length > 0) await held;
        // Nothing returned: the mock backend's own handler answers.
      }),
    );

    await user.click(rowOf('Cartório Nacional 00002').getByRole('button', { name: 'Deletar' }));
    await user.click(within(await dialog('Deletar associado da remessa')).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(screen.queryByText('2.499 pagantes')).toBeInTheDocument(), { timeout: 20_000 });
    await waitFor(() => expect(requests.of('obterRemessa')).toHaveLength(2));

    await act(() => router.navigate('/listas?type=shipments'));
    await screen.findByRole('table', { name: 'Remessas' });
    await act(() => router.navigate(`/remessas/info/${remessa.remessaId}`));
    expect(location(router)).toBe(`/remessas/info/${remessa.remessaId}`);
    await waitFor(() => expect(screen.queryByText('2.499 pagantes')).toBeInTheDocument(), { timeout: 20_000 });
    answerBehindTheWrite();

    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0), { timeout: 20_000 });
    expect(remessaCallsOf(requests)).toEqual(['obterRemessa', 'vincularAssociadosRemessa', 'obterRemessa']);
  });
});
