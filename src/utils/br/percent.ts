/*
 * The spec's percent mask (section 5: "percent one decimal with % suffix"), with a sign for a
 * reduction: `4,5%`, `-10,0%`. The field holds the masked text; `readPercent` reads it.
 */

/** Digits before the comma: -50 % to 100 % need three; a fourth is never a percentage the panel takes. */
const MAX_WHOLE_DIGITS = 4;

interface PercentParts {
  negative: boolean;
  whole: string;
  /** undefined until a comma is typed. */
  decimal?: string;
}

function partsOf(text: string): PercentParts {
  const negative = /^\s*-/.test(text);
  const [wholeText, ...rest] = text.replace(/%/g, '').split(',');
  const whole = wholeText
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_WHOLE_DIGITS);
  const decimal = rest.length > 0 ? rest.join('').replace(/\D/g, '').slice(0, 1) : undefined;
  return { negative, whole, decimal };
}

/**
 * The mask as it is being typed: `typingPercent('4,55')` → `'4,5%'`, `typingPercent('-')` → `'-%'`,
 * `typingPercent('abc')` → `''`.
 */
export function typingPercent(text: string): string {
  const { negative, whole, decimal } = partsOf(text);
  if (!negative && whole === '' && decimal === undefined) return '';
  const number = whole === '' && decimal !== undefined ? '0' : whole;
  return `${negative ? '-' : ''}${number}${decimal === undefined ? '' : `,${decimal}`}%`;
}

/** Once the field is left: one decimal always, `'4%'` → `'4,0%'`; a text with no digit stays as typed. */
export function shownPercent(text: string): string {
  const { negative, whole, decimal } = partsOf(text);
  if (whole === '' && !decimal) return typingPercent(text);
  return `${negative ? '-' : ''}${whole || '0'},${decimal || '0'}%`;
}

/**
 * The percentage a masked text holds, or null when it holds no number (empty, `-%`):
 * `readPercent('-2,5%')` → -2.5; `readPercent('4%')` → 4.
 */
export function readPercent(text: string): number | null {
  const { negative, whole, decimal } = partsOf(text);
  if (whole === '' && !decimal) return null;
  const value = Number(`${whole || '0'}.${decimal || '0'}`);
  return negative ? -value : value;
}

/** A percentage as the mask shows it: `formatPercent(-2.5)` → `'-2,5%'`. */
export const formatPercent = (value: number) => shownPercent(String(value).replace('.', ','));
