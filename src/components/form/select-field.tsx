import { Dropdown } from 'primereact/dropdown';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { useFieldControl, type ControlledFieldProps } from './text-field';

export interface SelectOption<V> {
  label: string;
  value: V;
}

type SelectFieldProps<T extends FieldValues, V> = ControlledFieldProps<T> & {
  options: SelectOption<V>[];
  placeholder?: string;
};

/** `<SelectField control={control} name="uf" label="UF" options={ufOptions} placeholder="Selecione" />` */
export function SelectField<T extends FieldValues, V>({ control, name, label, required, disabled, hint, className, id, options, placeholder }: SelectFieldProps<T, V>) {
  const { field, inputId, error, aria, wrapper } = useFieldControl({ control, name, label, required, hint, className, id });
  return (
    <FormField {...wrapper}>
      <Dropdown
        inputId={inputId}
        name={field.name}
        focusInputRef={field.ref}
        value={field.value ?? null}
        onChange={(event) => field.onChange(event.value)}
        onBlur={field.onBlur}
        options={options}
        optionLabel="label"
        optionValue="value"
        placeholder={placeholder ?? 'Selecione'}
        {...aria}
        disabled={disabled}
        invalid={Boolean(error)}
        className="w-full"
      />
    </FormField>
  );
}
