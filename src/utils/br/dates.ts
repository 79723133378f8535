/*
 * Calendar dates without a date library: the contract's dates are ISO and the screens show
 * dd/MM/yyyy, which a few lines do exactly (date-fns was 8 KB gzip on the lists' first load).
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * Dates of the contract are ISO (`2026-12-10` or `2026-12-10T14:30:00Z`); screens show dd/MM/yyyy.
 * `formatDate('2026-12-10')` → `'10/12/2026'`; anything unreadable → `''`.
 */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? formatDay(date, '/') : '';
}

/** The time of day, as staff read a clock: `formatTime(new Date(2026, 4, 14, 9, 5, 7))` → `'09:05:07'`. */
export const formatTime = (date: Date) =>
  [pad(date.getHours()), pad(date.getMinutes()), pad(date.getSeconds())].join(':');

/** The day of a date in pt-BR order: `formatDay(new Date(2026, 4, 14), '-')` → `'14-05-2026'`. */
export const formatDay = (date: Date, separator: string) =>
  [pad(date.getDate()), pad(date.getMonth() + 1), pad(date.getFullYear(), 4)].join(separator);

/**
 * Calendar date of the contract (`AAAA-MM-DD`), read in local time so the day never shifts; a
 * date and time (`2026-12-10T14:30:00Z`) is read as ISO says (local time when it has no offset).
 */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = ISO_DAY.exec(value);
  if (day) return calendarDay(Number(day[1]), Number(day[2]), Number(day[3]));
  if (!ISO_DATE_TIME.test(value)) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Local midnight of a day that exists (`2026-02-30` does not: null). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A picked date as the contract's calendar date: `toIsoDate(new Date(2026, 11, 10))` → `'2026-12-10'`. */
export const toIsoDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today at midnight, local time. */
export function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
