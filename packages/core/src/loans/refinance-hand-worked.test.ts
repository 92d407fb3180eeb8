import { describe, expect, it } from 'vitest';
import { toKurus } from '../money/round.ts';
import {
  compareRefinanceOffer,
  currentLoanPosition,
  refinanceAmount,
  refinanceTerm,
  refinanceVerdict,
} from './refinance.ts';

const DAY = '2026-11-27';

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
