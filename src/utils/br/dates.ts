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

/**
 * The same day `months` later, or that month's last day when it is shorter (a due date on the 31st
 * stays at the end of the month): `addMonthsClamped(new Date(2027, 0, 31), 1)` → 28 Feb 2027 (29 in
 * a leap year); December goes on to January of the next year.
 */
export function addMonthsClamped(date: Date, months: number): Date {
  const firstOfTarget = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(firstOfTarget.getFullYear(), firstOfTarget.getMonth() + 1, 0).getDate();
  return new Date(firstOfTarget.getFullYear(), firstOfTarget.getMonth(), Math.min(date.getDate(), lastDay));
}

/** The months' names and abbreviations in pt-BR, January first (the date pickers' locale too). */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
export const MONTH_ABBREVIATIONS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** The month a word names (0–11), whole or abbreviated, any case, "marco" too; undefined for any other word. */
function monthOfWord(word: string): { month: number; abbreviated: boolean } | undefined {
  const folded = word.toLowerCase().replace('ç', 'c');
  const whole = MONTH_NAMES.findIndex((name) => name.replace('ç', 'c') === folded);
  if (whole >= 0) return { month: whole, abbreviated: false };
  const abbreviated = MONTH_ABBREVIATIONS.indexOf(folded);
  return abbreviated >= 0 ? { month: abbreviated, abbreviated: true } : undefined;
}

/** `replacement` written in the case of `original`: NOVEMBRO → DEZEMBRO, Novembro → Dezembro, novembro → dezembro. */
function inCaseOf(original: string, replacement: string) {
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  if (original[0] === original[0].toUpperCase()) return replacement[0].toUpperCase() + replacement.slice(1);
  return replacement;
}

// A month and a year written in a text: "novembro de 2026", "Novembro/2026", "nov/2026", "11/2026"
// or a whole day, "10/11/2026". Never inside a longer word or number ("2011/2026" is not a month).
const WHOLE_MONTH = MONTH_NAMES.join('|').replace('março', 'mar[çc]o');
const MONTH_IN_TEXT = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(${WHOLE_MONTH})(\s+de\s+|\s*/\s*|\s+)(\d{4})|(${MONTH_ABBREVIATIONS.join('|')})(\s*/\s*)(\d{4})|(?:(\d{1,2})/)?(\d{1,2})/(\d{4}))(?![\p{L}\d])`,
  'giu',
);

/**
 * A text with every month and year it names moved on by `months` (the name of next month's copy of
 * a remessa): the month's name in the same case and form, a number with as many digits, a whole
 * day as addMonthsClamped moves it; what names no month stays as it is.
 * `nextMonthsInText('Mensalidade – novembro de 2026')` → `'Mensalidade – dezembro de 2026'`;
 * `nextMonthsInText('Mensalidade 12/2026')` → `'Mensalidade 01/2027'`.
 */
export function nextMonthsInText(text: string, months = 1): string {
  return text.replace(
    MONTH_IN_TEXT,
    (found, word?: string, wordSeparator?: string, wordYear?: string, ...rest: (string | undefined)[]) => {
      const [short, shortSeparator, shortYear, day, monthNumber, numberYear] = rest;
      const name = word ?? short;
      if (name !== undefined) {
        const month = monthOfWord(name)!;
        const moved = new Date(Number(wordYear ?? shortYear), month.month + months, 1);
        const words = month.abbreviated ? MONTH_ABBREVIATIONS : MONTH_NAMES;
        return `${inCaseOf(name, words[moved.getMonth()])}${wordSeparator ?? shortSeparator}${moved.getFullYear()}`;
      }
      const month = Number(monthNumber);
      if (month < 1 || month > 12) return found;
      const width = monthNumber!.length;
      if (day !== undefined) {
        const date = calendarDay(Number(numberYear), month, Number(day));
        if (!date) return found;
        const moved = addMonthsClamped(date, months);
        return `${pad(moved.getDate(), day.length)}/${pad(moved.getMonth() + 1, width)}/${moved.getFullYear()}`;
      }
      const moved = new Date(Number(numberYear), month - 1 + months, 1);
      return `${pad(moved.getMonth() + 1, width)}/${moved.getFullYear()}`;
    },
  );
}
