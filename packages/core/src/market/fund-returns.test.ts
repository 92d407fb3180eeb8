import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanSeries,
  FUND_PERIODS,
  fundReturns,
  monthsBefore,
  type PricePoint,
  periodStart,
  rebaseTo100,
} from './fund-returns.ts';

// Worked by hand: the period ends Friday 2026-11-27.
const WORKED: PricePoint[] = [
  { date: '2021-11-26', price: 1 }, // priced before the 5 y start: the fund is old enough
  { date: '2021-11-29', price: 1.1 }, // 5 y start 2021-11-27 is a Saturday → the Monday after
  { date: '2023-11-27', price: 2 }, // 3 y
  { date: '2025-11-27', price: 4 }, // 1 y
  { date: '2025-12-31', price: 4.4 }, // year to date base
  { date: '2026-01-02', price: 4.41 },
  { date: '2026-05-27', price: 5 }, // 6 m
  { date: '2026-08-27', price: 5.5 }, // 3 m
  { date: '2026-10-23', price: 5.9 },
  { date: '2026-10-30', price: 6 }, // holiday gap 24–29 Oct: the 1 m start 2026-10-27 takes this day
  { date: '2026-11-27', price: 6.05 },
];

describe('fundReturns — hand-worked series ending 2026-11-27', () => {
  const returns = fundReturns(WORKED);
  it.each([
    ['1m', 0.8333333333333], // 6.05 / 6 − 1
    ['3m', 10], // 6.05 / 5.5 − 1
    ['6m', 21], // 6.05 / 5 − 1
    ['ytd', 37.5], // 6.05 / 4.4 − 1
    ['1y', 51.25], // 6.05 / 4 − 1
    ['3y', 202.5], // 6.05 / 2 − 1
    ['5y', 450], // 6.05 / 1.1 − 1
  ] as const)('%s = %d %%', (period, expected) => {
    expect(returns[period]).toBeCloseTo(expected, 10);
  });

  it('a fund younger than a period has no return for it', () => {
    const young = WORKED.slice(4); // from 2025-12-31
    expect(fundReturns(young)).toMatchObject({ '1y': null, '3y': null, '5y': null });
    expect(fundReturns(young).ytd).toBeCloseTo(37.5, 10);
    expect(fundReturns([])).toEqual({
      '1m': null,
      '3m': null,
      '6m': null,
      ytd: null,
      '1y': null,
      '3y': null,
      '5y': null,
    });
  });
});

describe('period starts', () => {
  it('clamps to the month end and crosses years', () => {
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
    expect(monthsBefore('2026-11-27', 60)).toBe('2021-11-27');
    expect(periodStart('2026-01-02', 'ytd')).toBe('2025-12-31');
  });
});

describe('cleanSeries and rebaseTo100', () => {
  it('drops bad points, sorts, and keeps the later duplicate', () => {
    expect(
      cleanSeries([
        { date: '2026-01-03', price: 2 },
        { date: '2026-01-02', price: 0 },
        { date: 'x', price: 1 },
        { date: '2026-01-01', price: Number.NaN },
        { date: '2026-01-01', price: 1 },
        { date: '2026-01-03', price: 3 },
      ]),
    ).toEqual([
      { date: '2026-01-01', price: 1 },
      { date: '2026-01-03', price: 3 },
    ]);
  });

  it('starts every fund at 100 on the latest first day', () => {
    const a = [
      { date: '2026-01-01', price: 2 },
      { date: '2026-01-05', price: 4 },
      { date: '2026-01-06', price: 5 },
    ];
    const b = [
      { date: '2026-01-05', price: 10 },
      { date: '2026-01-06', price: 9 },
    ];
    expect(rebaseTo100([a, b, []])).toEqual([
      [
        { date: '2026-01-05', value: 100 },
        { date: '2026-01-06', value: 125 },
      ],
      [
        { date: '2026-01-05', value: 100 },
        { date: '2026-01-06', value: 90 },
      ],
      [],
    ]);
  });
});

const dayArb = fc
  .integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((ms) => new Date(ms - (ms % 86_400_000)).toISOString().slice(0, 10));
