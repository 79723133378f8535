import { InputTextarea } from 'primereact/inputtextarea';
import { useController, type FieldValues } from 'react-hook-form';
import { FormField, fieldDescribedBy } from './form-field';
import { fieldId, type ControlledFieldProps } from './text-field';

type TextareaFieldProps<T extends FieldValues> = ControlledFieldProps<T> & { rows?: number; maxLength?: number };

export function TextareaField<T extends FieldValues>({ control, name, label, required, disabled, hint, className, id, rows = 4, maxLength }: TextareaFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const inputId = fieldId(name, id);
  const error = fieldState.error?.message;
  return (
    <FormField id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
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
