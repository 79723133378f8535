import { Dropdown } from 'primereact/dropdown';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

export interface SelectOption<V> {
  label: string;
  value: V;
}

type SelectFieldProps<T extends FieldValues, V> = ControlledFieldProps<T> & {
  options: SelectOption<V>[];
  placeholder?: string;
};

/** `<SelectField control={control} name="uf" label="UF" options={ufOptions} placeholder="Selecione" />` */
export function SelectField<T extends FieldValues, V>({
  disabled,
  options,
  placeholder,
  ...props
}: SelectFieldProps<T, V>) {
  return (
    <ControlledField {...props}>
      {({ field, aria, primeInput }) => (
        <Dropdown
          {...primeInput}
          focusInputRef={field.ref}
          value={field.value ?? null}
          onChange={(event) => field.onChange(event.value)}
          options={options}
          optionLabel="label"
          optionValue="value"
          placeholder={placeholder ?? 'Selecione'}
          {...aria}
          disabled={disabled}
        />
      )}
    </ControlledField>
  );
}
