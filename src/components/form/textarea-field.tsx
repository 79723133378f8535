import { InputTextarea } from 'primereact/inputtextarea';
import type { FieldValues } from 'react-hook-form';
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
      {({ textInput, error }) => (
        <InputTextarea
          {...textInput}
          rows={rows}
          maxLength={maxLength}
          autoResize
          disabled={disabled}
          invalid={Boolean(error)}
          className="w-full"
        />
      )}
    </ControlledField>
  );
}
