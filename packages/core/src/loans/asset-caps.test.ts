import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AssetCapRuleSet, rulesOn, turkishToday } from './asset-cap-rules.ts';
import { assetCap, capNotice, capNoticeMessage } from './asset-caps.ts';
import { TASIT_TERMS } from './constants.ts';

const ON = '2026-10-01';

describe('vehicle caps by invoice value', () => {
  it.each([
    [2_500_000, 48, 1_750_000],
    [2_500_000.01, 36, 1_250_000],
    [5_000_000, 36, 2_500_000],
    [5_000_000.01, 24, 1_500_000],
    [6_500_000, 24, 1_950_000],
    [6_500_000.01, 12, 1_300_000],
    [7_500_000, 12, 1_500_000],
  ])('a value of %d TL allows %d months and %d TL', (value, months, amount) => {
    expect(assetCap('tasit', value, ON)).toEqual({ refused: false, maxAmount: amount, maxMaturity: months });
  });

  it('refuses a vehicle one kuruş over the last band', () => {
    expect(assetCap('tasit', 7_500_000.01, ON)).toEqual({ refused: true });
    expect(assetCap('tasit', 100_000_000, ON)).toEqual({ refused: true });
    expect(capNotice('tasit', 100_000, 12, 7_500_000.01, 'page', ON)).toBeNull();
  });

  it('floors the loan-to-value share to whole lira', () => {
    // 70 % of 1.000.001,43 TL = 700.001,001 → 700.001; of 999.999,99 → 699.999,993 → 699.999.
    expect(assetCap('tasit', 1_000_001.43, ON)).toMatchObject({ maxAmount: 700_001 });
    expect(assetCap('tasit', 999_999.99, ON)).toMatchObject({ maxAmount: 699_999 });
    // 50 % of 2.500.001,99 is 1.250.000,995: floored, not rounded.
    expect(assetCap('tasit', 2_500_001.99, ON)).toMatchObject({ maxAmount: 1_250_000 });
  });
});

describe('housing loan-to-value', () => {
  it.each([
    [5_000_000, 3_500_000],
    [5_000_000.01, 2_500_000],
    [10_000_000, 5_000_000],
    // Above 10 M the 50 % band goes on (docs/domain-rules.md#asset-value-caps).
    [10_000_000.01, 5_000_000],
    [30_000_000, 15_000_000],
  ])('a home worth %d TL allows %d TL and no term cap', (value, amount) => {
    expect(assetCap('konut', value, ON)).toEqual({ refused: false, maxAmount: amount, maxMaturity: null });
  });

  it('gives no term in the notice: the type list applies', () => {
    expect(capNotice('konut', 3_500_000, 180, 4_000_000, 'page', ON)).toEqual({
      maxAmount: 2_800_000,
      maxMaturity: null,
      message: 'Bu değerde en fazla 2.800.000 TL kredi kullanabilirsiniz.',
    });
    expect(capNotice('konut', 2_800_000, 180, 4_000_000, 'page', ON)).toBeNull();
    expect(capNotice('konut', 2_800_001, 12, 4_000_000, 'page', ON)).not.toBeNull();
  });
});

describe('cap notice', () => {
  it('names the largest amount and term when either is over', () => {
    expect(capNotice('tasit', 2_000_000, 48, 3_000_000, 'page', ON)).toEqual({
      maxAmount: 1_500_000,
      maxMaturity: 36,
      message: 'Bu değerde en fazla 1.500.000 TL, en fazla 36 ay vadeyle kredi kullanabilirsiniz.',
    });
    // Amount within, term over.
    expect(capNotice('tasit', 1_000_000, 42, 3_000_000, 'page', ON)?.maxMaturity).toBe(36);
    // Both exactly at the cap: nothing to say.
    expect(capNotice('tasit', 1_500_000, 36, 3_000_000, 'page', ON)).toBeNull();
    expect(capNotice('tasit', 1_500_001, 36, 3_000_000, 'page', ON)?.maxAmount).toBe(1_500_000);
  });

  it('is silent for loan types without value rules and before the first rule set', () => {
    expect(assetCap('ihtiyac', 3_000_000, ON)).toBeNull();
    expect(capNotice('ihtiyac', 2_000_000, 36, 1, 'page', ON)).toBeNull();
    expect(assetCap('tasit', 3_000_000, '2025-12-31')).toBeNull();
  });

  it('formats the message per the Turkish number format', () => {
    expect(capNoticeMessage(12_345_678, 12)).toBe(
      'Bu değerde en fazla 12.345.678 TL, en fazla 12 ay vadeyle kredi kullanabilirsiniz.',
    );
  });

  it('its suggested amount and term never give a notice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('tasit' as const, 'konut' as const),
        fc.integer({ min: 200, max: 1_000_000_000 * 100 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.constantFrom(...TASIT_TERMS),
        (type, kurus, amount, maturity) => {
          const notice = capNotice(type, amount, maturity, kurus / 100, 'page', ON);
          if (!notice) return;
          expect(notice.maxAmount).toBeGreaterThanOrEqual(1);
          // A notice only when the request is over: the amount or the term.
          expect(amount > notice.maxAmount || maturity > (notice.maxMaturity ?? maturity)).toBe(true);
          expect(
            capNotice(type, notice.maxAmount, notice.maxMaturity ?? maturity, kurus / 100, 'page', ON),
          ).toBeNull();
          if (notice.maxMaturity !== null) expect(TASIT_TERMS).toContain(notice.maxMaturity);
        },
      ),
    );
  });
});

describe('dated rule sets', () => {
  const sets: AssetCapRuleSet[] = [
    { inForceFrom: '2024-03-23', source: 'old', vehicle: [], housing: [] },
    { inForceFrom: '2026-01-01', source: 'new', vehicle: [], housing: [] },
  ];

  it('picks the latest set in force on the day', () => {
    expect(rulesOn('2024-03-22', sets)).toBeNull();
    expect(rulesOn('2024-03-23', sets)?.source).toBe('old');
    expect(rulesOn('2025-12-31', sets)?.source).toBe('old');
    expect(rulesOn('2026-01-01', sets)?.source).toBe('new');
    expect(rulesOn('2030-01-01', [...sets].reverse())?.source).toBe('new');
  });

  it('reads today in Turkish time', () => {
    expect(turkishToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(turkishToday(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
  });
});
