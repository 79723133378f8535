import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { SituacaoRemessaId } from '@/generated/model';
import { onAppEvent, type AppEvents } from '@/lib/app-events';
import { formatDate } from '@/utils/br/dates';
import { formatCpfCnpj } from '@/utils/br/masks';
import { formatMoney } from '@/utils/br/money';
import { parseCsv } from '../hardening/security/csv-parser';
import { bytesOf, catchDownloads } from '../listas/listas-helpers';
import { renderApp } from '../render';
import { captureRequests } from '../requests';
import { openSettledRemessa, rowOf, seededRemessa, setTabHidden, vinculosOf } from './remessa-helpers';

const TABLE = 'Associados da remessa';
const HEADER = ['Associado', 'Email', 'Valor', 'Situação', 'Data de pagamento', 'Link do boleto'];
const BOM = [0xef, 0xbb, 0xbf];

/** Clicks Exportar pagantes and gives the file: its name, its text (without the BOM) and its bytes. */
async function exportar(user: Awaited<ReturnType<typeof openSettledRemessa>>['user']) {
  const files = catchDownloads();
  await user.click(screen.getByRole('button', { name: 'Exportar pagantes' }));
  await waitFor(() => expect(files).toHaveLength(1));
  const bytes = await bytesOf(files[0].blob);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { name: files[0].name, bytes, text, rows: parseCsv(text.slice(1)) };
}

const associadoOf = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!;
const rowOfFile = (rows: string[][], associadoId: number) => {
  const { nome, cpfCnpj } = associadoOf(associadoId);
  return rows.find((row) => row[0] === `${nome} - ${formatCpfCnpj(cpfCnpj)}`);
};

