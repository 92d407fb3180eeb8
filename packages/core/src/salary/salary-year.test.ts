import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grossForNet, minimumWageTaxExemption, salaryMonth } from './salary-month.ts';
import { computeSalary, minimumWageOf, salaryFigures } from './salary-year.ts';

const figures = salaryFigures(2026);
if (!figures) throw new Error('2026 figures missing');

describe('worked example 1 — İkoloji, "2026 Asgari Ücret Hesabı" (ikoloji.net/wp/?p=184)', () => {
  // Brüt 33.030,00 · SGK %14 4.624,20 · işsizlik %1 330,30 · GV matrahı 28.075,50 · GV 4.211,33 − istisna
  // 4.211,33 · DV 250,70 − istisna 250,70 · kesinti 4.954,50 · net 28.075,50; işveren SGK 7.184,03,
  // işsizlik 660,60, toplam maliyet 40.874,63 (teşviksiz).
  const result = computeSalary({ direction: 'grossToNet', amount: 33_030, incentive: 'none', year: 2026 });

  it('reproduces the January payroll line by line', () => {
    expect(result.months[0]).toMatchObject({
      gross: 33_030,
      sgkEmployee: 4_624.2,
      unemploymentEmployee: 330.3,
      taxBase: 28_075.5,
      incomeTaxComputed: 4_211.33,
      incomeTaxExemption: 4_211.33,
      incomeTax: 0,
      stampTaxComputed: 250.7,
      stampTaxExemption: 250.7,
      stampTax: 0,
      net: 28_075.5,
      employerSgk: 7_184.03,
      employerUnemployment: 660.6,
      employerCost: 40_874.63,
    });
  });

  it('gives the net minimum wage, exactly, in every month of the year', () => {
    for (const month of result.months) expect(month.net).toBe(28_075.5);
    expect(minimumWageOf(2026)).toEqual({ gross: 33_030, net: 28_075.5 });
  });
});

describe('worked example 2 — GİB duyurusu, 04.08.2026 (Alo Maliye): July minimum-wage exemption 4.537,75 TL', () => {
  // The minimum wage's cumulative base crosses 190.000 TL in July (6 × 28.075,50 = 168.453,00):
  // 21.547,00 × %15 = 3.232,05 + 6.528,50 × %20 = 1.305,70 → 4.537,75; January–June 28.075,50 × %15 =
  // 4.211,325 → 4.211,33; August–December × %20 = 5.615,10.
  it('follows the minimum wage through the brackets month by month', () => {
    const series = Array.from(
      { length: 12 },
      (_, index) => minimumWageTaxExemption(figures, index + 1) / 100,
    );
    expect(series).toEqual([
      4_211.33, 4_211.33, 4_211.33, 4_211.33, 4_211.33, 4_211.33, 4_537.75, 5_615.1, 5_615.1, 5_615.1,
      5_615.1, 5_615.1,
    ]);
  });
});

describe('worked example 3 — SGK genelgesi, Habertürk 13.01.2026: premiums after the Treasury support', () => {
  it('60.000 TL outside manufacturing: 38,75 % = 23.250 TL less 2 points (1.200 TL) = 22.050 TL', () => {
    const [january] = computeSalary({
      direction: 'grossToNet',
      amount: 60_000,
      incentive: 'other',
      year: 2026,
    }).months;
    const paid =
      (january?.sgkEmployee ?? 0) +
      (january?.unemploymentEmployee ?? 0) +
      (january?.employerSgk ?? 0) +
      (january?.employerUnemployment ?? 0);
    expect(paid).toBe(22_050);
  });

  it('50.000 TL in manufacturing: 19.375 TL less 5 points (2.500 TL) = 16.875 TL', () => {
    const [january] = computeSalary({
      direction: 'grossToNet',
      amount: 50_000,
      incentive: 'manufacturing',
      year: 2026,
    }).months;
    expect(
      (january?.sgkEmployee ?? 0) +
        (january?.unemploymentEmployee ?? 0) +
        (january?.employerSgk ?? 0) +
        (january?.employerUnemployment ?? 0),
    ).toBe(16_875);
  });
});

