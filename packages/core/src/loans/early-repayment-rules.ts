import type { LoanType } from './constants.ts';

/**
 * Early-repayment fee (erken ödeme tazminatı), docs/domain-rules.md#early-repayment. Law 6502
 * (Tüketicinin Korunması Hakkında Kanun, in force 2014-05-28) art. 37: on a fixed-rate housing
 * finance contract the lender may ask at most 2 % of the prepaid amount when more than 36 months
 * remain, at most 1 % when 36 or fewer remain. Art. 30: consumer loans (personal, vehicle) may be
 * prepaid in whole or in part, with the interest and costs of the remaining period deducted, and
 * the law gives the lender no fee for it.
 */
export const EARLY_REPAYMENT_FEE_RULE = {
  effectiveFrom: '2014-05-28',
  loanTypes: ['konut'] as readonly LoanType[],
  /** More than this many remaining months → the long rate; this many or fewer → the short rate. */
  thresholdMonths: 36,
  longRatePercent: 2,
  shortRatePercent: 1,
} as const;

/** Why a fee is (or is not) charged: housing with > 36 or ≤ 36 months left, or a type without fee. */
export type EarlyRepaymentFeeBand = 'housingLong' | 'housingShort' | 'noFee';

/** The fee band of a loan type with `remainingMonths` left after the instalments already paid. */
export function earlyRepaymentFeeBand(loanType: LoanType, remainingMonths: number): EarlyRepaymentFeeBand {
  if (!EARLY_REPAYMENT_FEE_RULE.loanTypes.includes(loanType)) return 'noFee';
  return remainingMonths > EARLY_REPAYMENT_FEE_RULE.thresholdMonths ? 'housingLong' : 'housingShort';
}

/** The largest fee the law allows, in percent of the prepaid principal (0 when none). */
export function earlyRepaymentFeePercent(loanType: LoanType, remainingMonths: number): number {
  switch (earlyRepaymentFeeBand(loanType, remainingMonths)) {
    case 'housingLong':
      return EARLY_REPAYMENT_FEE_RULE.longRatePercent;
    case 'housingShort':
      return EARLY_REPAYMENT_FEE_RULE.shortRatePercent;
    case 'noFee':
      return 0;
  }
}

/**
 * A partial prepayment of a housing loan is at least one instalment (docs/domain-rules.md#early-repayment):
 * Konut Finansmanı Sözleşmeleri Yönetmeliği (Resmî Gazete 2015-05-28, no. 29369, in force 2015-11-28),
 * art. 4(1)(ç) defines early repayment as paying the whole debt or "bir taksit tutarından az olmamak
 * üzere herhangi bir tutarı"; art. 11 (erken ödeme) applies it. Consumer loans (law 6502 art. 30) have
 * no such floor.
 */
export const HOUSING_PARTIAL_MINIMUM_RULE = {
  effectiveFrom: '2015-11-28',
  loanTypes: ['konut'] as readonly LoanType[],
  minInstalments: 1,
} as const;

/** The smallest partial prepayment in whole lira for a plan whose instalment is `installment` TL (0: no floor). */
export function minimumPartialPrepayment(loanType: LoanType, installment: number): number {
  if (!HOUSING_PARTIAL_MINIMUM_RULE.loanTypes.includes(loanType)) return 0;
  // Whole lira at or above the instalment: compared in kuruş so 1.234,00 TL needs 1.234 TL, not 1.235.
  return Math.ceil(Math.round(installment * 100 * HOUSING_PARTIAL_MINIMUM_RULE.minInstalments) / 100);
}
