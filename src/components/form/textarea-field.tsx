import { InputTextarea } from 'primereact/inputtextarea';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { useFieldControl, type ControlledFieldProps } from './text-field';

type TextareaFieldProps<T extends FieldValues> = ControlledFieldProps<T> & { rows?: number; maxLength?: number };

export function TextareaField<T extends FieldValues>({ control, name, label, required, disabled, hint, className, id, rows = 4, maxLength }: TextareaFieldProps<T>) {
  const { field, inputId, error, aria, wrapper } = useFieldControl({ control, name, label, required, hint, className, id });
  return (
    <FormField {...wrapper}>
      <InputTextarea
        id={inputId}
        name={field.name}
        ref={field.ref}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        rows={rows}
        maxLength={maxLength}
        autoResize
        {...aria}
        disabled={disabled}
        invalid={Boolean(error)}
        className="w-full"
      />
    </FormField>
  );
}
