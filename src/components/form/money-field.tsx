import { InputNumber } from 'primereact/inputnumber';
import { useController, type FieldValues } from 'react-hook-form';
import { FormField, fieldDescribedBy } from './form-field';
import { fieldId, type ControlledFieldProps } from './text-field';

/** Money in reais: shows `R$ 1.234,56`, holds a number (or null when empty). */
export function MoneyField<T extends FieldValues>({ control, name, label, required, disabled, hint, className, id }: ControlledFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const inputId = fieldId(name, id);
  const error = fieldState.error?.message;
  return (
    <FormField id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
      <InputNumber
        inputId={inputId}
        name={field.name}
        inputRef={field.ref}
        value={(field.value as number | null | undefined) ?? null}
        onValueChange={(event) => field.onChange(event.value ?? null)}
        onBlur={field.onBlur}
        mode="currency"
        currency="BRL"
        locale="pt-BR"
        minFractionDigits={2}
        maxFractionDigits={2}
        min={0}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-required={required}
        aria-describedby={fieldDescribedBy(inputId, error, hint)}
        className="w-full"
        inputClassName="w-full"
      />
    </FormField>
  );
}
