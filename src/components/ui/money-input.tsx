import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { groupThousands } from '@/utils/br/numbers';
import { Input } from './input';
import { useCaret } from './use-caret';

type MoneyInputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** In reais; null while the field is empty. */
  value: number | null;
  onValueChange: (value: number | null) => void;
};

const PREFIX = 'R$\u00a0';
const MAX_WHOLE_DIGITS = 12;

/** What the user typed, read as reais: the digits before the first comma, and up to two after it. */
function read(text: string) {
  const [wholeText, ...rest] = text.replace(/^R\$/, '').split(',');
  const whole = wholeText
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_WHOLE_DIGITS);
  const cents = rest.length > 0 ? rest.join('').replace(/\D/g, '').slice(0, 2) : undefined;
  const amount = whole === '' && !cents ? null : Number(`${whole || '0'}.${cents ?? ''}`);
  return { whole, cents, amount };
}

/** As it is being typed: `R$ 1.234,5` (the comma and the cents only once typed). */
function typing({ whole, cents }: ReturnType<typeof read>) {
  if (whole === '' && cents === undefined) return '';
  return `${PREFIX}${groupThousands(whole || '0')}${cents === undefined ? '' : `,${cents}`}`;
}

/** Once left: `R$ 1.234,50`, as Intl's pt-BR currency writes it (a no-break space after R$). */
function shown(amount: number | null) {
  if (amount === null) return '';
  const cents = String(Math.round(Math.abs(amount) * 100)).padStart(3, '0');
  return `${amount < 0 ? '-' : ''}${PREFIX}${groupThousands(cents.slice(0, -2))},${cents.slice(-2)}`;
}

/** Where the caret goes in `text`: before the same count of digits and commas as were after it. */
function caretBefore(text: string, tail: number) {
  let index = text.length;
  for (let seen = 0; index > 0 && seen < tail; index--) if (/[\d,]/.test(text[index - 1])) seen++;
  return index;
}

/**
 * Money in reais: shows `R$ 1.234,56` as the user types (digits, then a comma and the cents), holds
 * a number or null. Negative amounts cannot be typed.
 * `<MoneyInput id={id} value={mensalidade} onValueChange={setMensalidade} />`
 */
export function MoneyInput({ value, onValueChange, onBlur, ref, ...input }: MoneyInputProps) {
  const [text, setText] = useState(() => shown(value));
  const [followed, setFollowed] = useState(value);
  const caret = useCaret(ref);

  // The value changed elsewhere (a record loaded, a reset): show it, unless it is what is typed.
  if (value !== followed) {
    setFollowed(value);
    if (read(text).amount !== value) setText(shown(value));
  }

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: raw, selectionStart } = event.target;
    const typed = read(raw);
    const next = typing(typed);
    const tail = raw.slice(selectionStart ?? raw.length).replace(/[^\d,]/g, '').length;
    caret.placeAt(caretBefore(next, tail));
    setText(next);
    setFollowed(typed.amount);
    if (typed.amount !== value) onValueChange(typed.amount);
  };

  return (
    <Input
      {...input}
      ref={caret.ref}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={change}
      onBlur={(event) => {
        setText(shown(read(text).amount));
        onBlur?.(event);
      }}
    />
  );
}
