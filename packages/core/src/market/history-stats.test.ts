import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeStart, seriesStats } from './history-stats.ts';

describe('history periods', () => {
  it('starts the same day so many months earlier, clamped to the month end', () => {
    expect(rangeStart('2026-11-27', '1m')).toBe('2026-10-27');
    expect(rangeStart('2026-11-27', '3m')).toBe('2026-08-27');
    expect(rangeStart('2026-11-27', '1y')).toBe('2025-11-27');
    expect(rangeStart('2026-11-27', '5y')).toBe('2021-11-27');
    expect(rangeStart('2026-03-31', '1m')).toBe('2026-02-28');
    expect(rangeStart('2028-03-31', '1m')).toBe('2028-02-29');
    expect(rangeStart('2026-01-15', '1m')).toBe('2025-12-15');
  });
});

describe('period figures', () => {
  it('gives high, low and the change from the first to the last day', () => {
    // 42.00 → 42.80: +0.80, 0.80 / 42 = 1.9047…% → 1.90 %
    expect(seriesStats([42, 42.42, 41.9, 43.1, 42.8])).toEqual({
      high: 43.1,
      low: 41.9,
      first: 42,
      last: 42.8,
      change: 0.8,
      changePercent: 1.9,
    });
    expect(seriesStats([])).toBeNull();
  });

  it('keeps every value between low and high (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.0001, max: 1e6, noNaN: true }), { minLength: 1 }), (values) => {
        const stats = seriesStats(values);
        for (const value of values) {
          expect(value).toBeGreaterThanOrEqual(stats?.low ?? Number.NaN);
          expect(value).toBeLessThanOrEqual(stats?.high ?? Number.NaN);
        }
      }),
    );
  });
});