describe('Exportar pagantes', () => {
  it('downloads Remessa_{id}_{date}.csv with the payers the page shows, and only those a search leaves', async () => {
    // Erro no envio: payers refused (no boleto), sent and paid.
    const remessa = seededRemessa(SituacaoRemessaId.ERRO_NO_ENVIO);
    const vinculos = vinculosOf(remessa.remessaId);
    const { user } = await openSettledRemessa(remessa.remessaId);
    const requests = captureRequests();

    const file = await exportar(user);
    expect(file.name).toBe(`Remessa_${remessa.remessaId}_${format(new Date(), 'dd-MM-yyyy')}.csv`);
    expect([...file.bytes.slice(0, 3)]).toEqual(BOM);
    expect(file.text.split('\r\n')[0]).toBe('\uFEFF' + HEADER.map((cell) => `"${cell}"`).join(';'));
    expect(file.rows[0]).toEqual(HEADER);
    expect(file.rows).toHaveLength(vinculos.length + 1);

    const pago = vinculos.find((v) => v.situacaoRemessaId === SituacaoRemessaId.PAGO)!;
    expect(rowOfFile(file.rows, pago.associadoId)).toEqual([
      `${associadoOf(pago.associadoId).nome} - ${formatCpfCnpj(associadoOf(pago.associadoId).cpfCnpj)}`,
      associadoOf(pago.associadoId).email,
      formatMoney(pago.valorPagamento),
      'Pago',
      formatDate(pago.dataPagamento),
      `${window.location.origin}/cobranca/${pago.pagamentoGiroId}`,
    ]);
    const enviado = vinculos.find((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO)!;
    expect(rowOfFile(file.rows, enviado.associadoId)?.slice(2)).toEqual([
      formatMoney(enviado.valorPagamento),
      'Enviado',
      '',
      `${window.location.origin}/cobranca/${enviado.pagamentoGiroId}`,
    ]);
    const recusado = vinculos.find((v) => v.situacaoRemessaId === SituacaoRemessaId.ERRO_NO_ENVIO)!;
    expect(rowOfFile(file.rows, recusado.associadoId)?.slice(3)).toEqual(['Erro no envio', '', '']);

    await user.type(screen.getByLabelText('Pesquisar associados da remessa'), associadoOf(pago.associadoId).email);
    await waitFor(() => expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('row')).toHaveLength(2));
    const searched = await exportar(user);
    expect(searched.rows.slice(1).map((row) => row[1])).toEqual([associadoOf(pago.associadoId).email]);
    // What is on screen goes to the file: nothing is read for it.
    expect(requests.of('obterRemessa')).toHaveLength(0);
  });

  it('with Enviado chosen, the file holds who has not paid yet', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const vinculos = vinculosOf(remessa.remessaId);
    const enviados = vinculos.filter((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO);
    expect(enviados.length).toBeGreaterThan(0);
    expect(enviados.length).toBeLessThan(vinculos.length);
    const { user } = await openSettledRemessa(remessa.remessaId);

    await user.click(screen.getByRole('button', { name: `Enviado: ${enviados.length}` }));
    const file = await exportar(user);
    expect(
      file.rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(enviados.map((v) => associadoOf(v.associadoId).email).sort());
    expect(new Set(file.rows.slice(1).map((row) => row[3]))).toEqual(new Set(['Enviado']));
  });

  it('tells the page each file it made (painel:csv): its name, its rows and the situação that chose them', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const vinculos = vinculosOf(remessa.remessaId);
    const enviados = vinculos.filter((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO);
    const { user } = await openSettledRemessa(remessa.remessaId);
    const told: AppEvents['painel:csv'][] = [];
    const stop = onAppEvent('painel:csv', (detail) => told.push(detail));
    try {
      const todos = await exportar(user);
      await user.click(screen.getByRole('button', { name: `Enviado: ${enviados.length}` }));
      const naoPagos = await exportar(user);
      expect(told).toEqual([
        { fileName: todos.name, rows: vinculos.length },
        { fileName: naoPagos.name, rows: enviados.length, situacao: 'Enviado' },
      ]);
    } finally {
      stop();
    }
  });

  it('a payment since the page read it is in the file once Atualizar has read the remessa again', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const enviado = vinculosOf(remessa.remessaId).find((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO)!;
    const { user } = await openSettledRemessa(remessa.remessaId);
    // The tab hidden: the page's own checks wait, so only Atualizar reads the payment.
    setTabHidden(true);
    const dataPagamento = new Date().toISOString();
    await db.vinculos.update((q) => q.where({ remessaId: remessa.remessaId, associadoId: enviado.associadoId }), {
      data(record) {
        record.situacaoRemessaId = SituacaoRemessaId.PAGO;
        record.dataPagamento = dataPagamento;
      },
    });
    const requests = captureRequests();

    try {
      await user.click(screen.getByRole('button', { name: 'Atualizar' }));
      await waitFor(() => expect(rowOf(associadoOf(enviado.associadoId).nome).queryByText(/^Pago em/)).not.toBeNull());
      expect(requests.of('obterRemessa')).toHaveLength(1);
      const file = await exportar(user);
      expect(rowOfFile(file.rows, enviado.associadoId)?.slice(3, 5)).toEqual(['Pago', formatDate(dataPagamento)]);
    } finally {
      setTabHidden(false);
    }
  });

  it('neutralises formulas in what the server sends', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const { associadoId } = vinculosOf(remessa.remessaId)[0];
    await db.associados.update((q) => q.where({ associadoId }), {
      data(record) {
        record.nome = '=HYPERLINK("http://mal.example";"Boleto")';
      },
    });
    const { user } = await openSettledRemessa(remessa.remessaId);

    const file = await exportar(user);
    const row = file.rows.find((cells) => cells[0].includes('HYPERLINK'))!;
    expect(row[0]).toMatch(/^'=HYPERLINK\("http:\/\/mal\.example";"Boleto"\) - /);
    expect(file.text).toContain('"\'=HYPERLINK(""http://mal.example"";""Boleto"") - ');
  });

  it('is not offered for a remessa without associates', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO, { withAssociados: false });
    await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await screen.findByText('Nenhum associado nesta remessa.');
    expect(screen.queryByRole('button', { name: 'Exportar pagantes' })).not.toBeInTheDocument();
  });
});
