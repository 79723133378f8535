import { useLayoutEffect, useRef, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { shownPercent, typingPercent } from '@/utils/br/percent';
import { Input } from './input';

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
  const inner = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (pendingCaret.current !== null && inner.current && document.activeElement === inner.current) {
      inner.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: raw, selectionStart } = event.target;
    const next = typingPercent(raw);
    const tail = raw.slice(selectionStart ?? raw.length).replace(/[^\d,-]/g, '').length;
    pendingCaret.current = caretBefore(next, tail);
    onValueChange(next);
  };

  return (
    <Input
      {...input}
      ref={(element) => {
        inner.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
      }}
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
