import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toKurus } from '../money/round.ts';
import { loanTerms } from './constants.ts';
import { computeEarlyRepayment, EARLY_REPAYMENT_LOAN_TYPES } from './early-repayment.ts';
import {
  breakEvenMonth,
  compareRefinanceOffer,
  currentLoanPosition,
  refinanceAmount,
  refinanceTerm,
  refinanceVerdict,
} from './refinance.ts';

const DAY = '2026-11-27';
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

describe('refinance: hand-worked examples', () => {
  it('personal 100.000 TL at 3 % over 24 months, 12 paid, against 2,5 % with a 0,5 % fee: saves 2.565,09 TL', () => {
    // Current: i = 3,9 %, A = 100.000 × 0,039 / (1 − 1,039^−24) = 6.491,71; after 12 rows the plan
    // owes 61.280,14; the 12 rows left sum to 11 × 6.491,71 + 6.491,65 = 77.900,46. No fee (art. 30).
    const position = currentLoanPosition({
      kind: 'original',
      loanType: 'ihtiyac',
      principal: 100_000,
      monthlyRatePercent: 3,
      months: 24,
      paidCount: 12,
    });
    expect(position).toMatchObject({ balance: 61_280.14, remainingMonths: 12, instalment: 6_491.71 });
    expect([position.remainingTotal, position.fee]).toEqual([77_900.46, 0]);
    // New: 61.281 TL (the payoff rounded up; 0,86 TL kept), 12 months at 2,5 %: i = 3,25 %,
    // A = 61.281 × 0,0325 / (1 − 1,0325^−12) = 6.248,65; total 11 × 6.248,65 + 6.248,71 = 74.983,86.
    // Fee 0,5 % = 306,41 (306,405 rounded half up), its BSMV 15 % = 45,96; switch cost
    // 306,41 + 45,96 − 0,86 = 351,51. Saving 77.900,46 − 74.983,86 − 351,51 = 2.565,09.
    // Each month saves 243,06: month 1 covers 243,06 < 351,51, month 2 486,12 ≥ 351,51.
    const amount = refinanceAmount(position.balance);
    expect([amount, refinanceTerm('ihtiyac', 12)]).toEqual([61_281, 12]);
    const result = compareRefinanceOffer(
      position,
      { interestRate: 2.5, amount, maturity: 12, allocationFee: 306.41 },
      DAY,
    );
    expect(result).toMatchObject({
      allocationFee: 306.41,
      allocationFeeBsmv: 45.96,
      surplus: 0.86,
      switchCost: 351.51,
      newInstalment: 6_248.65,
      monthlyDifference: 243.06,
      newTotal: 74_983.86,
      saving: 2_565.09,
      breakEvenMonth: 2,
    });
  });

  it('housing 1.000.000 TL owed over 120 months at 3 % against 2,79 %: 2 % fee, pays for itself in month 18', () => {
    // Current A = 1.000.000 × 0,03 / (1 − 1,03^−120) = 30.889,92 (no KKDF/BSMV on housing).
    // Fee 2 % (more than 36 months left) = 20.000; new fee 5.000 without BSMV (housing is exempt);
    // mortgage 4.000 + appraisal 5.000 (DASK is owed whichever bank lends) → switch cost 34.000.
    // New A at 2,79 % = 28.966,07, 1.923,85 less a month: 34.000 / 1.923,85 = 17,7 → month 18.
    const position = currentLoanPosition({
      kind: 'balance',
      loanType: 'konut',
      balance: 1_000_000,
      monthlyRatePercent: 3,
      remainingMonths: 120,
    });
    expect([position.instalment, position.fee, position.feePercent]).toEqual([30_889.92, 20_000, 2]);
    const result = compareRefinanceOffer(
      position,
      {
        interestRate: 2.79,
        amount: 1_000_000,
        maturity: 120,
        allocationFee: 5_000,
        housingCosts: { mortgageFee: 4_000, appraisalFee: 5_000, earthquakeInsurance: 2_000 },
      },
      DAY,
    );
    expect(result).toMatchObject({
      allocationFeeBsmv: 0,
      housingSwitchCosts: 9_000,
      switchCost: 34_000,
      newInstalment: 28_966.07,
      breakEvenMonth: 18,
    });
    expect(result.saving).toBe(
      (toKurus(position.remainingTotal) - toKurus(result.newTotal) - toKurus(34_000)) / 100,
    );
  });

  it('an offer at a higher rate saves nothing: keep the current loan', () => {
    const position = currentLoanPosition({
      kind: 'balance',
      loanType: 'tasit',
      balance: 300_000,
      monthlyRatePercent: 2,
      remainingMonths: 24,
    });
    const worse = compareRefinanceOffer(
      position,
      { interestRate: 2.5, amount: 300_000, maturity: 24, allocationFee: 0 },
      DAY,
    );
    expect(worse.saving).toBeLessThan(0);
    expect(worse.breakEvenMonth).toBeNull();
    expect(refinanceVerdict([worse])).toBe('keep');
    expect(refinanceVerdict([{ saving: 0 }, { saving: 5 }, { saving: 12 }, { saving: -3 }])).toBe(2);
  });

  it('the new term is the listed term nearest the months left (a tie: the shorter)', () => {
    expect(refinanceTerm('ihtiyac', 8)).toBe(9);
    expect(refinanceTerm('ihtiyac', 1)).toBe(3);
    expect(refinanceTerm('konut', 18)).toBe(12);
    expect(refinanceTerm('tasit', 47)).toBe(48);
    // BDDK's personal-loan caps: over 125.000 TL at most 24 months, over 250.000 TL at most 12.
    expect(refinanceTerm('ihtiyac', 36, 200_000)).toBe(24);
    expect(refinanceTerm('ihtiyac', 36, 250_001)).toBe(12);
  });
});

