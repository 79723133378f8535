import { InputNumber } from 'primereact/inputnumber';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { useFieldControl, type ControlledFieldProps } from './text-field';

/** Money in reais: shows `R$ 1.234,56`, holds a number (or null when empty). */
export function MoneyField<T extends FieldValues>({ control, name, label, required, disabled, hint, className, id }: ControlledFieldProps<T>) {
  const { field, inputId, error, aria, wrapper } = useFieldControl({ control, name, label, required, hint, className, id });
  return (
    <FormField {...wrapper}>
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
        {...aria}
        disabled={disabled}
        invalid={Boolean(error)}
        className="w-full"
        inputClassName="w-full"
      />
    </FormField>
  );
}
