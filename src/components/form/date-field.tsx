import { Calendar } from 'primereact/calendar';
import { useController, type FieldValues } from 'react-hook-form';
import { FormField, fieldDescribedBy } from './form-field';
import { fieldId, type ControlledFieldProps } from './text-field';

type DateFieldProps<T extends FieldValues> = ControlledFieldProps<T> & { minDate?: Date; maxDate?: Date };

/** A date picked or typed as dd/mm/aaaa (PrimeReact locale pt); holds a Date or null. */
export function DateField<T extends FieldValues>({ control, name, label, required, disabled, hint, className, id, minDate, maxDate }: DateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const inputId = fieldId(name, id);
  const error = fieldState.error?.message;
  return (
    <FormField id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
      <Calendar
        inputId={inputId}
        name={field.name}
        inputRef={field.ref}
        value={(field.value as Date | null | undefined) ?? null}
        onChange={(event) => field.onChange(event.value ?? null)}
        onBlur={field.onBlur}
        dateFormat="dd/mm/yy"
        mask="99/99/9999"
        placeholder="dd/mm/aaaa"
        locale="pt"
        showIcon
        minDate={minDate}
        maxDate={maxDate}
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
