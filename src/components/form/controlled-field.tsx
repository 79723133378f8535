import type { ChangeEvent, ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path, type RefCallBack } from 'react-hook-form';
import { FormField, fieldDescribedBy } from './form-field';

export interface ControlledFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
  id?: string;
}

export const fieldId = (name: string, id?: string) => id ?? `campo-${name.replace(/\./g, '-')}`;

/**
 * What every field component needs from react-hook-form: the controller, the input id, the error
 * message, the ARIA attributes tying the input to its label and message, and the FormField props.
 * `const { field, error, aria, wrapper } = useFieldControl(props)`
 */
export function useFieldControl<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  required,
  className,
}: ControlledFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const inputId = fieldId(name, id);
  const error = fieldState.error?.message;
  return {
    field,
    inputId,
    error,
    aria: {
      'aria-invalid': Boolean(error),
      'aria-required': required,
      'aria-describedby': fieldDescribedBy(inputId, error, hint),
    },
    wrapper: { id: inputId, label, error, hint, required, className },
  };
}

/** A field as its input sees it (whatever the form's values). */
interface FieldControl {
  field: { name: string; ref: RefCallBack; value: unknown; onChange: (value: unknown) => void; onBlur: () => void };
  inputId: string;
  error: string | undefined;
  aria: ReturnType<typeof useFieldControl>['aria'];
}

/** The props every kit control takes from the field besides its value: id, name, ref, onBlur and ARIA. */
const controlOf = ({ field, inputId, aria }: FieldControl) => ({
  ...aria,
  id: inputId,
  name: field.name,
  ref: field.ref,
  onBlur: field.onBlur,
});

/** The props a kit Input or Textarea holding text takes from the field. */
const textInputOf = (control: FieldControl) => ({
  ...controlOf(control),
  value: (control.field.value as string | null | undefined) ?? '',
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => control.field.onChange(event.target.value),
});

interface FieldRender extends FieldControl {
  /** For a control whose value is not text (MoneyInput, DateInput, Select, Checkbox): add value and onChange. */
  control: ReturnType<typeof controlOf>;
  textInput: ReturnType<typeof textInputOf>;
}

/**
 * One field: its label, hint and message around the input `children` renders from the field.
 * `<ControlledField {...props}>{({ textInput }) => <Input {...textInput} className="w-full" />}</ControlledField>`
 */
export function ControlledField<T extends FieldValues>({
  children,
  ...props
}: ControlledFieldProps<T> & { children: (control: FieldRender) => ReactNode }) {
  const { wrapper, ...control } = useFieldControl(props);
  return (
    <FormField {...wrapper}>
      {children({ ...control, control: controlOf(control), textInput: textInputOf(control) })}
    </FormField>
  );
}
