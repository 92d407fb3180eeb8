import { describe, expect, it } from 'vitest';
import { lastAndChange, lastThirtyDays, valueDecimals } from './currency-figures.ts';

const point = (date: string, value: number) => ({ date, buy: null, sell: value, value });

describe('currency page figures', () => {
  it('takes the day change against the previous stored day', () => {
    const { last, change, changePercent } = lastAndChange([point('2026-11-19', 40), point('2026-11-20', 42)]);
    expect(last?.value).toBe(42);
    expect(change).toBe(2);
    expect(changePercent).toBe(5);
    expect(lastAndChange([point('2026-11-20', 42)]).change).toBeNull();
    expect(lastAndChange([]).last).toBeNull();
  });

  it('lists the last 30 calendar days, newest first', () => {
    const days = [point('2026-10-20', 1), point('2026-10-22', 2), point('2026-11-20', 3)];
    expect(lastThirtyDays(days).map((day) => day.date)).toEqual(['2026-11-20', '2026-10-22']);
  });

  it('writes rates with 4 decimals, gold and the index with 2', () => {
    expect([valueDecimals('USD'), valueDecimals('XAU'), valueDecimals('BIST100')]).toEqual([4, 2, 2]);
  });
});
