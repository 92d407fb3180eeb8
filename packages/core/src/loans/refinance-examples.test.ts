import { describe, expect, it } from 'vitest';
import { breakEvenMonth, currentLoanPosition } from './refinance.ts';

const months = (count: number, value: number) => Array.from({ length: count }, () => value);

describe('refinance: external worked examples of the break-even month and the fee', () => {
  it('Home Loan Options Center, "Break-even point": 6,000 of costs and 200 a month saved → 30 months', () => {
    // https://homeloanoptionscenter.com/learn/break-even-point ("$6,000 in closing costs and $200 of
    // monthly savings would take roughly 30 months"), amounts read as TL.
    expect(breakEvenMonth(6_000, months(60, 1_200), months(60, 1_000))).toBe(30);
    // A kuruş short of the 30th month's cover still needs month 30; a kuruş more needs month 31.
    expect(breakEvenMonth(6_000.01, months(60, 1_200), months(60, 1_000))).toBe(31);
  });

  it('calculatorslibrary "Refinance break-even months": 5,000 at 300 a month → 17, 12,000 at 100 → 120', () => {
    // https://calculatorslibrary.pages.dev/finance/refinance-break-even-months-calculator, quick
    // reference table (5.000 / 300 = 16,67 → the 17th month; 12.000 / 100 = 120).
    expect(breakEvenMonth(5_000, months(40, 2_300), months(40, 2_000))).toBe(17);
    expect(breakEvenMonth(12_000, months(180, 900), months(180, 800))).toBe(120);
    // Savings that never cover the cost within the plans: no month.
    expect(breakEvenMonth(12_000, months(119, 900), months(119, 800))).toBeNull();
  });

  it('BizToolkitPro "Refinance break-even example": 4,000 of costs and 200 a month → 20 months', () => {
    // https://biztoolkitpro.com/real-estate/financing/refinance-break-even-example
    expect(breakEvenMonth(4_000, months(36, 700), months(36, 500))).toBe(20);
  });

  it('Hesaplama Motoru "Konut kredisi cezası": 200.000 TL at 2 % → 4.000 TL fee, with > 36 months left', () => {
    // https://www.hesaplamamotoru.com/finans/kredi-emlak/konut-kredisi-cezasi-hesaplayici (table row
    // 200,000 / 2.0 / 4,000); the 2 % band is law 6502 art. 37 for more than 36 remaining months.
    const long = currentLoanPosition({
      kind: 'balance',
      loanType: 'konut',
      balance: 200_000,
      monthlyRatePercent: 3,
      remainingMonths: 60,
    });
    expect([long.feePercent, long.fee]).toEqual([2, 4_000]);
    const short = currentLoanPosition({
      ...{ kind: 'balance', loanType: 'konut' },
      balance: 200_000,
      monthlyRatePercent: 3,
      remainingMonths: 36,
    });
    expect([short.feePercent, short.fee]).toEqual([1, 2_000]);
  });
});

describe('refinance: the early-repayment fee, Hesaplamaca "Erken Kapama Cezası Hesaplama" examples', () => {
  // https://hesaplamaca.com/kategoriler/kredi/erken-kapama (undated page, read 2026-11-27), "Örnek
  // Hesaplamalar": 120.000 TL with 24 months left → 1 %, 1.200 TL; 80.000 TL with 48 months left → 2 %,
  // 1.600 TL (law 6502 art. 37: 1 % up to 36 remaining months, 2 % above; housing loans only).
  const fee = (balance: number, remainingMonths: number, loanType: 'konut' | 'ihtiyac' = 'konut') => {
    const position = currentLoanPosition({
      kind: 'balance',
      loanType,
      balance,
      monthlyRatePercent: 2.5,
      remainingMonths,
    });
    return [position.feePercent, position.fee];
  };
  it('120.000 TL, 24 months left: 1 %, 1.200 TL', () => {
    expect(fee(120_000, 24)).toEqual([1, 1_200]);
  });
  it('80.000 TL, 48 months left: 2 %, 1.600 TL', () => {
    expect(fee(80_000, 48)).toEqual([2, 1_600]);
  });
  it("the page's note: personal (ihtiyaç) loans pay no fee", () => {
    expect(fee(120_000, 24, 'ihtiyac')[1]).toBe(0);
  });
});
