import { readAmountText } from '@/utils/br/money';

/**
 * What the panel reads from a live API that answers a plausible variant of the contract, read as
 * the contract means it (docs/decisions/0010-tolerant-reading.md):
 * - a calendar date (`format: date`) sent with a time, `2026-03-15T00:00:00` or
 *   `2026-03-15T00:00:00.000Z`, is that calendar day: `2026-03-15` (never shifted by a time zone);
 * - an amount sent as text in either convention, `'1500.50'`, `'1500,50'`, `'1.500,50'`, is that
 *   number; one that cannot be read without guessing (`'1.500'`: 1,50 or 1.500,00?) is left as it came;
 * - an optional list sent as `null` is empty; extra fields are kept and ignored.
 * The contract guard (mock mode, tests) still sees and reports the answer as it came, and what was
 * not read as sent (a guessed-at amount, a list that was not a list) is kept in a report per record,
 * which every write that sends back something read checks first (`unreadFieldsOf`).
 * `tolerantAnswer({ dataVencimento: '2026-03-15T00:00:00Z', valorRemessa: '10.5' })` →
 * `{ dataVencimento: '2026-03-15', valorRemessa: 10.5 }`.
 */

/** Every field of the contract's answers with `format: date` (checked against openapi/ by tolerant-answer.test.ts). */
export const CALENDAR_DATE_FIELDS: ReadonlySet<string> = new Set(['dataAssociacao', 'dataNasc', 'dataVencimento']);
/** Every number field of the contract's answers that holds an amount in reais. */
export const AMOUNT_FIELDS: ReadonlySet<string> = new Set([
  'mensalidade',
  'totalPago',
  'totalPendente',
  'valorPagamento',
  'valorRemessa',
]);
/** Every list of the contract's answers. */
export const LIST_FIELDS: ReadonlySet<string> = new Set([
  'associadoRemessas',
  'associados',
  'data',
  'remessas',
  'usuarios',
]);

const DATE_WITH_TIME = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/;

function tolerantField(key: string, value: unknown): unknown {
  if (value === null && LIST_FIELDS.has(key)) return [];
  if (typeof value === 'string') {
    if (CALENDAR_DATE_FIELDS.has(key)) return DATE_WITH_TIME.exec(value)?.[1] ?? value;
    if (AMOUNT_FIELDS.has(key)) return readAmountText(value) ?? value;
  }
  return walk(value, tolerantField, notReadAsSent);
}

/**
 * Whether a field of an answer was not read as the contract means it: a list that came as
 * `null` (now `[]`: the server may not have loaded it) or as anything but a list, an amount
 * that is still not a number (`'1.500'`).
 */
function notReadAsSent(key: string, before: unknown, after: unknown): boolean {
  if (LIST_FIELDS.has(key)) return !Array.isArray(before) && before !== undefined;
  if (AMOUNT_FIELDS.has(key)) return after !== null && after !== undefined && typeof after !== 'number';
  return false;
}

/** The fields of each record of an answer that were not read as sent (the tolerant reading's report). */
const unreadFields = new WeakMap<object, string[]>();

/**
 * Applies `field` to every field, copying only the objects and lists where something changed: an
 * answer of 10,000 rows that already follows the contract is read without a copy of each row.
 * `unread` says which fields go in the record's report.
 */
function walk<T>(
  value: T,
  field: (key: string, value: unknown) => unknown,
  unread?: (key: string, before: unknown, after: unknown) => boolean,
): T {
  if (Array.isArray(value)) {
    let changed: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const next = walk(item, field, unread);
      if (next !== item) (changed ??= [...value])[index] = next;
    }
    return (changed ?? value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  let changed: Record<string, unknown> | undefined;
  let unreadHere: string[] | undefined;
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    const next = field(key, inner);
    if (next !== inner) (changed ??= { ...(value as Record<string, unknown>) })[key] = next;
    if (unread?.(key, inner, next)) (unreadHere ??= []).push(key);
  }
  const result = changed ?? value;
  if (unreadHere) unreadFields.set(result, unreadHere);
  return result as T;
}

export const tolerantAnswer = <T>(value: T): T => walk(value, tolerantField, notReadAsSent);

/**
 * The fields of a record, as tolerantAnswer gave it, that were not read as the server sent them,
 * with their path: `unreadFieldsOf(remessa)` → `['associados', 'valorRemessa']`. Empty when it was
 * read as sent. A write that sends back something read refuses when this is not empty: sending
 * `[]` for a list the server did not load, or a guessed amount, would overwrite real data.
 * Only the object tolerantAnswer returned carries its report (a copy made from it does not).
 */
export function unreadFieldsOf(record: unknown, path = ''): string[] {
  if (record === null || typeof record !== 'object') return [];
  const here = Array.isArray(record) ? [] : (unreadFields.get(record) ?? []).map((key) => path + key);
  const inner = Object.entries(record).flatMap(([key, value]) => unreadFieldsOf(value, `${path}${key}.`));
  return [...here, ...inner];
}

function calendarDateField(key: string, value: unknown): unknown {
  if (typeof value === 'string' && CALENDAR_DATE_FIELDS.has(key)) return DATE_WITH_TIME.exec(value)?.[1] ?? value;
  return walk(value, calendarDateField);
}

/**
 * Only the dates of a request body: the spec asks for an "ISO date", so the mock backend accepts a
 * date-time where the contract has a date and stores its calendar day.
 * `calendarDates({ dataVencimento: '2026-03-15T00:00:00.000Z' })` → `{ dataVencimento: '2026-03-15' }`.
 */
export const calendarDates = <T>(value: T): T => walk(value, calendarDateField);
