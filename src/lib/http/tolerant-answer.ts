/**
 * What the panel reads from a live API that answers a plausible variant of the contract, read as
 * the contract means it (docs/decisions/0010-tolerant-reading.md):
 * - a calendar date (`format: date`) sent with a time, `2026-03-15T00:00:00` or
 *   `2026-03-15T00:00:00.000Z`, is that calendar day: `2026-03-15` (never shifted by a time zone);
 * - an amount sent as a decimal string, `'1500.50'` or `'1500,50'`, is that number;
 * - an optional list sent as `null` is empty; extra fields are kept and ignored.
 * The contract guard (mock mode, tests) still sees and reports the answer as it came.
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
const DECIMAL = /^-?\d+([.,]\d+)?$/;

function tolerantField(key: string, value: unknown): unknown {
  if (value === null && LIST_FIELDS.has(key)) return [];
  if (typeof value === 'string') {
    if (CALENDAR_DATE_FIELDS.has(key)) return DATE_WITH_TIME.exec(value)?.[1] ?? value;
    if (AMOUNT_FIELDS.has(key)) {
      const text = value.trim();
      return DECIMAL.test(text) ? Number(text.replace(',', '.')) : value;
    }
  }
  return walk(value, tolerantField);
}

/**
 * Applies `field` to every field, copying only the objects and lists where something changed: an
 * answer of 10,000 rows that already follows the contract is read without a copy of each row.
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

export const tolerantAnswer = <T>(value: T): T => walk(value, tolerantField);

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
