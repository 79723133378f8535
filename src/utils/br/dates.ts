import { format, isValid, parseISO } from 'date-fns';

/**
 * Dates of the contract are ISO (`2026-12-10` or `2026-12-10T14:30:00Z`); screens show dd/MM/yyyy.
 * `formatDate('2026-12-10')` → `'10/12/2026'`; anything unreadable → `''`.
 */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy') : '';
}

/** Calendar date of the contract (`AAAA-MM-DD`), read in local time so the day never shifts. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
}

/** A picked date as the contract's calendar date: `toIsoDate(new Date(2026, 11, 10))` → `'2026-12-10'`. */
export const toIsoDate = (date: Date): string => format(date, 'yyyy-MM-dd');

/** Today at midnight, local time. */
export function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
