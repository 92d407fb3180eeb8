import { fromKurus, toKurus } from '../money/round.ts';
import type { TaxRates } from './annuity.ts';
import type { PaymentPlanRow } from './payment-plan.ts';

/**
 * Rows that keep a fixed instalment until the balance is repaid, with the payment plan's formulas
 * (docs/domain-rules.md#payment-plan); row `maxMonths` repays whatever is left, so it may differ.
 * `ceiling[k]`, when given, is the most that may still be owed after row k + 1 (the original plan's
 * balance): the kuruş rounding of the instalment, compounded over a long high-rate plan, could
 * otherwise leave more owed than before the prepayment (docs/domain-rules.md#early-repayment).
 */
export function fixedInstalmentRows(
  balance: number,
  monthlyRate: number,
  taxes: TaxRates,
  instalment: number,
  maxMonths: number,
  ceiling?: readonly number[],
): PaymentPlanRow[] {
  const rows: PaymentPlanRow[] = [];
  const instalmentKurus = toKurus(instalment);
  let balanceKurus = toKurus(balance);
  for (let month = 1; balanceKurus > 0 && month <= maxMonths; month += 1) {
    const interestKurus = toKurus(fromKurus(balanceKurus) * monthlyRate);
    const kkdfKurus = toKurus(fromKurus(interestKurus) * taxes.kkdf);
    const bsmvKurus = toKurus(fromKurus(interestKurus) * taxes.bsmv);
    const due = instalmentKurus - interestKurus - kkdfKurus - bsmvKurus;
    const cap = ceiling?.[month - 1];
    const least = cap === undefined ? 0 : balanceKurus - toKurus(cap);
    const part = month === maxMonths ? balanceKurus : Math.min(balanceKurus, Math.max(0, least, due));
    balanceKurus -= part;
    rows.push({
      month,
      installment: fromKurus(part + interestKurus + kkdfKurus + bsmvKurus),
      principal: fromKurus(part),
      interest: fromKurus(interestKurus),
      kkdf: fromKurus(kkdfKurus),
      bsmv: fromKurus(bsmvKurus),
      balance: fromKurus(balanceKurus),
    });
  }
  return rows;
}
