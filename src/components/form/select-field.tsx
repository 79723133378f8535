import { Dropdown } from 'primereact/dropdown';
import { useController, type FieldValues } from 'react-hook-form';
import { FormField, fieldDescribedBy } from './form-field';
import { fieldId, type ControlledFieldProps } from './text-field';

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
  const { field, fieldState } = useController({ control, name });
  const inputId = fieldId(name, id);
  const error = fieldState.error?.message;
  return (
    <FormField id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
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
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-required={required}
        aria-describedby={fieldDescribedBy(inputId, error, hint)}
        className="w-full"
      />
    </FormField>
  );
}
