import type { ChangeEvent, ComponentPropsWithRef, KeyboardEvent } from 'react';
import { Input } from './input';
import { useCaret } from './use-caret';
import { onlyDigits } from '@/utils/br/digits';
import { maskFormatters, type InputMaskName } from '@/utils/br/masks';

type MaskedInputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type'> & {
  mask: InputMaskName;
  value: string;
  onValueChange: (masked: string) => void;
};

/** Position in `masked` just after its `digitCount`-th digit. */
function caretAfterDigits(masked: string, digitCount: number) {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index++) {
    if (/\d/.test(masked[index]) && ++seen === digitCount) return index + 1;
  }
  return masked.length;
}

/**
 * A text input that keeps its value in one of the spec's masks while the user types, pastes or
 * deletes, with the caret kept beside the digit being edited. Built on the same formatters that
 * format table cells, so a field and a cell always agree.
 * `<MaskedInput mask="cep" id={id} value={cep} onValueChange={setCep} />`
 */
export function MaskedInput({ mask, value, onValueChange, onKeyDown, ref: forwardedRef, ...input }: MaskedInputProps) {
  const caret = useCaret(forwardedRef);
  const format = maskFormatters[mask];

  const apply = (raw: string, position: number) => {
    const digitsBeforeCaret = onlyDigits(raw.slice(0, position)).length;
    const masked = format(raw);
    caret.placeAt(caretAfterDigits(masked, digitsBeforeCaret));
    onValueChange(masked);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: raw, selectionStart } = event.target;
    apply(raw, selectionStart ?? raw.length);
  };

  // Backspace right after a separator deletes the digit before it, instead of getting stuck.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const target = event.currentTarget;
    const { selectionStart, selectionEnd } = target;
    if (event.key !== 'Backspace' || selectionStart === null || selectionStart !== selectionEnd || selectionStart === 0)
      return;
    if (/\d/.test(target.value[selectionStart - 1])) return;
    event.preventDefault();
    const digitIndex = onlyDigits(target.value.slice(0, selectionStart)).length;
    if (digitIndex === 0) return;
    const digits = onlyDigits(target.value);
    const nextDigits = digits.slice(0, digitIndex - 1) + digits.slice(digitIndex);
    const masked = format(nextDigits);
    caret.placeAt(caretAfterDigits(masked, digitIndex - 1));
    onValueChange(masked);
  };

  return (
    <Input
      inputMode="numeric"
      {...input}
      ref={caret.ref}
      value={value}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
    />
  );
}
