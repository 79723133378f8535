import type { FieldValues } from 'react-hook-form';
import { Textarea } from '@/components/ui/input';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

type TextareaFieldProps<T extends FieldValues> = ControlledFieldProps<T> & { rows?: number; maxLength?: number };

export function TextareaField<T extends FieldValues>({
  disabled,
  rows = 4,
  maxLength,
  ...props
}: TextareaFieldProps<T>) {
  return (
    <ControlledField {...props}>
      {({ textInput }) => (
        <Textarea {...textInput} rows={rows} maxLength={maxLength} disabled={disabled} className="w-full" />
      )}
    </ControlledField>
  );
}
