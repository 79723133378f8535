import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldId } from './controlled-field';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
}

/** A native checkbox (keyboard and screen readers work as they do everywhere). */
export function CheckboxField<T extends FieldValues>({ control, name, label, disabled }: CheckboxFieldProps<T>) {
  const { field } = useController({ control, name });
  const inputId = fieldId(name);
  return (
    <div className="checkbox-field">
      <input
        type="checkbox"
        id={inputId}
        name={field.name}
        ref={field.ref}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        disabled={disabled}
      />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
