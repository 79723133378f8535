import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PercentInput } from './percent-input';

function Percentual() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="percentual">Percentual</label>
      <PercentInput id="percentual" value={value} onValueChange={setValue} />
      <button type="button">Outro</button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Percentual');

describe('PercentInput', () => {
  it('writes one decimal and the % sign as it is typed, with the caret before the sign', async () => {
    render(<Percentual />);
    await userEvent.type(field(), '4');
    expect(field()).toHaveValue('4%');
    expect(field().selectionStart).toBe(1);
    await userEvent.type(field(), ',55');
    expect(field()).toHaveValue('4,5%');
    expect(field().selectionStart).toBe(3);
  });

  it('takes a minus for a reduction, and shows one decimal once left', async () => {
    render(<Percentual />);
    await userEvent.type(field(), '-2');
    expect(field()).toHaveValue('-2%');
    await userEvent.click(screen.getByRole('button', { name: 'Outro' }));
    expect(field()).toHaveValue('-2,0%');
  });

  it('keeps no letters', async () => {
    render(<Percentual />);
    await userEvent.type(field(), 'abc');
    expect(field()).toHaveValue('');
  });
});
