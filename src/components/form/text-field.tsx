import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, inputClassName, type ControlledFieldProps } from './controlled-field';

type TextFieldProps<T extends FieldValues> = ControlledFieldProps<T> &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'maxLength' | 'placeholder' | 'inputMode' | 'autoFocus'
  >;

/** `<TextField control={control} name="nome" label="Nome" required maxLength={250} />` */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  hint,
  className,
  id,
  type = 'text',
  ...input
}: TextFieldProps<T>) {
  return (
    <ControlledField
      control={control}
      name={name}
      label={label}
      required={required}
      hint={hint}
      className={className}
      id={id}
    >
      {({ textInput, error }) => (
        <input {...input} {...textInput} type={type} disabled={disabled} className={inputClassName(error, disabled)} />
      )}
    </ControlledField>
  );
}
