/*
 * Sorting rows the browser already holds (a remessa's payers, Arrecadação's months, a list at MAX):
 * texts as Portuguese (accents and case by Intl.Collator('pt-BR')), money, dates and counts as
 * numbers, an empty value last in either direction, and rows of equal value in the order they came.
 */

export type SortDirection = 'asc' | 'desc';

/** Which column (by its key) and which way: `{ key: 'nome', direction: 'asc' }`. */
export interface SortOrder {
  key: string;
  direction: SortDirection;
}

/** What a row is sorted by in one column: a text, a number (centavos, a date's time), or nothing. */
export type SortValue = string | number | null | undefined;

/** Made on first use: a collator costs a few milliseconds to build. */
let collator: Intl.Collator | undefined;

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '' || Number.isNaN(value);

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator('pt-BR', { numeric: true });
  return collator.compare(String(a), String(b));
}

/**
 * `rows` in `direction` of `value` (a new array; `rows` is left as it was).
 * `sortRows(pagantes, (associado) => associado.nome, 'asc')`
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  // Each row's value once, not once per comparison (12,500 rows: some 170,000 comparisons).
  const values = rows.map(value);
  const sign = direction === 'asc' ? 1 : -1;
  const order = rows.map((_, index) => index);
  order.sort((a, b) => {
    const first = values[a];
    const second = values[b];
    const firstEmpty = isEmpty(first);
    if (firstEmpty || isEmpty(second)) return firstEmpty === isEmpty(second) ? a - b : firstEmpty ? 1 : -1;
    return sign * compareValues(first, second) || a - b;
  });
  return order.map((index) => rows[index]);
}

/** The order a sort parameter writes (`nome`, `-valor`), or undefined for none. `readSortOrder('-valor')` */
export function readSortOrder(param: string | null): SortOrder | undefined {
  if (!param) return undefined;
  const descending = param.startsWith('-');
  const key = descending ? param.slice(1) : param;
  return /^[\w-]+$/.test(key) ? { key, direction: descending ? 'desc' : 'asc' } : undefined;
}

/** `writeSortOrder({ key: 'valor', direction: 'desc' })` → `'-valor'`. */
export const writeSortOrder = ({ key, direction }: SortOrder) => (direction === 'desc' ? `-${key}` : key);

/** A header pressed: its column ascending, or the other way when it was already the one sorted. */
export const nextSortOrder = (current: SortOrder | undefined, key: string): SortOrder => ({
  key,
  direction: current?.key === key && current.direction === 'asc' ? 'desc' : 'asc',
});
