import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageLinks } from './pager';

describe('pageLinks', () => {
  it('shows five page links with the current one in the middle when it can, as PrimeReact Paginator did', () => {
    expect(pageLinks(1, 16)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(3, 16)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(8, 16)).toEqual([6, 7, 8, 9, 10]);
    expect(pageLinks(15, 16)).toEqual([12, 13, 14, 15, 16]);
    expect(pageLinks(16, 16)).toEqual([12, 13, 14, 15, 16]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 2)).toEqual([1, 2]);
  });
});

describe('Pager', () => {
  const buttonNames = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));

  it('names each link in Portuguese, marks the current page and goes where each one says', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={8} pageCount={16} onPageChange={onPageChange} />);
    expect(buttonNames()).toEqual([
      'Primeira página',
      'Página anterior',
      'Página 6',
      'Página 7',
      'Página 8',
      'Página 9',
      'Página 10',
      'Próxima página',
      'Última página',
    ]);
    expect(screen.getByRole('button', { name: 'Página 8' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Página 9' })).not.toHaveAttribute('aria-current');

    for (const [name, page] of [
      ['Primeira página', 1],
      ['Página anterior', 7],
      ['Página 10', 10],
      ['Próxima página', 9],
      ['Última página', 16],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name }));
      expect(onPageChange).toHaveBeenLastCalledWith(page);
    }
  });

  it('disables going back on the first page and forward on the last', () => {
    const { rerender } = render(<Pager page={1} pageCount={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeEnabled();

    rerender(<Pager page={3} pageCount={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
  });

  it('draws its arrows with the kit’s icons, hidden from assistive technology', () => {
    render(<Pager page={2} pageCount={3} onPageChange={() => undefined} />);
    const first = screen.getByRole('button', { name: 'Primeira página' });
    expect(first.querySelector('.ui-icon.pi-angle-double-left')).toHaveAttribute('aria-hidden', 'true');
  });
});
