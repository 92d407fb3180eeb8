import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetCap, capNotice, capNoticeMessage } from './asset-caps.ts';
import { TASIT_TERMS } from './constants.ts';

// The figures below are written out, not read from the rule data, so a wrong row there fails here.
const ON = '2026-10-01';
const BEFORE_2026_02 = '2026-01-31';

describe('vehicle caps, passenger cars in general (docs/domain-rules.md#asset-value-caps)', () => {
  it.each([
    [400_000, 48, 280_000],
    [400_000.01, 36, 200_000],
    [800_000, 36, 400_000],
    [800_000.01, 24, 240_000],
    [1_200_000, 24, 360_000],
    [1_200_000.01, 12, 240_000],
    [2_000_000, 12, 400_000],
  ])('a value of %d TL allows %d months and %d TL', (value, months, amount) => {
    for (const date of [ON, BEFORE_2026_02, '2020-01-01']) {
      expect(assetCap('tasit', value, {}, date)).toEqual({
        refused: false,
        maxAmount: amount,
        maxMaturity: months,
        rule: 'vehicle-general',
      });
      expect(assetCap('tasit', value, { vehicleKind: 'other' }, date)).toMatchObject({ maxAmount: amount });
    }
  });

  it('refuses a car one kuruş over 2.000.000 TL with the general rule', () => {
    const refused = { refused: true, refusal: 'calc:asset.vehicleRefusedGeneral', rule: 'vehicle-general' };
    expect(assetCap('tasit', 2_000_000.01, {}, ON)).toEqual(refused);
    expect(assetCap('tasit', 3_000_000, { vehicleKind: 'other' }, ON)).toEqual(refused);
    expect(capNotice('tasit', 100_000, 12, 2_000_000.01, 'page', {}, ON)).toBeNull();
  });

  it('floors the loan-to-value share to whole lira', () => {
    // 70 % of 100.001,43 TL = 70.001,001 → 70.001; of 99.999,99 → 69.999,993 → 69.999.
    expect(assetCap('tasit', 100_001.43, {}, ON)).toMatchObject({ maxAmount: 70_001 });
    expect(assetCap('tasit', 99_999.99, {}, ON)).toMatchObject({ maxAmount: 69_999 });
    // 50 % of 400.001,99 is 200.000,995: floored, not rounded.
    expect(assetCap('tasit', 400_001.99, {}, ON)).toMatchObject({ maxAmount: 200_000 });
  });
});

describe('vehicle caps, electric cars made in Türkiye (BDDK 2025-03-12)', () => {
  const electric = { vehicleKind: 'domesticElectric' } as const;
  it.each([
    [2_500_000, 48, 1_750_000],
    [2_500_000.01, 36, 1_250_000],
    [5_000_000, 36, 2_500_000],
    [5_000_000.01, 24, 1_500_000],
    [6_500_000, 24, 1_950_000],
    [6_500_000.01, 12, 1_300_000],
    [7_500_000, 12, 1_500_000],
  ])('a value of %d TL allows %d months and %d TL', (value, months, amount) => {
    expect(assetCap('tasit', value, electric, ON)).toEqual({
      refused: false,
      maxAmount: amount,
      maxMaturity: months,
      rule: 'vehicle-domestic-electric-2025-03-12',
    });
  });

  it('refuses one kuruş over 7.500.000 TL with the electric rule', () => {
    expect(assetCap('tasit', 7_500_000.01, electric, ON)).toEqual({
      refused: true,
      refusal: 'calc:asset.vehicleRefusedElectric',
      rule: 'vehicle-domestic-electric-2025-03-12',
    });
  });

  it('applies from 2025-03-12; before it the general table answers', () => {
    expect(assetCap('tasit', 2_500_000, electric, '2025-03-12')).toMatchObject({ maxMaturity: 48 });
    expect(assetCap('tasit', 2_500_000, electric, '2025-03-11')).toMatchObject({
      refused: true,
      rule: 'vehicle-general',
    });
  });
});

