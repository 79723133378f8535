import type { InputHTMLAttributes, ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
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
export function useFieldControl<T extends FieldValues>({ control, name, id, label, hint, required, className }: ControlledFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const inputId = fieldId(name, id);
  const error = fieldState.error?.message;
  return {
    field,
    inputId,
    error,
    aria: { 'aria-invalid': Boolean(error), 'aria-required': required, 'aria-describedby': fieldDescribedBy(inputId, error, hint) },
    wrapper: { id: inputId, label, error, hint, required, className },
  };
}

/** PrimeReact's input look on a native input (no PrimeReact JavaScript needed). */
export const inputClassName = (error?: string, disabled?: boolean) =>
  `p-inputtext p-component w-full ${error ? 'p-invalid' : ''} ${disabled ? 'p-disabled' : ''}`;

type TextFieldProps<T extends FieldValues> = ControlledFieldProps<T> &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'maxLength' | 'placeholder' | 'inputMode' | 'autoFocus'>;

/** `<TextField control={control} name="nome" label="Nome" required maxLength={250} />` */
export function TextField<T extends FieldValues>({ control, name, label, required, disabled, hint, className, id, type = 'text', ...input }: TextFieldProps<T>) {
  const { field, inputId, error, aria, wrapper } = useFieldControl({ control, name, label, required, hint, className, id });
  return (
    <FormField {...wrapper}>
      <input
        {...input}
        {...aria}
        type={type}
        id={inputId}
        name={field.name}
        ref={field.ref}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        className={inputClassName(error, disabled)}
      />
    </FormField>
  );
}
