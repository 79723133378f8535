import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

type TextFieldProps<T extends FieldValues> = ControlledFieldProps<T> &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'maxLength' | 'placeholder' | 'inputMode' | 'autoFocus'
  >;

/** `<TextField control={control} name="nome" label="Nome" required maxLength={250} />` */
export function TextField<T extends FieldValues>({ disabled, type = 'text', ...props }: TextFieldProps<T>) {
  const { autoComplete, maxLength, placeholder, inputMode, autoFocus, ...field } = props;
  const input = { autoComplete, maxLength, placeholder, inputMode, autoFocus };
  return (
    <ControlledField {...field}>
      {({ textInput }) => <Input {...input} {...textInput} type={type} disabled={disabled} className="w-full" />}
    </ControlledField>
  );
}
