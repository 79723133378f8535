import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { shownPercent, typingPercent } from '@/utils/br/percent';
import { Input } from './input';
import { useCaret } from './use-caret';

type PercentInputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The masked text: `4,5%`, `-10,0%`, or '' while empty. */
  value: string;
  onValueChange: (text: string) => void;
};

/** Where the caret goes in `text`: before the same count of digits, commas and signs as were after it. */
function caretBefore(text: string, tail: number) {
  let index = text.endsWith('%') ? text.length - 1 : text.length;
  for (let seen = 0; index > 0 && seen < tail; index--) if (/[\d,-]/.test(text[index - 1])) seen++;
  return index;
}

/**
 * A percentage in the spec's mask (one decimal, `%` after it), negative allowed: `4,5%` as typed,
 * `4,5%` once left (`4` becomes `4,0%`). Holds the masked text; `readPercent` reads the number.
 * `<PercentInput id={id} value={percentual} onValueChange={setPercentual} />`
 */
export function PercentInput({ value, onValueChange, onBlur, ref, ...input }: PercentInputProps) {
  const caret = useCaret(ref);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: raw, selectionStart } = event.target;
    const next = typingPercent(raw);
    const tail = raw.slice(selectionStart ?? raw.length).replace(/[^\d,-]/g, '').length;
    caret.placeAt(caretBefore(next, tail));
    onValueChange(next);
  };

  return (
    <Input
      {...input}
      ref={caret.ref}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={change}
      onBlur={(event) => {
        const shown = shownPercent(value);
        if (shown !== value) onValueChange(shown);
        onBlur?.(event);
      }}
    />
  );
}
