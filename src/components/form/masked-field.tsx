import type { FieldValues } from 'react-hook-form';
import { MaskedInput } from '@/components/ui/masked-input';
import type { InputMaskName } from '@/utils/br/masks';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

type MaskedFieldProps<T extends FieldValues> = ControlledFieldProps<T> & {
  mask: InputMaskName;
  autoComplete?: string;
  onBlur?: (value: string) => void;
};

/**
 * A text field with one of the spec's masks (section 5). The form value is the masked text;
 * strip it with `onlyDigits` when building the payload.
 * `<MaskedField control={control} name="cpf" label="CPF" mask="cpf" />`
 */
export function MaskedField<T extends FieldValues>({
  disabled,
  mask,
  autoComplete,
  onBlur,
  ...props
}: MaskedFieldProps<T>) {
  return (
    <ControlledField {...props}>
      {({ field, control }) => (
        <MaskedInput
          {...control}
          mask={mask}
          value={(field.value as string | null | undefined) ?? ''}
          onValueChange={field.onChange}
          onBlur={(event) => {
            field.onBlur();
            onBlur?.(event.target.value);
          }}
          autoComplete={autoComplete}
          disabled={disabled}
          className="w-full"
        />
      )}
    </ControlledField>
  );
}
