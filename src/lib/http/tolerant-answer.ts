import { amountFields, calendarDateFields, listFields } from '@/generated/answer-fields';
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

/** The contract's calendar dates, amounts and lists, by name (generated from openapi/). */
export const CALENDAR_DATE_FIELDS: ReadonlySet<string> = new Set(calendarDateFields);
export const AMOUNT_FIELDS: ReadonlySet<string> = new Set(amountFields);
export const LIST_FIELDS: ReadonlySet<string> = new Set(listFields);

const DATE_WITH_TIME = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/;

/** The fields of each record of an answer that were not read as sent (the tolerant reading's report). */
const unreadFields = new WeakMap<object, string[]>();

/*
 * The reading itself is one pass over the answer, written for its size: a remessa of the national
 * month is 12,500 payers, some 450,000 fields. Objects and lists are copied only where something
 * changed, so an answer that already follows the contract is read without a copy of each row.
 */

function readList(list: unknown[]): unknown[] {
  let changed: unknown[] | undefined;
  for (let index = 0; index < list.length; index++) {
    const item = list[index];
    if (item === null || typeof item !== 'object') continue;
    const next = Array.isArray(item) ? readList(item) : readRecord(item as Record<string, unknown>);
    if (next !== item) (changed ??= list.slice())[index] = next;
  }
  return changed ?? list;
}

/** What each special field of the answers holds: one look-up per field, none more for the others. */
const FIELD_KINDS: ReadonlyMap<string, 'date' | 'amount' | 'list'> = new Map([
  ...[...CALENDAR_DATE_FIELDS].map((key) => [key, 'date'] as const),
  ...[...AMOUNT_FIELDS].map((key) => [key, 'amount'] as const),
  ...[...LIST_FIELDS].map((key) => [key, 'list'] as const),
]);

/**
 * One record: a calendar date sent with a time is that day, an amount sent as text is its number
 * when it can be read without guessing, a null list is empty; what was not read as sent (a list
 * that was not a list, an amount that is still not a number) goes in the record's report.
 */
function readRecord(record: Record<string, unknown>): Record<string, unknown> {
  let changed: Record<string, unknown> | undefined;
  let unreadHere: string[] | undefined;
  for (const key in record) {
    const inner = record[key];
    const kind = FIELD_KINDS.get(key);
    if (kind === undefined) {
      if (inner === null || typeof inner !== 'object') continue;
      const next = Array.isArray(inner) ? readList(inner) : readRecord(inner as Record<string, unknown>);
      if (next !== inner) (changed ??= { ...record })[key] = next;
      continue;
    }
    let next = inner;
    let unread: boolean;
    if (kind === 'list') {
      if (Array.isArray(inner)) next = readList(inner);
      else if (inner === null) next = [];
      else if (inner !== null && typeof inner === 'object') next = readRecord(inner as Record<string, unknown>);
      unread = !Array.isArray(inner) && inner !== undefined;
    } else if (typeof inner === 'string') {
      const read = kind === 'date' ? (DATE_WITH_TIME.exec(inner)?.[1] ?? inner) : readAmountText(inner);
      if (read !== null) next = read;
      unread = read === null;
    } else if (inner !== null && typeof inner === 'object') {
      next = Array.isArray(inner) ? readList(inner) : readRecord(inner as Record<string, unknown>);
      unread = kind === 'amount';
    } else {
      unread = kind === 'amount' && inner !== null && inner !== undefined && typeof inner !== 'number';
    }
    if (next !== inner) (changed ??= { ...record })[key] = next;
    if (unread) (unreadHere ??= []).push(key);
  }
  const result = changed ?? record;
  if (unreadHere) unreadFields.set(result, unreadHere);
  return result;
}

export const tolerantAnswer = <T>(value: T): T => {
  if (value === null || typeof value !== 'object') return value;
  return (Array.isArray(value) ? readList(value) : readRecord(value as Record<string, unknown>)) as T;
};

/** The keys of one record, as tolerantAnswer gave it, that were not read as sent (none for any other object). */
export const unreadKeysOf = (record: object): readonly string[] => unreadFields.get(record) ?? [];

/**
 * The fields of a record, as tolerantAnswer gave it, that were not read as the server sent them,
 * with their path: `unreadFieldsOf(remessa)` → `['associados', 'valorRemessa']`. Empty when it was
 * read as sent. A write that sends back something read refuses when this is not empty: sending
 * `[]` for a list the server did not load, or a guessed amount, would overwrite real data.
 * Only the object tolerantAnswer returned carries its report (a copy made from it does not).
 */
export function unreadFieldsOf(record: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) visit(value[index], `${path}${index}.`);
      return;
    }
    for (const key of unreadKeysOf(value)) found.push(path + key);
    for (const key of Object.keys(value)) visit((value as Record<string, unknown>)[key], `${path}${key}.`);
  };
  visit(record, '');
  return found;
}

/**
 * Applies `field` to every field, copying only the objects and lists where something changed.
 */
function walk<T>(value: T, field: (key: string, value: unknown) => unknown): T {
  if (Array.isArray(value)) {
    let changed: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const next = walk(item, field);
      if (next !== item) (changed ??= [...value])[index] = next;
    }
    return (changed ?? value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  let changed: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    const next = field(key, inner);
    if (next !== inner) (changed ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return (changed ?? value) as T;
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
