import type { FieldValues } from 'react-hook-form';
import { DateInput } from '@/components/ui/date-input';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

type DateFieldProps<T extends FieldValues> = ControlledFieldProps<T> & { minDate?: Date; maxDate?: Date };

/** A date typed as dd/mm/aaaa or picked from a calendar; holds a Date or null. */
export function DateField<T extends FieldValues>({ disabled, minDate, maxDate, ...props }: DateFieldProps<T>) {
  return (
    <ControlledField {...props}>
      {({ field, control }) => (
        <DateInput
          {...control}
          value={(field.value as Date | null | undefined) ?? null}
          onValueChange={field.onChange}
          minDate={minDate}
          maxDate={maxDate}
          disabled={disabled}
          className="w-full"
        />
      )}
    </ControlledField>
  );
}
