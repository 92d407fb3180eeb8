import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  addDays,
  daysBetween,
  daysInMonth,
  isIsoDate,
  istanbulToday,
} from './calendar.ts';

describe('calendar months', () => {
  it('clamps to the last day of a shorter month', () => {
    expect(addCalendarMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-08-31', 6)).toBe('2028-02-29'); // leap year
    expect(addCalendarMonths('2026-03-31', 6)).toBe('2026-09-30');
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('keeps the day otherwise, across years', () => {
    expect(addCalendarMonths('2026-07-01', 6)).toBe('2027-01-01');
    expect(addCalendarMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addCalendarMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addCalendarMonths('2027-01-15', -1)).toBe('2026-12-15');
  });

  it('six months is 181 to 184 days and a year 365 or 366', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const start = addDays('2000-01-01', offset);
        expect(daysBetween(start, addCalendarMonths(start, 6))).toBeGreaterThanOrEqual(181);
        expect(daysBetween(start, addCalendarMonths(start, 6))).toBeLessThanOrEqual(184);
        expect([365, 366]).toContain(daysBetween(start, addCalendarMonths(start, 12)));
      }),
    );
  });
});

describe('ISO dates', () => {
  it('adds days and counts them back', () => {
    expect(addDays('2026-07-01', 184)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2027-03-01', '2028-03-01')).toBe(366);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-01', '26-01-01', '2026-01-32', ''])
      expect(isIsoDate(bad)).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('today is the Istanbul date (UTC+3)', () => {
    expect(istanbulToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(istanbulToday(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
    expect(isIsoDate(istanbulToday())).toBe(true);
  });
});
