import type { FieldValues } from 'react-hook-form';
import { MoneyInput } from '@/components/ui/money-input';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

/** Money in reais: shows `R$ 1.234,56`, holds a number (or null when empty). */
export function MoneyField<T extends FieldValues>({ disabled, ...props }: ControlledFieldProps<T>) {
  return (
    <ControlledField {...props}>
      {({ field, control }) => (
        <MoneyInput
          {...control}
          value={(field.value as number | null | undefined) ?? null}
          onValueChange={field.onChange}
          disabled={disabled}
          className="w-full"
        />
      )}
    </ControlledField>
  );
}
