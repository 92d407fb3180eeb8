import { describe, expect, it } from 'vitest';
import { assetCap } from './asset-caps.ts';

// The figures below are written out, not read from the rule data, so a wrong row there fails here.
const ON = '2026-10-01';
const BEFORE_2026_02 = '2026-01-31';

const HOUSING_2026: [number, number, number, number][] = [
  // value, A–B %, C %, other %
  [5_000_000, 90, 80, 70],
  [7_000_000, 80, 70, 60],
  [10_000_000, 70, 60, 50],
  [20_000_000, 50, 40, 30],
];
const ABOVE_20M: [number, number, number, number] = [Number.POSITIVE_INFINITY, 40, 30, 20];

describe('housing loan-to-value, BDDK decision 11364 (2026-01-29)', () => {
  const share = (value: number, percent: number) => Math.floor((value * 100 * percent) / 10_000);

  it.each(HOUSING_2026)('at %d TL: A–B %d %, C %d %, other %d %', (value, ab, c, other) => {
    const over = value + 0.01;
    const next = HOUSING_2026.find(([upTo]) => upTo > value) ?? ABOVE_20M;
    for (const [energyClass, atPercent, overPercent] of [
      ['AB', ab, next[1]],
      ['C', c, next[2]],
      ['other', other, next[3]],
    ] as const) {
      expect(assetCap('konut', value, { energyClass }, ON)).toEqual({
        refused: false,
        maxAmount: share(value, atPercent),
        maxMaturity: null,
        rule: 'housing-11364-2026-01-29',
      });
      expect(assetCap('konut', over, { energyClass }, ON)).toMatchObject({
        maxAmount: share(over, overPercent),
      });
    }
  });

  it('worked figures: 4.000.000 TL, 12.000.000 TL, 30.000.000 TL', () => {
    expect(assetCap('konut', 4_000_000, { energyClass: 'AB' }, ON)).toMatchObject({ maxAmount: 3_600_000 });
    expect(assetCap('konut', 4_000_000, { energyClass: 'C' }, ON)).toMatchObject({ maxAmount: 3_200_000 });
    expect(assetCap('konut', 4_000_000, {}, ON)).toMatchObject({ maxAmount: 2_800_000 });
    expect(assetCap('konut', 12_000_000, {}, ON)).toMatchObject({ maxAmount: 3_600_000 });
    expect(assetCap('konut', 30_000_000, { energyClass: 'AB' }, ON)).toMatchObject({ maxAmount: 12_000_000 });
    expect(assetCap('konut', 30_000_000, {}, ON)).toMatchObject({ maxAmount: 6_000_000 });
  });

  it('keeps a quarter of the limit when the buyer already owns a home, floored to the lira', () => {
    // 90 % × 25 % = 22,5 % of 4.000.000 = 900.000; 70 % × 25 % of 1.000.001,43 = 175.000,25 → 175.000.
    expect(assetCap('konut', 4_000_000, { energyClass: 'AB', ownsHome: true }, ON)).toMatchObject({
      maxAmount: 900_000,
    });
    expect(assetCap('konut', 1_000_001.43, { ownsHome: true }, ON)).toMatchObject({ maxAmount: 175_000 });
    expect(assetCap('konut', 4_000_000, { ownsHome: false }, ON)).toMatchObject({ maxAmount: 2_800_000 });
  });
});

describe('housing before February 2026: the earlier set', () => {
  it.each([
    [5_000_000, 3_500_000],
    [5_000_000.01, 2_500_000],
    [10_000_000, 5_000_000],
    [10_000_000.01, 5_000_000],
    [30_000_000, 15_000_000],
  ])('a home worth %d TL allows %d TL whatever its class', (value, amount) => {
    for (const energyClass of ['AB', 'C', 'other'] as const) {
      expect(assetCap('konut', value, { energyClass }, BEFORE_2026_02)).toEqual({
        refused: false,
        maxAmount: amount,
        maxMaturity: null,
        rule: 'housing-2026-01-01',
      });
    }
  });

  it('switches on 2026-02-01 and knows no housing rule before 2026', () => {
    expect(assetCap('konut', 4_000_000, { energyClass: 'AB' }, '2026-01-31')).toMatchObject({
      maxAmount: 2_800_000,
    });
    expect(assetCap('konut', 4_000_000, { energyClass: 'AB' }, '2026-02-01')).toMatchObject({
      maxAmount: 3_600_000,
    });
    expect(assetCap('konut', 4_000_000, {}, '2025-12-31')).toBeNull();
  });
});
