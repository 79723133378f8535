import { InputNumber } from 'primereact/inputnumber';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

/** Money in reais: shows `R$ 1.234,56`, holds a number (or null when empty). */
export function MoneyField<T extends FieldValues>({ disabled, ...props }: ControlledFieldProps<T>) {
  return (
    <ControlledField {...props}>
      {({ field, aria, primeInput }) => (
        <InputNumber
          {...primeInput}
          inputRef={field.ref}
          value={(field.value as number | null | undefined) ?? null}
          onValueChange={(event) => field.onChange(event.value ?? null)}
          mode="currency"
          currency="BRL"
          locale="pt-BR"
          minFractionDigits={2}
          maxFractionDigits={2}
          min={0}
          {...aria}
          disabled={disabled}
          inputClassName="w-full"
        />
      )}
    </ControlledField>
  );
}