const loanType = fc.constantFrom(...EARLY_REPAYMENT_LOAN_TYPES);

describe('refinance: properties', () => {
  it('the original-contract position is the early-repayment payoff, fee and remaining rows', () => {
    const original = loanType.chain((type) =>
      fc.record({
        loanType: fc.constant(type),
        principal: fc.integer({ min: 1_000, max: 5_000_000 }),
        monthlyRatePercent: fc.integer({ min: 0, max: 800 }).map((r) => r / 100),
        months: fc.constantFrom(...loanTerms(type, 'page')),
        paid: fc.double({ min: 0, max: 0.99, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(original, ({ paid, ...loan }) => {
        const paidCount = Math.floor(paid * loan.months);
        const payoff = computeEarlyRepayment({ ...loan, paidCount });
        const position = currentLoanPosition({ kind: 'original', ...loan, paidCount });
        expect(position.balance).toBe(payoff.remainingBalance);
        expect(position.fee).toBe(payoff.fee);
        expect(position.remainingMonths).toBe(loan.months - paidCount);
        const rowsKurus = position.rows.reduce((sum, row) => sum + toKurus(row.principal), 0);
        expect(rowsKurus).toBe(toKurus(position.balance));
      }),
      { numRuns: 300 },
    );
  });

  it('saving = remaining total − new total − switch cost, and the break-even month is the first covering one', () => {
    const scenario = loanType.chain((type) =>
      fc.record({
        loanType: fc.constant(type),
        balance: fc.integer({ min: 100_000, max: 500_000_000 }).map((k) => k / 100),
        monthlyRatePercent: fc.integer({ min: 0, max: 600 }).map((r) => r / 100),
        remainingMonths: fc.integer({ min: 1, max: 180 }),
        newRate: fc.integer({ min: 0, max: 600 }).map((r) => r / 100),
        feeShare: fc.integer({ min: 0, max: 5 }).map((p) => p / 1000),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ newRate, feeShare, ...current }) => {
        const position = currentLoanPosition({ kind: 'balance', ...current });
        const amount = refinanceAmount(position.balance);
        const maturity = refinanceTerm(current.loanType, position.remainingMonths);
        const offer = { interestRate: newRate, amount, maturity, allocationFee: amount * feeShare };
        const result = compareRefinanceOffer(position, offer, DAY);
        expect(result.surplus).toBeGreaterThanOrEqual(0);
        expect(result.surplus).toBeLessThan(1);
        expect(toKurus(result.saving)).toBe(
          toKurus(position.remainingTotal) - toKurus(result.newTotal) - toKurus(result.switchCost),
        );
        const current_ = position.rows.map((row) => row.installment);
        const fresh = result.plan.rows.map((row) => row.installment);
        const covered = (month: number) =>
          Array.from({ length: month }, (_, j) => toKurus(current_[j] ?? 0) - toKurus(fresh[j] ?? 0)).reduce(
            (sum, value) => sum + value,
            0,
          ) >= toKurus(result.switchCost);
        if (result.breakEvenMonth === null) {
          expect(result.saving).toBeLessThanOrEqual(0);
        } else {
          expect(covered(result.breakEvenMonth)).toBe(true);
          if (result.breakEvenMonth > 1) expect(covered(result.breakEvenMonth - 1)).toBe(false);
        }
        if (result.saving > 0) expect(result.breakEvenMonth).not.toBeNull();
        expect(refinanceVerdict([result])).toBe(result.saving > 0 ? 0 : 'keep');
      }),
      { numRuns: 300 },
    );
  });

  it('same term, a lower rate and no fees: switching never costs more than keeping (personal, vehicle)', () => {
    const scenario = fc.record({
      loanType: fc.constantFrom('ihtiyac' as const, 'tasit' as const),
      balance: fc.integer({ min: 1_000, max: 5_000_000 }),
      monthlyRatePercent: fc.integer({ min: 50, max: 600 }).map((r) => r / 100),
      term: fc.constantFrom(...loanTerms('ihtiyac', 'page')),
      cut: fc.integer({ min: 10, max: 50 }).map((r) => r / 100),
    });
    fc.assert(
      fc.property(scenario, ({ cut, term, ...current }) => {
        const position = currentLoanPosition({ kind: 'balance', ...current, remainingMonths: term });
        const offer = {
          interestRate: current.monthlyRatePercent - cut,
          amount: current.balance,
          maturity: term,
          allocationFee: 0,
        };
        const result = compareRefinanceOffer(position, offer, DAY);
        expect(result.switchCost).toBe(0);
        expect(result.saving).toBeGreaterThanOrEqual(0);
        expect(result.newInstalment).toBeLessThanOrEqual(position.instalment);
      }),
      { numRuns: 300 },
    );
  });
});
