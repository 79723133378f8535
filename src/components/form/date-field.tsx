import { Calendar } from 'primereact/calendar';
import type { FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

type DateFieldProps<T extends FieldValues> = ControlledFieldProps<T> & { minDate?: Date; maxDate?: Date };

/** A date picked or typed as dd/mm/aaaa (PrimeReact locale pt); holds a Date or null. */
export function DateField<T extends FieldValues>({ disabled, minDate, maxDate, ...props }: DateFieldProps<T>) {
  return (
    <ControlledField {...props}>
      {({ field, aria, primeInput }) => (
        <Calendar
          {...primeInput}
          inputRef={field.ref}
          dateFormat="dd/mm/yy"
          mask="99/99/9999"
          placeholder="dd/mm/aaaa"
          locale="pt"
          value={(field.value as Date | null | undefined) ?? null}
          onChange={(event) => field.onChange(event.value ?? null)}
          showIcon
          // The panel opens from the icon button: opening on focus would take the focus away from
          // the input and swallow what the user types.
          showOnFocus={false}
          minDate={minDate}
          maxDate={maxDate}
          // Calendar would put aria-* on its wrapper (a span, where aria-required is not allowed);
          // the input itself needs them to announce the message.
          // Its default inputMode none hides the phone keyboard, but the date is typed: digits.
          pt={{ input: { root: { ...aria, inputMode: 'numeric' } } }}
          disabled={disabled}
        />
      )}
    </ControlledField>
  );
}
