import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './select';

const profiles: SelectOption<boolean>[] = [
  { label: 'Gestão', value: true },
  { label: 'Associado', value: false },
];

function Labelled<V>(props: Omit<React.ComponentProps<typeof Select<V>>, 'id'>) {
  return (
    <>
      <label htmlFor="perfil">Perfil</label>
      <Select<V> id="perfil" {...props} />
    </>
  );
}

describe('Select', () => {
  it('shows its placeholder until a choice, and offers only the options', () => {
    render(<Labelled value={null} options={profiles} placeholder="Selecione" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Perfil' });
    expect(select).toHaveDisplayValue('Selecione');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gestão', 'Associado']);
    expect(select.closest('.ui-select')).toHaveClass('ui-select--empty');
  });

  it('hands back the option’s own value, not a string, and shows the choice', async () => {
    function Profile({ onChange }: { onChange: (value: boolean) => void }) {
      const [value, setValue] = useState<boolean | null>(null);
      return (
        <Labelled
          value={value}
          options={profiles}
          placeholder="Selecione"
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    const onChange = vi.fn();
    render(<Profile onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Perfil' });
    await userEvent.selectOptions(select, 'Associado');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(select).toHaveDisplayValue('Associado');
    expect(select.closest('.ui-select')).not.toHaveClass('ui-select--empty');
  });

  // Its keys (arrows, type-ahead, Alt+↓) are the browser's own: jsdom has none; the e2e tests press them.
  it('is reached with Tab and holds numbers (the page size)', async () => {
    const onChange = vi.fn();
    render(
      <Labelled
        value={10}
        options={[10, 20, 50].map((size) => ({ label: String(size), value: size }))}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Perfil' });
    expect(select).toHaveDisplayValue('10');
    await userEvent.tab();
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '20');
    expect(onChange).toHaveBeenLastCalledWith(20);
  });

  it('keeps showing the placeholder when its owner keeps no choice (a filter that adds a chip)', async () => {
    const onChange = vi.fn();
    render(
      <Labelled
        value={null}
        options={[{ label: 'Cidade', value: 'Cidade' }]}
        placeholder="Filtrar por"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Perfil' });
    await userEvent.selectOptions(select, 'Cidade');
    expect(onChange).toHaveBeenCalledWith('Cidade');
    expect(select).toHaveDisplayValue('Filtrar por');
  });

  it('passes its ARIA to the select and draws an error, and disabled takes no choice', () => {
    render(
      <Labelled
        value={null}
        options={profiles}
        placeholder="Selecione"
        onChange={() => {}}
        aria-invalid
        aria-required
        aria-describedby="perfil-error"
        disabled
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Perfil' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('aria-describedby', 'perfil-error');
    expect(select).toBeDisabled();
    expect(select.closest('.ui-select')).toHaveClass('ui-select--disabled');
  });
});