describe('worked example 4 — Yeni Şafak 23.12.2025 (CNN Türk, Emin Yılmaz): minimum wage cost to the employer', () => {
  // Quoted to the lira: 39.223 TL in manufacturing (5 points), 40.214 TL in services (2 points).
  // To the kuruş: 33.030 × %16,75 = 5.532,525 → 5.532,53 + 660,60 → 39.223,13; × %19,75 → 40.214,03.
  const cost = (incentive: 'other' | 'manufacturing') =>
    computeSalary({ direction: 'grossToNet', amount: 33_030, incentive, year: 2026 }).months[0]?.employerCost;
  it('reproduces both figures', () => {
    expect(cost('manufacturing')).toBe(39_223.13);
    expect(cost('other')).toBe(40_214.03);
  });
});

describe('a salary above the minimum wage, worked by hand', () => {
  // 50.000 TL in January: SGK 7.000 + işsizlik 500 → base 42.500; tax 6.375 − 4.211,33 = 2.163,67;
  // stamp 379,50 − 250,70 = 128,80; net 50.000 − 7.500 − 2.163,67 − 128,80 = 40.207,53.
  const result = computeSalary({ direction: 'grossToNet', amount: 50_000, incentive: 'none', year: 2026 });

  it('gives January', () => {
    expect(result.months[0]).toMatchObject({ incomeTax: 2_163.67, stampTax: 128.8, net: 40_207.53 });
  });

  it('cumulates the base: May crosses 190.000 TL (4 × 42.500 = 170.000)', () => {
    // 20.000 × %15 + 22.500 × %20 = 3.000 + 4.500 = 7.500 − 4.211,33 = 3.288,67
    expect(result.months[4]).toMatchObject({ cumulativeTaxBase: 212_500, incomeTax: 3_288.67 });
    expect(result.totals.gross).toBe(600_000);
  });

  it('caps the SGK shares at 9 × the minimum wage (297.270 TL)', () => {
    const high = computeSalary({ direction: 'grossToNet', amount: 400_000, incentive: 'none', year: 2026 });
    expect(high.months[0]).toMatchObject({
      sgkBase: 297_270,
      sgkEmployee: 41_617.8,
      unemploymentEmployee: 2_972.7,
    });
  });
});

describe('net → gross', () => {
  it('turns the net minimum wage into the gross minimum wage in every month', () => {
    const result = computeSalary({
      direction: 'netToGross',
      amount: 28_075.5,
      incentive: 'none',
      year: 2026,
    });
    for (const month of result.months) expect(month).toMatchObject({ gross: 33_030, net: 28_075.5 });
  });

  it('property: every month pays exactly the net asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2_807_550, max: 500_000_000 }), (netKurus) => {
        const net = netKurus / 100;
        const result = computeSalary({ direction: 'netToGross', amount: net, incentive: 'none', year: 2026 });
        for (const month of result.months) expect(month.net).toBe(net);
      }),
      { numRuns: 60 },
    );
  });

  it('property: gross → net → gross returns the input, or a gross a few kuruş away with the same net', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3_303_000, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 600_000_000 }),
        fc.constantFrom('none' as const, 'other' as const, 'manufacturing' as const),
        (gross, month, before, incentive) => {
          const { net } = salaryMonth(figures, month, gross, before, incentive);
          const back = grossForNet(figures, month, net, before, incentive);
          expect(salaryMonth(figures, month, back, before, incentive).net).toBe(net);
          // Rounding of four deductions lets neighbouring grosses share a net (at the 40 % band the net
          // can even dip by a kuruş and come back), but net grows by about half the gross, so they are close.
          expect(Math.abs(gross - back)).toBeLessThanOrEqual(5);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: the twelve months add up, and net + deductions = gross each month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3_303_000, max: 1_000_000_000 }), (kurus) => {
        const result = computeSalary({
          direction: 'grossToNet',
          amount: kurus / 100,
          incentive: 'none',
          year: 2026,
        });
        for (const m of result.months) {
          const deductions = Math.round(
            (m.sgkEmployee + m.unemploymentEmployee + m.incomeTax + m.stampTax) * 100,
          );
          expect(Math.round(m.net * 100) + deductions).toBe(kurus);
          expect(m.incomeTax).toBeGreaterThanOrEqual(0);
        }
        expect(Math.round(result.totals.gross * 100)).toBe(kurus * 12);
      }),
      { numRuns: 100 },
    );
  });
});
