// Made on first use: a pt-BR currency formatter takes ~5 ms to build (~20 ms on a slow phone), and
// the list that opens first (associates) shows no money.
let brl: Intl.NumberFormat | undefined;

const THOUSANDS = { '.': /^\d{1,3}(\.\d{3})+$/, ',': /^\d{1,3}(,\d{3})+$/ } as const;

/**
 * An amount in reais written as text, in either convention: `'1500.50'`, `'1500,50'`,
 * `'1.500,50'`, `'1,500.50'`, `'R$ 1.500,50'` → 1500.5. Null when it cannot be read without
 * guessing: `'1.500'` and `'1,500'` may be 1.5 or 1500; or when it is no amount at all (`'mil'`).
 */
export function readAmountText(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(/^R\$\s*/, '')
    .replace(/\u00a0/g, '');
  const match = /^(-?)(\d[\d.,]*)$/.exec(trimmed);
  if (!match) return null;
  const [, sign, digits] = match;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let whole: string;
  let cents = '';
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    const at = digits.lastIndexOf(decimal);
    whole = digits.slice(0, at);
    cents = digits.slice(at + 1);
    if (!THOUSANDS[grouping].test(whole) || !/^\d+$/.test(cents)) return null;
    whole = whole.split(grouping).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = digits.split(separator);
    if (parts.length > 2) {
      // Only thousands: 1.500.000
      if (!THOUSANDS[separator].test(digits)) return null;
      whole = parts.join('');
    } else {
      [whole, cents] = parts;
      if (!/^\d+$/.test(whole) || !/^\d+$/.test(cents)) return null;
      // 1.500 or 1,500: a thousands group or three decimals; only a whole part that cannot start a group tells.
      const couldGroup = cents.length === 3 && whole.length <= 3 && !whole.startsWith('0');
      if (couldGroup) return null;
    }
  } else {
    whole = digits;
  }
  const amount = Number(`${sign}${whole}${cents ? `.${cents}` : ''}`);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Money as the spec shows it: `formatMoney(1234.56)` → `'R$ 1.234,56'`.
 * Intl puts a no-break space after R$; it is replaced by a plain space so texts match everywhere.
 * An amount a server sent as text is read as readAmountText reads it (`'1.500,50'` → R$ 1.500,50);
 * anything else that is not a finite number (`'1.500'`, which could be 1,50 or 1.500,00) shows as R$ 0,00.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? readAmountText(value) : value;
  const amount = typeof number === 'number' && Number.isFinite(number) ? number : 0;
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(amount).replace(/\u00a0/g, ' ');
}
