// @vitest-environment node
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatTime, startOfToday, toDate, toIsoDate } from './dates';

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
