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

/** PrimeReact's input look on a native input (no PrimeReact JavaScript needed). */
export const inputClassName = (error?: string, disabled?: boolean) =>
  `p-inputtext p-component w-full ${error ? 'p-invalid' : ''} ${disabled ? 'p-disabled' : ''}`;

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

/** The props a native input or textarea holding text takes from the field (its ARIA included). */
const textInputOf = ({ field, inputId, aria }: FieldControl) => ({
  ...aria,
  id: inputId,
  name: field.name,
  ref: field.ref,
  value: (field.value as string | null | undefined) ?? '',
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(event.target.value),
  onBlur: field.onBlur,
});

/** The props a PrimeReact input (Calendar, InputNumber, Dropdown) takes from the field, besides its ref and value. */
const primeInputOf = ({ field, inputId, error }: FieldControl) => ({
  inputId,
  name: field.name,
  onBlur: field.onBlur,
  invalid: Boolean(error),
  className: 'w-full',
});

interface FieldRender extends FieldControl {
  textInput: ReturnType<typeof textInputOf>;
  primeInput: ReturnType<typeof primeInputOf>;
}

/**
 * One field: its label, hint and message around the input `children` renders from the field.
 * `<ControlledField {...props}>{({ textInput }) => <input {...textInput} />}</ControlledField>`
 */
export function ControlledField<T extends FieldValues>({
  children,
  ...props
}: ControlledFieldProps<T> & { children: (control: FieldRender) => ReactNode }) {
  const { wrapper, ...control } = useFieldControl(props);
  return (
    <FormField {...wrapper}>
      {children({ ...control, textInput: textInputOf(control), primeInput: primeInputOf(control) })}
    </FormField>
  );
}
