// @vitest-environment node
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  formatDate,
  formatDay,
  formatTime,
  nextMonthsInText,
  startOfToday,
  toDate,
  toIsoDate,
} from './dates';

/** What the screens showed with date-fns, the reference these helpers replace. */
const withDateFns = (value: string) => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy') : '';
};

describe('dates', { tags: ['dates'] }, () => {
  it('shows contract dates as dd/MM/yyyy, and nothing for what is not a date', () => {
    expect(formatDate('2026-12-10')).toBe('10/12/2026');
    expect(formatDate('2026-01-05T14:30:00')).toBe('05/01/2026');
    expect(formatDate(new Date(2026, 4, 14))).toBe('14/05/2026');
    for (const unreadable of ['', null, undefined, 'amanhã', '2026-02-30', '2026-13-01', '10/12/2026'])
      expect(formatDate(unreadable)).toBe('');
  });

  it('reads every calendar day as date-fns did, in local time', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }), (date) => {
        const iso = format(date, 'yyyy-MM-dd');
        expect(toIsoDate(toDate(iso)!)).toBe(iso);
        expect(formatDate(iso)).toBe(withDateFns(iso));
        expect(formatDate(`${iso}T${format(date, 'HH:mm:ss')}`)).toBe(
          withDateFns(`${iso}T${format(date, 'HH:mm:ss')}`),
        );
      }),
    );
  });

  it("takes today as this moment's calendar day where the panel runs, at its midnight", () => {
    // Read around the call: the real clock (`hoje`) may cross midnight in between.
    const before = format(new Date(), 'yyyy-MM-dd');
    const today = startOfToday();
    const after = format(new Date(), 'yyyy-MM-dd');
    expect(format(today, 'HH:mm:ss.SSS')).toBe('00:00:00.000');
    expect([before, after]).toContain(toIsoDate(today));
    expect([before, after].map((day) => day.split('-').reverse().join('/'))).toContain(formatDate(today));
  });

  it('writes the day with any separator: the export file name uses dashes', () => {
    expect(formatDay(new Date(2026, 4, 14), '-')).toBe('14-05-2026');
    expect(toIsoDate(new Date(2026, 11, 10))).toBe('2026-12-10');
  });

  it('writes the time of day with two digits each, 24 hours', () => {
    expect(formatTime(new Date(2026, 4, 14, 9, 5, 7))).toBe('09:05:07');
    expect(formatTime(new Date(2026, 4, 14, 23, 59, 0))).toBe('23:59:00');
  });
});

describe("next month of a due date and of a remessa's name", { tags: ['dates'] }, () => {
  const day = (value: Date) => formatDay(value, '/');

  it('keeps the day, or takes the last day of a shorter month: 31 January → 28 February, or 29 in a leap year', () => {
    expect(day(addMonthsClamped(new Date(2026, 9, 10), 1))).toBe('10/11/2026');
    expect(day(addMonthsClamped(new Date(2027, 0, 31), 1))).toBe('28/02/2027');
    expect(day(addMonthsClamped(new Date(2028, 0, 31), 1))).toBe('29/02/2028');
    expect(day(addMonthsClamped(new Date(2028, 0, 29), 1))).toBe('29/02/2028');
    expect(day(addMonthsClamped(new Date(2028, 1, 29), 1))).toBe('29/03/2028');
    expect(day(addMonthsClamped(new Date(2026, 2, 31), 1))).toBe('30/04/2026');
  });

  it('goes from December to January of the next year, at midnight of that day', () => {
    const moved = addMonthsClamped(new Date(2026, 11, 31, 21, 30), 1);
    expect(day(moved)).toBe('31/01/2027');
    expect([moved.getHours(), moved.getMinutes()]).toEqual([0, 0]);
  });

  it('never skips or repeats a month, whatever the day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2090, 11, 31), noInvalidDate: true }), (date) => {
        const moved = addMonthsClamped(date, 1);
        expect(moved.getFullYear() * 12 + moved.getMonth() - (date.getFullYear() * 12 + date.getMonth())).toBe(1);
        expect(moved.getDate()).toBeLessThanOrEqual(date.getDate());
      }),
    );
  });

  it('moves a month named in words, in the same case and form', () => {
    expect(nextMonthsInText('Mensalidade – novembro de 2026')).toBe('Mensalidade – dezembro de 2026');
    expect(nextMonthsInText('Mensalidade dos associados – Dezembro de 2026')).toBe(
      'Mensalidade dos associados – Janeiro de 2027',
    );
    expect(nextMonthsInText('FEVEREIRO/2028')).toBe('MARÇO/2028');
    expect(nextMonthsInText('Encontro regional de marco de 2027')).toBe('Encontro regional de abril de 2027');
    expect(nextMonthsInText('Cobrança nov/2026 e dez/2026')).toBe('Cobrança dez/2026 e jan/2027');
  });

  it('moves a month written as a number, keeping its digits, and a whole day as the due date moves', () => {
    expect(nextMonthsInText('Mensalidade 11/2026')).toBe('Mensalidade 12/2026');
    expect(nextMonthsInText('Mensalidade 12/2026')).toBe('Mensalidade 01/2027');
    expect(nextMonthsInText('Mensalidade 9/2026')).toBe('Mensalidade 10/2026');
    expect(nextMonthsInText('vence em 31/01/2028')).toBe('vence em 29/02/2028');
  });

  it('leaves what names no month as it was', () => {
    for (const text of [
      'Taxa de certificação digital',
      'Mensalidade 13/2026',
      'Processo 2011/2026',
      'Maio',
      'novembro',
      'Marca 2026',
      'ajuda de custo 10/2026x',
      '31/02/2026',
    ])
      expect(nextMonthsInText(text)).toBe(text);
  });
});
