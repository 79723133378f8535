import type { FieldValues } from 'react-hook-form';
import { PercentInput } from '@/components/ui/percent-input';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

/** A percentage in the spec's mask (`4,5%`, `-2,0%`): holds the masked text; `readPercent` reads it. */
export function PercentField<T extends FieldValues>({ disabled, ...props }: ControlledFieldProps<T>) {
  return (
    <ControlledField {...props}>
      {({ field, control }) => (
        <PercentInput
          {...control}
          value={(field.value as string | null | undefined) ?? ''}
          onValueChange={field.onChange}
          disabled={disabled}
          className="w-full"
        />
      )}
    </ControlledField>
  );
}
