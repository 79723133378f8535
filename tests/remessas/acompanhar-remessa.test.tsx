import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { SituacaoRemessaId } from '@/generated/model';
import { formatMoney } from '@/utils/br/money';
import { captureRequests } from '../requests';
import {
  nationalAssociados,
  nationalRemessa,
  resumoValue,
  rowOf,
  seededRemessa,
  setTabHidden,
  vinculosOf,
  openSettledRemessa,
} from './remessa-helpers';

/*
 * A remessa being sent or sent is followed through its row in the remessas' search, not by reading
 * every payer again (docs/decisions/0032-following-a-remessa.md). These tests wait for the page's
 * own first check (2 s after opening).
 */

const TABLE = 'Associados da remessa';

const updatedLine = () => screen.getByText(/^Atualizado às? \d{2}:\d{2}:\d{2}/);

describe('following a remessa being sent', () => {
  it('checks its row in the remessas’ search, and reads it whole again when the row says it changed', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const enviado = vinculosOf(remessa.remessaId).find((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO)!;
    const nome = db.associados.findFirst((q) => q.where({ associadoId: enviado.associadoId }))!.nome;
    await openSettledRemessa(remessa.remessaId);
    expect(updatedLine()).toBeInTheDocument();
    const requests = captureRequests();

    // A payment comes in.
    await db.vinculos.update((q) => q.where({ remessaId: remessa.remessaId, associadoId: enviado.associadoId }), {
      data(record) {
        record.situacaoRemessaId = SituacaoRemessaId.PAGO;
        record.dataPagamento = new Date().toISOString();
      },
    });
    const pago = vinculosOf(remessa.remessaId)
      .filter((v) => v.situacaoRemessaId === SituacaoRemessaId.PAGO)
      .reduce((sum, v) => sum + v.valorPagamento, 0);

    await waitFor(() => expect(resumoValue('Valor pago')).toBe(formatMoney(pago)));
    expect(requests.of('buscarRemessas')[0].body).toEqual({
      descricao: remessa.descricao,
      situacaoRemessaId: null,
      numPage: 1,
      numRows: 10,
    });
    // A few payers: the whole remessa is read again at once, and its row shows the payment.
    await waitFor(() => expect(rowOf(nome).getByText(/^Pago em/)).toBeInTheDocument());
    expect(requests.of('obterRemessa')).toHaveLength(1);
  });

  describe('on the test’s clock', () => {
    // The page's clock (Date) moves only when the test moves it; its timers run as they do. The pause
    // after a read is then over when the test says, however slow the machine.
    const startClock = () => {
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      return { after: (ms: number) => vi.setSystemTime(start + ms) };
    };
    afterEach(() => vi.useRealTimers());

    it('a change a check sees during the pause after the last read is read once the pause is over, though later checks find the same row', async () => {
      const clock = startClock();
      const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
      const enviado = vinculosOf(remessa.remessaId).find((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO)!;
      const nome = db.associados.findFirst((q) => q.where({ associadoId: enviado.associadoId }))!.nome;
      await openSettledRemessa(remessa.remessaId);
      const requests = captureRequests();

      // A payment comes in a moment after the read, within its pause (a few payers: a few milliseconds).
      clock.after(1);
      await db.vinculos.update((q) => q.where({ remessaId: remessa.remessaId, associadoId: enviado.associadoId }), {
        data(record) {
          record.situacaoRemessaId = SituacaoRemessaId.PAGO;
          record.dataPagamento = new Date().toISOString();
        },
      });
      await waitFor(() => expect(updatedLine()).toHaveTextContent(/· pagantes lidos às? \d{2}:\d{2}:\d{2}$/), {
        timeout: 5_000,
      });
      // The check after it finds the same row; the pause is not over: nothing read yet.
      const checks = requests.of('buscarRemessas').length;
      await waitFor(() => expect(requests.of('buscarRemessas').length).toBeGreaterThan(checks), { timeout: 5_000 });
      expect(requests.of('obterRemessa')).toHaveLength(0);

      clock.after(60_000);
      await waitFor(() => expect(rowOf(nome).getByText(/^Pago em/)).toBeInTheDocument(), { timeout: 5_000 });
      expect(requests.of('obterRemessa')).toHaveLength(1);
      expect(updatedLine()).not.toHaveTextContent('pagantes lidos');
    });

    // A big page in jsdom: up to a minute on a busy machine.
    it(
      '2,500 payers: the row’s new situação shows within seconds; the payers are read again at once on Atualizar, not by themselves before 15 s',
      { timeout: 60_000 },
      async () => {
        const clock = startClock();
        const associados = await nationalAssociados(2_500);
        const remessa = await nationalRemessa(SituacaoRemessaId.ENVIANDO, associados, [SituacaoRemessaId.ENVIANDO]);
        const { user } = await openSettledRemessa(remessa.remessaId);
        expect(screen.getByRole('button', { name: 'Enviando: 2.500' })).toBeInTheDocument();
        const requests = captureRequests();

        // The bank has issued the boletos, a second after the read.
        clock.after(1_000);
        await db.remessas.update((q) => q.where({ remessaId: remessa.remessaId }), {
          data: (record) => void (record.situacaoRemessa = { situacaoRemessaId: 3, situacaoRemessaNome: 'Enviado' }),
        });
        await db.vinculos.updateMany((q) => q.where({ remessaId: remessa.remessaId }), {
          data: (record) => void (record.situacaoRemessaId = SituacaoRemessaId.ENVIADO),
        });

        await waitFor(() => expect(resumoValue('Situação')).toBe('Enviado'));
        expect(screen.queryByText('Envio em andamento. Esta página se atualiza sozinha.')).not.toBeInTheDocument();
        expect(updatedLine()).toHaveTextContent(/· pagantes lidos às? \d{2}:\d{2}:\d{2}$/);
        expect(screen.queryByText('Enviando: 2.500')).toBeInTheDocument();

        // Its own read waits 15 s after the last (2,500 payers): at 14 s, a check later, still none.
        clock.after(14_000);
        const checks = requests.of('buscarRemessas').length;
        await waitFor(() => expect(requests.of('buscarRemessas').length).toBeGreaterThan(checks), { timeout: 5_000 });
        expect(requests.of('obterRemessa')).toHaveLength(0);
        // Atualizar reads at once.
        await user.click(screen.getByRole('button', { name: 'Atualizar' }));
        await waitFor(() => expect(screen.queryByText('Enviado: 2.500')).toBeInTheDocument());
        expect(requests.of('obterRemessa')).toHaveLength(1);
        expect(updatedLine()).not.toHaveTextContent('pagantes lidos');
      },
    );
  });

  it(
    'pages the search to find a row not among the newest of its description, and reads the remessa again only once the row changed',
    { timeout: 30_000 },
    async () => {
      const associados = await nationalAssociados(3);
      const remessa = await nationalRemessa(SituacaoRemessaId.ENVIADO, associados, [SituacaoRemessaId.ENVIADO]);
      // Twelve newer remessas share its description: its row is not among the 10 newest.
      for (let n = 0; n < 12; n++)
        await db.remessas.create({
          ...remessa,
          remessaId: db.remessas.nextId(),
          situacaoRemessa: { situacaoRemessaId: SituacaoRemessaId.EM_PREPARACAO, situacaoRemessaNome: 'Em preparação' },
        });
      const requests = captureRequests();
      await openSettledRemessa(remessa.remessaId);
      const page = (numPage: number, numRows: number) => ({
        descricao: remessa.descricao,
        situacaoRemessaId: null,
        numPage,
        numRows,
      });
      // The 10 newest of its description, then the 50 newest.
      expect(requests.of('buscarRemessas').map((request) => request.body)).toEqual([page(1, 10), page(1, 50)]);

      // The next check finds the row as it was: nothing is read again.
      await waitFor(() => expect(requests.of('buscarRemessas')).toHaveLength(4), { timeout: 5_000 });
      expect(requests.of('buscarRemessas')[3].body).toEqual(page(1, 50));
      await waitFor(() => expect(requests.of('buscarRemessas')).toHaveLength(4));
      expect(requests.of('obterRemessa')).toHaveLength(1);

      // A payment comes in: the row changes, and the remessa is read whole once to show it.
      await db.vinculos.update(
        (q) => q.where({ remessaId: remessa.remessaId, associadoId: associados[0].associadoId }),
        {
          data(record) {
            record.situacaoRemessaId = SituacaoRemessaId.PAGO;
            record.dataPagamento = new Date().toISOString();
          },
        },
      );
      await waitFor(() => expect(rowOf(associados[0].nome).getByText(/^Pago em/)).toBeInTheDocument(), {
        timeout: 10_000,
      });
      expect(resumoValue('Valor pago')).toBe(formatMoney(150));
      expect(requests.of('obterRemessa')).toHaveLength(2);
    },
  );

  it(
    'reads the remessa once when the search no longer lists its row, not again at every check',
    { timeout: 30_000 },
    async () => {
      const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
      await openSettledRemessa(remessa.remessaId);
      const requests = captureRequests();

      // Gone from the server meanwhile: the next check finds no row, and the read says why.
      db.remessas.delete((q) => q.where({ remessaId: remessa.remessaId }));
      expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Remessa não encontrada.');
      expect(requests.of('obterRemessa')).toHaveLength(1);

      // The checks go on and find no row again: that is no new change.
      const checks = requests.of('buscarRemessas').length;
      await waitFor(() => expect(requests.of('buscarRemessas').length).toBeGreaterThanOrEqual(checks + 3), {
        timeout: 16_000,
      });
      expect(requests.of('obterRemessa')).toHaveLength(1);
      expect(resumoValue('Situação')).toBe('Enviado');
    },
  );

  it('checks nothing while the tab is hidden, and once at once when it is shown again', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    await openSettledRemessa(remessa.remessaId);
    const requests = captureRequests();
    try {
      setTabHidden(true);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(requests.all).toHaveLength(0);
      setTabHidden(false);
      await waitFor(() => expect(requests.of('buscarRemessas')).toHaveLength(1), { timeout: 1_000 });
    } finally {
      setTabHidden(false);
    }
  });

  it('asks nothing by itself about a remessa already paid', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.PAGO);
    await openSettledRemessa(remessa.remessaId);
    const requests = captureRequests();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(requests.all).toHaveLength(0);
    expect(updatedLine()).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('Atualizar that fails says why above the remessa, which stays on screen', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const { user } = await openSettledRemessa(remessa.remessaId);
    const rows = within(screen.getByRole('table', { name: TABLE })).getAllByRole('row').length;
    server.use(
      http.get('*/api/remessas/:remessaId', () =>
        HttpResponse.json({ message: 'Serviço indisponível no momento.' }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível no momento.');
    expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('row')).toHaveLength(rows);
    expect(resumoValue('Situação')).toBe('Enviado');
  });
});
