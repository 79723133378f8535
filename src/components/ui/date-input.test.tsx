import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, readDate } from './date-input';

function Vencimento({ initial = null, onValue }: { initial?: Date | null; onValue?: (value: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <>
      <label htmlFor="vencimento">Data de vencimento</label>
      <DateInput
        id="vencimento"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </>
  );
}

const field = () => screen.getByLabelText('Data de vencimento');

describe('DateInput', () => {
  it('puts the slashes in as the digits are typed and holds the date once it is whole', async () => {
    const onValue = vi.fn();
    render(<Vencimento onValue={onValue} />);
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(field(), '1002');
    expect(field()).toHaveValue('10/02');
    expect(onValue).not.toHaveBeenCalled();
    await userEvent.type(field(), '2020');
    expect(field()).toHaveValue('10/02/2020');
    expect(onValue).toHaveBeenLastCalledWith(new Date(2020, 1, 10));
  });

  it('holds no date for a day that does not exist, and leaves no half-typed text behind', async () => {
    const onValue = vi.fn();
    render(<Vencimento initial={new Date(2020, 1, 10)} onValue={onValue} />);
    expect(field()).toHaveValue('10/02/2020');
    await userEvent.clear(field());
    await userEvent.type(field(), '31022020');
    expect(onValue).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    expect(field()).toHaveValue('');
  });

  it('opens the calendar from Escolher data, takes a day from it, and closes on Escape', async () => {
    const onValue = vi.fn();
    render(<Vencimento initial={new Date(2020, 1, 10)} onValue={onValue} />);
    const escolher = screen.getByRole('button', { name: 'Escolher data' });
    expect(escolher).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(escolher);
    const calendario = await screen.findByRole('dialog', { name: 'Escolher data' });
    expect(escolher).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Escolher data' })).toBeNull();
    await waitFor(() => expect(escolher).toHaveFocus());
    expect(calendario).not.toBeInTheDocument();

    await userEvent.click(escolher);
    await userEvent.click(await screen.findByText('14'));
    expect(onValue).toHaveBeenLastCalledWith(new Date(2020, 1, 14));
    expect(field()).toHaveValue('14/02/2020');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Escolher data' })).toBeNull();
  });
});

describe('readDate', () => {
  it('reads a whole dd/mm/aaaa of a day that exists', () => {
    expect(readDate('29/02/2024')).toEqual(new Date(2024, 1, 29));
    expect(readDate('29/02/2023')).toBeNull();
    expect(readDate('10/02')).toBeNull();
  });
});
