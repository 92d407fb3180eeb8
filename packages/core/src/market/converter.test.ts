import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONVERTER_CODES,
  convertAmount,
  crossRateDecimals,
  type LiraRate,
  liraPerUnit,
  resultDecimals,
} from './converter.ts';

// The central bank's bulletin of 28.09.2026 (apps/api/src/features/market/seed-data/tcmb-2026-09-28.xml):
// USD 48.9008 / 48.9889, EUR 55.6307 / 55.7310, JPY 31.0524 / 31.2580 per 100 yen;
// gram gold: the demo's sample price (market-seed.ts).
const rates = new Map<string, LiraRate>([
  ['USD', { buy: 48.9008, sell: 48.9889, value: 48.9889 }],
  ['EUR', { buy: 55.6307, sell: 55.731, value: 55.731 }],
  ['JPY', { buy: 0.310524, sell: 0.31258, value: 0.31258 }],
  ['XAU', { buy: null, sell: null, value: 6382.57 }],
]);

describe('the currency converter', () => {
  it('converts to lira on the chosen side, to the kuruş', () => {
    // 1,250 × 48.9889 = 61,236.125 → 61,236.13 (half up); buying: 1,250 × 48.9008 = 61,126.00.
    expect(convertAmount(1250, 'USD', 'TRY', 'sell', rates)).toEqual({ result: 61236.13, rate: 48.9889 });
    expect(convertAmount(1250, 'USD', 'TRY', 'buy', rates)?.result).toBe(61126);
  });

  it('converts lira to a currency and crosses two currencies through the lira', () => {
    // 10,000 / 55.7310 = 179.43334… → 179.4333
    expect(convertAmount(10_000, 'TRY', 'EUR', 'sell', rates)?.result).toBe(179.4333);
    // 100 USD → EUR on selling rates: 100 × 48.9889 / 55.7310 = 87.902424… ; rate 0.879024(24…)
    expect(convertAmount(100, 'USD', 'EUR', 'sell', rates)).toEqual({ result: 87.9024, rate: 0.879024 });
    // 1,000 JPY → USD on buying rates: 1,000 × 0.310524 / 48.9008 = 6.350080… → 6.3501
    expect(convertAmount(1000, 'JPY', 'USD', 'buy', rates)?.result).toBe(6.3501);
  });

  it('prices gram gold with its one price on either side', () => {
    // 2.5 g × 6,382.57 = 15,956.425 → 15,956.43
    expect(convertAmount(2.5, 'XAU', 'TRY', 'buy', rates)?.result).toBe(15956.43);
    expect(convertAmount(2.5, 'XAU', 'TRY', 'sell', rates)?.result).toBe(15956.43);
  });

  it('keeps 6 significant digits of a small cross rate', () => {
    // 1 JPY → gram gold on buying rates: 0.310524 / 6,382.57 = 0.00004865186… → 0.0000486519 (10 places).
    expect(convertAmount(1, 'JPY', 'XAU', 'buy', rates)?.rate).toBe(0.0000486519);
    expect(crossRateDecimals(0.0000486519)).toBe(10);
    // 0.0486519 has 7 places; from 0.1 up, 6 places (as for USD → EUR above).
    expect(crossRateDecimals(0.0486519)).toBe(7);
    expect(crossRateDecimals(0.879024)).toBe(6);
    expect(crossRateDecimals(20_554.1)).toBe(6);
    expect(crossRateDecimals(1e-15)).toBe(12);
  });

  it('gives null when a rate is missing', () => {
    expect(convertAmount(1, 'KWD', 'TRY', 'sell', rates)).toBeNull();
    expect(convertAmount(1, 'TRY', 'KWD', 'sell', rates)).toBeNull();
  });

  it('offers the lira, gold and no code twice', () => {
    expect(CONVERTER_CODES).toContain('TRY');
    expect(CONVERTER_CODES).toContain('XAU');
    expect(new Set(CONVERTER_CODES).size).toBe(CONVERTER_CODES.length);
  });

  it('comes back to the amount when converted there and back on one side (property)', () => {
    const codes = ['TRY', 'USD', 'EUR', 'JPY', 'XAU'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_00 }).map((kurus) => kurus / 100),
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        fc.constantFrom('buy' as const, 'sell' as const),
        (amount, from, to, side) => {
          const there = convertAmount(amount, from, to, side, rates);
          expect(there).not.toBeNull();
          const back = convertAmount(there?.result ?? 0, to, from, side, rates);
          // Rounding `there` to 2 or 4 places loses at most half a unit of its last place, worth
          // (lira per `to`) ÷ (lira per `from`) units of `from` each (the exact ratio: the returned rate is
          // rounded to 6 places, which for yen to gold keeps two digits); rounding `back` adds half a unit more.
          const perTo = to === 'TRY' ? 1 : liraPerUnit(rates.get(to) as LiraRate, side);
          const perFrom = from === 'TRY' ? 1 : liraPerUnit(rates.get(from) as LiraRate, side);
          const lost =
            0.5 * 10 ** -resultDecimals(to) * (perTo / perFrom) + 0.5 * 10 ** -resultDecimals(from);
          expect(Math.abs((back?.result ?? 0) - amount)).toBeLessThanOrEqual(lost + 1e-9);
        },
      ),
      { numRuns: 500 },
    );
  });
});
