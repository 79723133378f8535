import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldId } from './controlled-field';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
}

/** A checkbox with its label after it (Lembrar-me). */
export function CheckboxField<T extends FieldValues>({ control, name, label, disabled }: CheckboxFieldProps<T>) {
  const { field } = useController({ control, name });
  const inputId = fieldId(name);
  return (
    <div className="checkbox-field">
      <Checkbox
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
