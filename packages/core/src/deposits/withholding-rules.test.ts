import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarMonths, addDays, daysBetween } from '../rules/calendar.ts';
import { ruleInForce } from '../rules/dated-rule.ts';
import { computeDepositReturn } from './deposit-return.ts';
import {
  DEPOSIT_WITHHOLDING_RULES,
  depositWithholding,
  FIRST_WITHHOLDING_DATE,
  withholdingBand,
} from './withholding-rules.ts';

describe('stopaj bands by calendar months (docs/domain-rules.md#withholding-on-deposits)', () => {
  it('decides the cases of the regulation by the maturity date', () => {
    // 2026-07-01 + 184 days = 2027-01-01 = start + 6 months: still "6 aya kadar (6 ay dahil)".
    expect(depositWithholding('2026-07-01', 184)).toMatchObject({
      maturityDate: '2027-01-01',
      band: 'upTo6Months',
      rate: 0.175,
    });
    // 2027-03-01 + 366 days = 2028-03-01 = start + 12 months (Feb 2028 has 29 days): still one year.
    expect(depositWithholding('2027-03-01', 366)).toMatchObject({
      maturityDate: '2028-03-01',
      band: 'upTo1Year',
      rate: 0.15,
    });
    // 2026-01-01 + 182 days = 2026-07-02, one day past 2026-07-01.
    expect(depositWithholding('2026-01-01', 182)).toMatchObject({
      maturityDate: '2026-07-02',
      band: 'upTo1Year',
    });
  });

  it('is exact at each edge: the last day in, the first day out', () => {
    for (const start of ['2026-08-31', '2027-08-31', '2026-03-31', '2028-02-29', '2026-11-25']) {
      const six = addCalendarMonths(start, 6);
      const year = addCalendarMonths(start, 12);
      expect(withholdingBand(start, six)).toBe('upTo6Months');
      expect(withholdingBand(start, addDays(six, 1))).toBe('upTo1Year');
      expect(withholdingBand(start, year)).toBe('upTo1Year');
      expect(withholdingBand(start, addDays(year, 1))).toBe('over1Year');
    }
    // 31 Aug + 6 months is 28 Feb (29 in a leap year): 181 and 182 days.
    expect(depositWithholding('2026-08-31', 181).band).toBe('upTo6Months');
    expect(depositWithholding('2026-08-31', 182).band).toBe('upTo1Year');
    expect(depositWithholding('2027-08-31', 182).band).toBe('upTo6Months');
    expect(depositWithholding('2027-08-31', 183).band).toBe('upTo1Year');
  });

  it('the band depends on nothing but the start and maturity dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }).map((offset) => addDays(FIRST_WITHHOLDING_DATE, offset)),
        fc.integer({ min: 32, max: 800 }),
        fc.integer({ min: 1000, max: 50_000_000 }),
        fc.integer({ min: 0, max: 20_000 }).map((h) => h / 100),
        (startDate, days, principal, annualRatePercent) => {
          const maturity = addDays(startDate, days);
          const expected = withholdingBand(startDate, maturity);
          const result = computeDepositReturn({ principal, annualRatePercent, days, startDate });
          expect(result.withholdingBand).toBe(expected);
          expect(result.maturityDate).toBe(maturity);
          // The same dates with another amount and rate: the same band and rate.
          const other = computeDepositReturn({ principal: 1000, annualRatePercent: 1, days, startDate });
          expect(other.withholdingBand).toBe(expected);
          expect(other.withholdingRate).toBe(result.withholdingRate);
          // And the band is the calendar comparison, whatever the day count of the months in between.
          const sixMonthDays = daysBetween(startDate, addCalendarMonths(startDate, 6));
          const yearDays = daysBetween(startDate, addCalendarMonths(startDate, 12));
          const byDays = days <= sixMonthDays ? 'upTo6Months' : days <= yearDays ? 'upTo1Year' : 'over1Year';
          expect(expected).toBe(byDays);
        },
      ),
    );
  });

  it('is dated data: the rule in force on the start date, none before the first', () => {
    const dates = DEPOSIT_WITHHOLDING_RULES.map((rule) => rule.effectiveFrom);
    expect(FIRST_WITHHOLDING_DATE).toBe([...dates].sort()[0]);
    for (const rule of DEPOSIT_WITHHOLDING_RULES) expect(rule.sources.length).toBeGreaterThan(0);
    const figuresOn = (day: string) => ruleInForce(DEPOSIT_WITHHOLDING_RULES, day)?.figures;
    // Decision 10041, in force 2025-07-09: 17.5 / 15 / 10 %.
    expect(figuresOn('2026-11-25')).toEqual({ upTo6Months: 0.175, upTo1Year: 0.15, over1Year: 0.1 });
    expect(figuresOn('2025-07-09')).toEqual(figuresOn('2026-11-25'));
    // Decision 9487, 2025-02-01 … 2025-07-08: 15 / 12 / 10 %.
    expect(figuresOn('2025-07-08')).toEqual({ upTo6Months: 0.15, upTo1Year: 0.12, over1Year: 0.1 });
    expect(figuresOn('2025-02-01')).toEqual(figuresOn('2025-07-08'));
    // Decision 9075, 2024-11-01 … 2025-01-31: 10 / 7.5 / 5 %.
    expect(figuresOn('2025-01-31')).toEqual({ upTo6Months: 0.1, upTo1Year: 0.075, over1Year: 0.05 });
    expect(figuresOn('2024-11-01')).toEqual(figuresOn('2025-01-31'));
    expect(figuresOn('2024-10-31')).toBeUndefined();
    expect(depositWithholding('2025-07-08', 90).rate).toBe(0.15);
    expect(depositWithholding('2025-07-09', 90).rate).toBe(0.175);
    expect(() => depositWithholding('2024-10-31', 90)).toThrow(RangeError);
  });

  it('a later version replaces an earlier one from its date on', () => {
    const versions = [
      { id: 'x', effectiveFrom: '2025-01-01', figures: 1, sources: [] },
      { id: 'x', effectiveFrom: '2026-01-01', figures: 2, sources: [] },
    ];
    expect(ruleInForce(versions, '2025-12-31')?.figures).toBe(1);
    expect(ruleInForce(versions, '2026-01-01')?.figures).toBe(2);
    expect(ruleInForce([...versions].reverse(), '2026-06-01')?.figures).toBe(2);
  });
});