describe('cap notice', () => {
  it('names the largest amount and term when either is over', () => {
    expect(capNotice('tasit', 700_000, 48, 1_000_000, 'page', {}, ON)).toEqual({
      maxAmount: 300_000,
      maxMaturity: 24,
      message: 'Bu değerde en fazla 300.000 TL, en fazla 24 ay vadeyle kredi kullanabilirsiniz.',
      appliedAmount: 300_000,
      appliedMaturity: 24,
    });
    // Amount within, term over; both exactly at the cap; a lira over.
    expect(capNotice('tasit', 100_000, 36, 1_000_000, 'page', {}, ON)).toMatchObject({
      maxMaturity: 24,
      appliedAmount: 100_000,
      appliedMaturity: 24,
    });
    expect(capNotice('tasit', 300_000, 24, 1_000_000, 'page', {}, ON)).toBeNull();
    expect(capNotice('tasit', 300_001, 24, 1_000_000, 'page', {}, ON)?.maxAmount).toBe(300_000);
    const electric = { vehicleKind: 'domesticElectric' } as const;
    expect(capNotice('tasit', 2_000_000, 48, 3_000_000, 'page', electric, ON)).toMatchObject({
      maxAmount: 1_500_000,
      maxMaturity: 36,
    });
  });

  it('gives no term for housing: the type list applies', () => {
    expect(capNotice('konut', 3_500_000, 180, 4_000_000, 'page', {}, ON)).toEqual({
      maxAmount: 2_800_000,
      maxMaturity: null,
      message: 'Bu değerde en fazla 2.800.000 TL kredi kullanabilirsiniz.',
      appliedAmount: 2_800_000,
      appliedMaturity: 180,
    });
    expect(capNotice('konut', 3_500_000, 180, 4_000_000, 'page', { energyClass: 'AB' }, ON)).toBeNull();
    expect(capNotice('konut', 2_800_001, 12, 4_000_000, 'page', {}, ON)).not.toBeNull();
  });

  it('is silent for loan types without value rules', () => {
    expect(assetCap('ihtiyac', 3_000_000, {}, ON)).toBeNull();
    expect(capNotice('ihtiyac', 2_000_000, 36, 1, 'page', {}, ON)).toBeNull();
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
        fc.record({
          vehicleKind: fc.constantFrom('other' as const, 'domesticElectric' as const),
          energyClass: fc.constantFrom('AB' as const, 'C' as const, 'other' as const),
          ownsHome: fc.boolean(),
        }),
        fc.integer({ min: 200, max: 1_000_000_000 * 100 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.constantFrom(...TASIT_TERMS),
        (type, details, kurus, amount, maturity) => {
          const notice = capNotice(type, amount, maturity, kurus / 100, 'page', details, ON);
          if (!notice) return;
          expect(notice.maxAmount).toBeGreaterThanOrEqual(0);
          expect(amount > notice.maxAmount || maturity > (notice.maxMaturity ?? maturity)).toBe(true);
          if (notice.maxAmount < 1) return;
          const again = capNotice(
            type,
            notice.maxAmount,
            notice.maxMaturity ?? maturity,
            kurus / 100,
            'page',
            details,
            ON,
          );
          expect(again).toBeNull();
          if (notice.maxMaturity !== null) expect(TASIT_TERMS).toContain(notice.maxMaturity);
          // The offers' figures: within the cap, and the request's own where it was within.
          const applied = capNotice(
            type,
            notice.appliedAmount,
            notice.appliedMaturity,
            kurus / 100,
            'page',
            details,
            ON,
          );
          expect(applied).toBeNull();
          expect(notice.appliedAmount).toBe(Math.min(amount, notice.maxAmount));
          expect(TASIT_TERMS).toContain(notice.appliedMaturity);
        },
      ),
    );
  });
});
