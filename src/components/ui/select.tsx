import { Icon } from './icon';
import type { ComponentPropsWithRef } from 'react';

export interface SelectOption<V> {
  label: string;
  value: V;
  disabled?: boolean;
}

type SelectProps<V> = Omit<ComponentPropsWithRef<'select'>, 'value' | 'defaultValue' | 'onChange' | 'children'> & {
  options: readonly SelectOption<V>[];
  /** The chosen option's value; null (or a value no option has) shows the placeholder. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Shown while nothing is chosen ("Selecione", "Filtrar por"); not an option the user can pick. */
  placeholder?: string;
  /** On the wrapper, which takes the width (`w-full`). */
  className?: string;
};

/** An option's `<option value>`: its index, so any value (a number, a boolean, an object) can be held. */
const EMPTY = '';

/**
 * The panel's select: a native `<select>` (the keyboard, screen readers and a phone's picker work as
 * they do everywhere; no JavaScript to load or mount) drawn like the panel's inputs, with an arrow.
 * An error is drawn from `aria-invalid`, as on the kit's inputs.
 * `<Select id={id} value={uf} options={ufOptions} placeholder="Selecione" onChange={setUf} aria-invalid={…} />`
 */
export function Select<V>({ options, value, onChange, placeholder, className, disabled, ...select }: SelectProps<V>) {
  const chosen = value === null || value === undefined ? -1 : options.findIndex((option) => option.value === value);
  const classes = ['ui-select', chosen < 0 && 'ui-select--empty', disabled && 'ui-select--disabled', className]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes}>
      <select
        {...select}
        className="ui-select__control"
        disabled={disabled}
        value={chosen < 0 ? EMPTY : String(chosen)}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          if (event.target.value !== EMPTY && option) onChange(option.value);
        }}
      >
        {/* Shown while nothing is chosen; hidden from the open list, so it cannot be picked. */}
        {(chosen < 0 || placeholder !== undefined) && (
          <option value={EMPTY} disabled hidden>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option, index) => (
          <option key={index} value={String(index)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="pi-chevron-down" className="ui-select__arrow" />
    </span>
  );
}
