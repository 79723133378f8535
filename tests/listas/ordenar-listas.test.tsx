import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { formatMoney } from '@/utils/br/money';
import { capSearchPages } from '../capped-searches';
import { location, renderApp } from '../render';
import { findTable, rowTexts } from './listas-helpers';

const header = (table: HTMLElement, name: string) => within(table).getByRole('columnheader', { name });
const collator = new Intl.Collator('pt-BR', { numeric: true });
/** What a remessa's Total pago adds up to: its payers who paid. */
const totalPagoOf = ({ remessaId }: { remessaId: number }) =>
  db.vinculos
    .findMany((q) => q.where({ remessaId }))
    .filter((vinculo) => vinculo.situacaoRemessaId === 4)
    .reduce((sum, vinculo) => sum + vinculo.valorPagamento, 0);

describe('sorting a list', () => {
  it('at MAX, sorts every remessa by a header, ascending then descending, and keeps the order in the address', async () => {
    const { user, router } = await renderApp('/listas?type=shipments&size=max', { signedIn: true });
    const table = await findTable('Remessas');
    await waitFor(() => expect(rowTexts(table)).toHaveLength(db.remessas.all().length));

    await user.click(within(header(table, 'Total pago')).getByRole('button', { name: 'Total pago' }));
    await waitFor(() => expect(header(table, 'Total pago')).toHaveAttribute('aria-sort', 'ascending'));
    expect(location(router)).toBe('/listas?type=shipments&size=max&sort=pago');
    const amounts = () => rowTexts(table).map((cells) => Number(cells[4].replace(/[^\d,]/g, '').replace(',', '.')));
    expect(amounts()).toEqual([...amounts()].sort((a, b) => a - b));

    await user.click(within(header(table, 'Total pago')).getByRole('button', { name: 'Total pago' }));
    await waitFor(() => expect(header(table, 'Total pago')).toHaveAttribute('aria-sort', 'descending'));
    expect(amounts()).toEqual([...amounts()].sort((a, b) => b - a));
    expect(rowTexts(table)[0][4]).toBe(formatMoney(Math.max(...db.remessas.all().map(totalPagoOf))));

    await user.click(within(header(table, 'Descrição')).getByRole('button', { name: 'Descrição' }));
    await waitFor(() => expect(header(table, 'Descrição')).toHaveAttribute('aria-sort', 'ascending'));
    const descriptions = rowTexts(table).map((cells) => cells[0]);
    expect(descriptions).toEqual([...descriptions].sort(collator.compare));
    expect(header(table, 'Total pago')).not.toHaveAttribute('aria-sort');
  });

  it('on a page of the server, offers no sorting, even when the address asks for it', async () => {
    await renderApp('/listas?type=shipments&sort=-pago', { signedIn: true });
    const table = await findTable('Remessas');
    await waitFor(() => expect(rowTexts(table)).toHaveLength(10));
    expect(within(table).queryAllByRole('button', { name: /^(Descrição|Valor|Total pago)$/ })).toEqual([]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter((th) => th.hasAttribute('aria-sort')),
    ).toEqual([]);
  });

  it('at MAX with rows the server did not send, offers no sorting of what is only part of the set', async () => {
    capSearchPages(20, { lastPage: 1 });
    await renderApp('/listas?type=shipments&size=max&sort=-pago', { signedIn: true });
    const table = await findTable('Remessas');
    expect(await screen.findByText(/^Faltam \d+ de \d+ remessas/)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Total pago' })).toBeNull();
    expect(header(table, 'Total pago')).not.toHaveAttribute('aria-sort');
  });
});
