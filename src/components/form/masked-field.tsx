import { useWatch, type FieldValues } from 'react-hook-form';
import { MaskedInput } from '@/components/ui/masked-input';
import { isMaskShaped, type InputMaskName } from '@/utils/br/masks';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

type MaskedFieldProps<T extends FieldValues> = ControlledFieldProps<T> & {
  mask: InputMaskName;
  autoComplete?: string;
  onBlur?: (value: string) => void;
};

/** Under a value the mask cannot show whole: it is shown, and sent back, as it came. */
export const KEPT_AS_STORED_HINT =
  'Mostrado como está gravado: este valor não cabe no formato do campo. Se você não alterá-lo, ele é enviado de volta exatamente assim.';

/**
 * A text field with one of the spec's masks (section 5). The form value is the masked text, or a
 * stored value the mask cannot show whole, as it came (`maskedFromServer`), with a note; build the
 * payload with `maskedToSend`, which gives that one back unchanged.
 * `<MaskedField control={control} name="cpf" label="CPF" mask="cpf" />`
 */
export function MaskedField<T extends FieldValues>({
  disabled,
  mask,
  autoComplete,
  onBlur,
  hint,
  ...props
}: MaskedFieldProps<T>) {
  const value: unknown = useWatch({ control: props.control, name: props.name });
  const keptAsStored = typeof value === 'string' && !isMaskShaped(mask, value);
  return (
    <ControlledField {...props} hint={keptAsStored ? KEPT_AS_STORED_HINT : hint}>
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
