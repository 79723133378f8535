import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { SituacaoRemessaId } from '@/generated/model';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { columnTexts, nationalAssociados, nationalRemessa, seededRemessa, vinculosOf } from './remessa-helpers';

const TABLE = 'Associados da remessa';

/**
 * A remessa in Enviado of five payers whose names only sort right as Portuguese does, two of them
 * with the same value.
 */
async function remessaWithNames() {
  const nomes = ['Zélia Prado', 'álvaro Souza', 'Ângela Dias', 'Bruno Lima', 'ângela Dias'];
  const valores = [300, 95, 120.5, 95, 1800];
  const associados = await nationalAssociados(nomes.length);
  const remessa = await nationalRemessa(SituacaoRemessaId.ENVIADO, associados, [SituacaoRemessaId.ENVIADO]);
  for (const [n, { associadoId }] of associados.entries()) {
    await db.associados.update((q) => q.where({ associadoId }), { data: (record) => void (record.nome = nomes[n]) });
    await db.vinculos.update((q) => q.where({ remessaId: remessa.remessaId, associadoId }), {
      data: (record) => void (record.valorPagamento = valores[n]),
    });
  }
  return remessa;
}

async function openRemessa(remessaId: number, query = '') {
  const app = await renderApp(`/remessas/info/${remessaId}${query}`, { signedIn: true });
  await screen.findByRole('table', { name: TABLE });
  return app;
}

const header = (name: string) => within(screen.getByRole('table', { name: TABLE })).getByRole('columnheader', { name });

describe("sorting a remessa's payers", () => {
  it('sorts by Nome as Portuguese does, ascending then descending, with aria-sort and the order in the address', async () => {
    const remessa = await remessaWithNames();
    const { user, router } = await openRemessa(remessa.remessaId);
    const requests = captureRequests();
    expect(header('Nome')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Nome')).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(columnTexts(TABLE, 0)).toEqual([
        'álvaro Souza',
        'ângela Dias',
        'Ângela Dias',
        'Bruno Lima',
        'Zélia Prado',
      ]),
    );
    expect(location(router)).toBe(`/remessas/info/${remessa.remessaId}?sort=nome`);

    await user.click(within(header('Nome')).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(header('Nome')).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(columnTexts(TABLE, 0)).toEqual([
        'Zélia Prado',
        'Bruno Lima',
        'Ângela Dias',
        'ângela Dias',
        'álvaro Souza',
      ]),
    );
    expect(location(router)).toBe(`/remessas/info/${remessa.remessaId}?sort=-nome`);
    // The payers are in the page: sorting reads none again (the page only checks its row, as it follows the remessa).
    expect(requests.all.filter((request) => request.operationId !== 'buscarRemessas')).toEqual([]);
  });

  it('sorts Valor Pagamento as amounts, keeping payers of equal value in the order the server gave them', async () => {
    const remessa = await remessaWithNames();
    const { user } = await openRemessa(remessa.remessaId);
    const before = columnTexts(TABLE, 0);
    const [firstOf95, secondOf95] = before.filter((nome) => nome === 'álvaro Souza' || nome === 'Bruno Lima');

    await user.click(screen.getByRole('button', { name: 'Valor Pagamento' }));
    await waitFor(() => expect(header('Valor Pagamento')).toHaveAttribute('aria-sort', 'ascending'));
    const values = columnTexts(TABLE, 3).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(columnTexts(TABLE, 0).slice(0, 2)).toEqual([firstOf95, secondOf95]);
    expect(header('Nome')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Valor Pagamento' }));
    await waitFor(() => expect(header('Valor Pagamento')).toHaveAttribute('aria-sort', 'descending'));
    expect(columnTexts(TABLE, 0)[0]).toBe('ângela Dias');
    // Descending too, equal values keep the server's order.
    expect(columnTexts(TABLE, 0).slice(-2)).toEqual([firstOf95, secondOf95]);
  });

  it('opens in the order its address keeps, and sorts only the columns the spec names', async () => {
    const remessa = await remessaWithNames();
    await openRemessa(remessa.remessaId, '?sort=-valor');
    await waitFor(() => expect(header('Valor Pagamento')).toHaveAttribute('aria-sort', 'descending'));
    expect(columnTexts(TABLE, 0)[0]).toBe('ângela Dias');
    const table = within(screen.getByRole('table', { name: TABLE }));
    for (const sortable of ['Nome', 'CPF/CNPJ', 'Valor Pagamento', 'Situação'])
      expect(within(header(sortable)).getByRole('button', { name: sortable })).toBeInTheDocument();
    for (const plain of ['E-mail', 'Ações'])
      expect(within(table.getByRole('columnheader', { name: plain })).queryByRole('button')).toBeNull();
  });

  it('puts the latest payment first when Situação is sorted descending', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const pagos = vinculosOf(remessa.remessaId).filter((v) => v.situacaoRemessaId === SituacaoRemessaId.PAGO);
    const latest = [...pagos].sort((a, b) => Date.parse(b.dataPagamento!) - Date.parse(a.dataPagamento!))[0];
    const { user } = await openRemessa(remessa.remessaId);
    await user.click(screen.getByRole('button', { name: 'Situação' }));
    await user.click(screen.getByRole('button', { name: 'Situação' }));
    await waitFor(() => expect(header('Situação')).toHaveAttribute('aria-sort', 'descending'));
    const nome = db.associados.findFirst((q) => q.where({ associadoId: latest.associadoId }))!.nome;
    expect(columnTexts(TABLE, 0)[0]).toBe(nome);
    expect(columnTexts(TABLE, 4).at(-1)).not.toMatch(/^Pago/);
  });

  it('takes two presses in a row as ascending then descending, though the first has not reached the address yet', async () => {
    const remessa = await remessaWithNames();
    const { router } = await openRemessa(remessa.remessaId);
    const nome = screen.getByRole('button', { name: 'Nome' });
    fireEvent.click(nome);
    fireEvent.click(nome);
    await waitFor(() => expect(header('Nome')).toHaveAttribute('aria-sort', 'descending'));
    expect(location(router)).toBe(`/remessas/info/${remessa.remessaId}?sort=-nome`);
  });
});
