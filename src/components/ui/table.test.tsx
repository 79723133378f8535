import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowsTable, TABLE_ROW_HEIGHT, Table, type TableColumn, type TableView } from './table';

interface Pessoa {
  id: number;
  nome: string;
  cpf: string;
}

const columns: TableColumn<Pessoa>[] = [
  { header: 'Nome', body: (pessoa) => pessoa.nome },
  { header: 'CPF', body: (pessoa) => pessoa.cpf, whole: 'document' },
  {
    header: 'Ações',
    width: '6rem',
    align: 'center',
    body: (pessoa) => <button type="button">Editar {pessoa.id}</button>,
  },
];
const pessoas = (count: number): Pessoa[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, nome: `Pessoa ${index + 1}`, cpf: '123.456.789-09' }));

const view = (changes: Partial<TableView<Pessoa>>): TableView<Pessoa> => ({
  rows: [],
  showSkeleton: false,
  isRefreshing: false,
  isError: false,
  retry: () => undefined,
  ...changes,
});

const texts = {
  label: 'Pessoas',
  emptyMessage: 'Nenhuma pessoa encontrada.',
  errorMessage: 'Não foi possível carregar.',
};

describe('Table', () => {
  it('shows its rows under the headers, a text whole on hover, a document never cut', () => {
    render(<Table {...texts} columns={columns} dataKey="id" skeletonRows={10} view={view({ rows: pessoas(3) })} />);
    const table = screen.getByRole('table', { name: 'Pessoas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'CPF', 'Ações']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Pessoa 1',
      'Pessoa 2',
      'Pessoa 3',
    ]);
    expect(within(rows[0]).getByText('Pessoa 1')).toHaveAttribute('title', 'Pessoa 1');
    expect(within(rows[0]).getByRole('button', { name: 'Editar 1' })).toBeInTheDocument();
    const cpf = within(rows[0]).getAllByRole('cell')[1];
    expect(cpf).toHaveClass('ui-table__whole');
    // As wide as 18 digits (00.000.000/0000-00), its header too.
    expect(cpf.style.width).toContain('11.52em');
    expect(within(table).getAllByRole('columnheader')[1].style.width).toBe(cpf.style.width);
    expect(table.closest('.ui-table')).toHaveAttribute('aria-busy', 'false');
  });

  it('while nothing has loaded, a skeleton of as many rows as expected, with the same headers, busy', () => {
    render(<Table {...texts} columns={columns} dataKey="id" skeletonRows={25} view={view({ showSkeleton: true })} />);
    const skeleton = screen.getByRole('status');
    expect(skeleton).toHaveTextContent('Carregando pessoas…');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).toBeNull();
    const table = skeleton.querySelector('table')!;
    expect([...table.querySelectorAll('th')].map((header) => header.textContent)).toEqual(['Nome', 'CPF', 'Ações']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(25);
  });

  it('a later load keeps the rows shown, dimmed and busy', () => {
    render(
      <Table
        {...texts}
        columns={columns}
        dataKey="id"
        skeletonRows={10}
        view={view({ rows: pessoas(2), isRefreshing: true })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pessoas' });
    expect(table.closest('.ui-table')).toHaveAttribute('aria-busy', 'true');
    expect(table.closest('.ui-table')).toHaveClass('ui-table--refreshing');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('says when there is nothing, and when the load failed offers Tentar novamente', async () => {
    const retry = vi.fn();
    const { rerender } = render(
      <Table {...texts} columns={columns} dataKey="id" skeletonRows={10} view={view({ rows: [] })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma pessoa encontrada.');

    rerender(
      <Table
        {...texts}
        columns={columns}
        dataKey="id"
        skeletonRows={10}
        view={view({ isError: true, errorReason: 'Servidor indisponível.', retry })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar.');
    expect(alert).toHaveTextContent('Servidor indisponível.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('beyond 100 rows renders only those in view, and scrolling brings the others', () => {
    render(<Table {...texts} columns={columns} dataKey="id" skeletonRows={10} view={view({ rows: pessoas(1000) })} />);
    const table = screen.getByRole('table', { name: 'Pessoas' });
    const firstNames = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .filter((row) => within(row).queryAllByRole('cell').length > 0)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(firstNames().length).toBeLessThan(30);
    expect(firstNames()[0]).toBe('Pessoa 1');

    const box = table.closest<HTMLElement>('.ui-table__scroll')!;
    expect(box).toHaveAttribute('tabindex', '0');
    box.scrollTop = 500 * TABLE_ROW_HEIGHT;
    fireEvent.scroll(box);
    expect(firstNames()).toContain('Pessoa 501');
    expect(firstNames()).not.toContain('Pessoa 1');
  });
});

describe('Table on a phone', () => {
  it("names each cell of a card by its column, the first column being the card's title", () => {
    render(<Table {...texts} columns={columns} dataKey="id" skeletonRows={10} view={view({ rows: pessoas(1) })} />);
    const [nome, cpf, acoes] = within(screen.getByRole('row', { name: /Pessoa 1/ })).getAllByRole('cell');
    expect(nome).toHaveClass('ui-table__cell--title');
    expect(nome).not.toHaveAttribute('data-label');
    expect(cpf).toHaveAttribute('data-label', 'CPF');
    expect(acoes).toHaveAttribute('data-label', 'Ações');
  });

  it('beyond 100 rows renders the cards in view, placed by their height', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 37.5rem)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      render(
        <Table {...texts} columns={columns} dataKey="id" skeletonRows={10} view={view({ rows: pessoas(1000) })} />,
      );
      const table = screen.getByRole('table', { name: 'Pessoas' });
      const box = table.closest<HTMLElement>('.ui-table__scroll')!;
      // A card of three lines of 40 px, its padding and border: 137 px.
      box.scrollTop = 500 * 137;
      fireEvent.scroll(box);
      const names = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);
      expect(names).toContain('Pessoa 501');
      expect(names).not.toContain('Pessoa 480');
      expect(table.querySelector('tbody')!.style.transform).toBe(`translateY(${494 * 137}px)`);
    } finally {
      matchMedia.mockRestore();
    }
  });
});

describe('RowsTable', () => {
  it('shows rows already in hand, or its empty message', () => {
    const { rerender } = render(<RowsTable {...texts} columns={columns} dataKey="id" rows={pessoas(1)} />);
    expect(within(screen.getByRole('table', { name: 'Pessoas' })).getAllByRole('row')).toHaveLength(2);
    rerender(<RowsTable {...texts} columns={columns} dataKey="id" rows={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma pessoa encontrada.');
  });
});
