import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRADESMAN_MAX_YEARS, tradesmanInstallmentDays } from './constants.ts';
import { computeTradesmanLoan } from './tradesman-loan.ts';

const kurus = (value: number): number => Math.round(value * 100);

describe('computeTradesmanLoan — worked example: 300.000 TL, 1 year, 25 %', () => {
  // 4 instalments, principal part 300000 / 4 = 75000.
  // #1 93 days on 300000: interest 300000 × 0.25 × 93/360 = 19375;   commission 0.26 % = 780; total 95155
  // #2 92 days on 225000: interest 225000 × 0.25 × 92/360 = 14375;   commission 585;          total 89960
  // #3 90 days on 150000: interest 150000 × 0.25 × 90/360 = 9375;    commission 390;          total 84765
  // #4 91 days on  75000: interest  75000 × 0.25 × 91/360 = 4739.583 → 4739.58; comm. 195;   total 79934.58
  // Expenses: 1.25 % 3750 + 0.25 % 750 + 1 % 3000 + 0.25 % 750 + 0 = 8250; refund 300000/50 = 6000
  // Net = 300000 − 8250 − 6000 = 285750; repayment = 95155 + 89960 + 84765 + 79934.58 = 349814.58
  // Interest 47864.58, commission 1950, cost = 47864.58 + 1950 + 8250 = 58064.58; monthly 349814.58/12 = 29151.215 → 29151.22
  const result = computeTradesmanLoan({ principal: 300_000, years: 1 });

  it('lists every instalment', () => {
    expect(result.taksitDetaylari).toEqual([
      {
        taksitNo: 1,
        gunSayisi: 93,
        kalanAnaPara: 300000,
        anaTaksit: 75000,
        faiz: 19375,
        komisyon: 780,
        taksitToplami: 95155,
      },
      {
        taksitNo: 2,
        gunSayisi: 92,
        kalanAnaPara: 225000,
        anaTaksit: 75000,
        faiz: 14375,
        komisyon: 585,
        taksitToplami: 89960,
      },
      {
        taksitNo: 3,
        gunSayisi: 90,
        kalanAnaPara: 150000,
        anaTaksit: 75000,
        faiz: 9375,
        komisyon: 390,
        taksitToplami: 84765,
      },
      {
        taksitNo: 4,
        gunSayisi: 91,
        kalanAnaPara: 75000,
        anaTaksit: 75000,
        faiz: 4739.58,
        komisyon: 195,
        taksitToplami: 79934.58,
      },
    ]);
  });

  it('computes the summary fields', () => {
    const { taksitDetaylari: _rows, ...summary } = result;
    expect(summary).toEqual({
      aylikOrtalamaOdeme: 29151.22,
      toplamGeriOdeme: 349814.58,
      netEleGecen: 285750,
      toplamFaiz: 47864.58,
      toplamKomisyon: 1950,
      toplamEkMasraf: 8250,
      toplamMasraf: 58064.58,
      iadeTutar: 6000,
      faizOrani: 25,
      anaTaksit: 75000,
      taksitSayisi: 4,
      masrafDetaylari: {
        masrafOrani: 3750,
        koopHissesi: 750,
        riskSermayesi: 3000,
        ustKurulusHissesi: 750,
        riskFonu: 0,
      },
    });
  });
});

describe('computeTradesmanLoan — longer terms and properties', () => {
  it('uses 93, 92, 90, 91 then 92 days', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(tradesmanInstallmentDays)).toEqual([93, 92, 90, 91, 92, 92, 92]);
    const five = computeTradesmanLoan({ principal: 100_000, years: 5, annualRatePercent: 30 });
    expect(five.taksitSayisi).toBe(20);
    expect(five.taksitDetaylari.map((row) => row.gunSayisi).slice(3, 6)).toEqual([91, 92, 92]);
    expect(five.faizOrani).toBe(30);
  });

  it('the last instalment absorbs rounding: 100.000 TL over 3 years → 12 × 8333.33…', () => {
    // 100000 / 12 = 8333.333 → 8333.33; the 12th part is 100000 − 11 × 8333.33 = 8333.37
    const r = computeTradesmanLoan({ principal: 100_000, years: 3 });
    expect(r.anaTaksit).toBe(8333.33);
    expect(r.taksitDetaylari.at(-1)?.anaTaksit).toBe(8333.37);
  });

  const input = fc.record({
    principal: fc.integer({ min: 1, max: 50_000_000 }),
    years: fc.integer({ min: 1, max: TRADESMAN_MAX_YEARS }),
    annualRatePercent: fc.integer({ min: 0, max: 50_000 }).map((h) => h / 100),
  });

  it('principal parts sum to the principal; outputs are finite and non-negative; totals add up', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeTradesmanLoan(i);
        const rows = r.taksitDetaylari;
        expect(rows.reduce((sum, row) => sum + kurus(row.anaTaksit), 0)).toBe(kurus(i.principal));
        const numbers = [
          ...Object.values(r).filter((v): v is number => typeof v === 'number'),
          ...Object.values(r.masrafDetaylari),
          ...rows.flatMap((row) => Object.values(row)),
        ];
        for (const value of numbers) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(rows.reduce((sum, row) => sum + kurus(row.taksitToplami), 0)).toBe(kurus(r.toplamGeriOdeme));
        expect(kurus(r.toplamFaiz) + kurus(r.toplamKomisyon) + kurus(r.toplamEkMasraf)).toBe(
          kurus(r.toplamMasraf),
        );
        expect(kurus(r.netEleGecen) + kurus(r.toplamEkMasraf) + kurus(r.iadeTutar)).toBe(kurus(i.principal));
      }),
    );
  });
});
