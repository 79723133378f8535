import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input';

function Mensalidade({
  initial = null,
  onValue,
}: {
  initial?: number | null;
  onValue?: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="mensalidade">Mensalidade</label>
      <MoneyInput
        id="mensalidade"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output>{String(value)}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Mensalidade');

describe('MoneyInput', () => {
  it('shows R$ and the thousands as the digits are typed, and the cents after a comma', async () => {
    const onValue = vi.fn();
    render(<Mensalidade onValue={onValue} />);
    await userEvent.type(field(), '1234');
    expect(field()).toHaveValue('R$\u00a01.234');
    expect(onValue).toHaveBeenLastCalledWith(1234);
    await userEvent.type(field(), ',5');
    expect(field()).toHaveValue('R$\u00a01.234,5');
    expect(onValue).toHaveBeenLastCalledWith(1234.5);
    await userEvent.type(field(), '67');
    expect(field()).toHaveValue('R$\u00a01.234,56');
    expect(onValue).toHaveBeenLastCalledWith(1234.56);
  });

  it('writes two decimals once left, and holds null when emptied', async () => {
    const onValue = vi.fn();
    render(<Mensalidade onValue={onValue} />);
    await userEvent.type(field(), '250');
    await userEvent.tab();
    expect(field()).toHaveValue('R$\u00a0250,00');
    await userEvent.clear(field());
    expect(onValue).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    expect(field()).toHaveValue('');
  });

  it('takes no letters, no minus sign and no second comma', async () => {
    render(<Mensalidade />);
    await userEvent.type(field(), '-1a2,3,4x5');
    expect(field()).toHaveValue('R$\u00a012,34');
    expect(screen.getByRole('status')).toHaveTextContent('12.34');
  });

  it('shows an amount it is given (a record loaded) and follows when it changes elsewhere', () => {
    const { rerender } = render(<MoneyInput aria-label="Valor" value={1500.5} onValueChange={() => {}} />);
    expect(screen.getByLabelText('Valor')).toHaveValue('R$\u00a01.500,50');
    rerender(<MoneyInput aria-label="Valor" value={null} onValueChange={() => {}} />);
    expect(screen.getByLabelText('Valor')).toHaveValue('');
  });
});
