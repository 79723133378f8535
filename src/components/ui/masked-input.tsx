import { useLayoutEffect, useRef, type ChangeEvent, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { Input } from './input';
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
  const inner = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const format = maskFormatters[mask];

  useLayoutEffect(() => {
    if (pendingCaret.current !== null && inner.current && document.activeElement === inner.current) {
      inner.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const apply = (raw: string, caret: number) => {
    const digitsBeforeCaret = onlyDigits(raw.slice(0, caret)).length;
    const masked = format(raw);
    pendingCaret.current = caretAfterDigits(masked, digitsBeforeCaret);
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
    pendingCaret.current = caretAfterDigits(masked, digitIndex - 1);
    onValueChange(masked);
  };

  return (
    <Input
      inputMode="numeric"
      {...input}
      ref={(element) => {
        inner.current = element;
        if (typeof forwardedRef === 'function') forwardedRef(element);
        else if (forwardedRef) forwardedRef.current = element;
      }}
      value={value}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
    />
  );
}