const seriesArb = fc
  .array(fc.record({ date: dayArb, price: fc.double({ min: 0.0001, max: 1e6, noNaN: true }) }), {
    minLength: 1,
    maxLength: 80,
  })
  .map(cleanSeries)
  .filter((series) => series.length > 0);

/** Equal within floating-point error relative to the size of the figure. */
function expectClose(actual: number | null, expected: number) {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
}

describe('properties', () => {
  it('returns do not change when every price is scaled', () => {
    fc.assert(
      fc.property(seriesArb, fc.double({ min: 0.01, max: 1000, noNaN: true }), (series, k) => {
        const scaled = series.map((point) => ({ ...point, price: point.price * k }));
        const a = fundReturns(series);
        const b = fundReturns(scaled);
        for (const period of FUND_PERIODS) {
          if (a[period] === null) expect(b[period]).toBeNull();
          else expectClose(b[period], a[period] as number);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a flat price gives 0 for every defined period; longer periods are null no later than shorter ones', () => {
    fc.assert(
      fc.property(seriesArb, (series) => {
        const flat = fundReturns(series.map((point) => ({ ...point, price: 7 })));
        for (const period of FUND_PERIODS) if (flat[period] !== null) expect(flat[period]).toBe(0);
        const order = ['1m', '3m', '6m', '1y', '3y', '5y'] as const;
        for (let i = 1; i < order.length; i++)
          if (flat[order[i] as (typeof order)[number]] !== null)
            expect(flat[order[i - 1] as (typeof order)[number]]).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('a period’s return uses the first price on or after its start: earlier prices never move it', () => {
    fc.assert(
      fc.property(seriesArb, fc.double({ min: 0.01, max: 100, noNaN: true }), (series, k) => {
        const last = series.at(-1) as PricePoint;
        const before = fundReturns(series);
        for (const period of ['1m', '3m', '6m', '1y', '3y', '5y'] as const) {
          const start = periodStart(last.date, period);
          // Every price dated before the start scaled by k; the fund stays as old as it was.
          const moved = series.map((point) =>
            point.date < start ? { ...point, price: point.price * k } : point,
          );
          const after = fundReturns(moved)[period];
          if (before[period] === null) expect(after).toBeNull();
          else expectClose(after, before[period] as number);
          const base = series.find((point) => point.date >= start) as PricePoint;
          if (before[period] !== null) expectClose(before[period], (last.price / base.price - 1) * 100);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('period starts are valid days before the end, in the right month', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 60 }), (day, months) => {
        const start = monthsBefore(day, months);
        expect(Number.isNaN(Date.parse(`${start}T00:00:00Z`))).toBe(false);
        expect(new Date(`${start}T00:00:00Z`).toISOString().slice(0, 10)).toBe(start);
        expect(start < day).toBe(true);
        const [y, m] = day.split('-').map(Number) as [number, number];
        const [sy, sm] = start.split('-').map(Number) as [number, number];
        expect(y * 12 + m - (sy * 12 + sm)).toBe(months);
      }),
      { numRuns: 500 },
    );
  });

  it('rebased series start at 100 on the latest first day and follow each fund’s own price ratios', () => {
    fc.assert(
      fc.property(fc.array(seriesArb, { minLength: 1, maxLength: 3 }), (list) => {
        const common = list
          .map((series) => (series[0] as PricePoint).date)
          .sort()
          .at(-1) as string;
        rebaseTo100(list).forEach((points, i) => {
          const source = list[i] as PricePoint[];
          const base = source.filter((point) => point.date <= common).at(-1);
          if (!base) {
            expect(points).toEqual([]);
            return;
          }
          expect(points[0]).toEqual({ date: common, value: 100 });
          const after = source.filter((point) => point.date > common);
          expect(points.slice(1).map((point) => point.date)).toEqual(after.map((point) => point.date));
          points.slice(1).forEach((point, j) => {
            expectClose(point.value, ((after[j] as PricePoint).price / base.price) * 100);
          });
        });
      }),
      { numRuns: 200 },
    );
  });
});
