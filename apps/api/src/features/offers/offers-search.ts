import type { DepositSearchResult, LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { computeDepositReturn } from '@pusula/core/deposits/deposit-return.ts';
import type { LoanType } from '@pusula/core/loans/constants.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
import { planOfferFigures } from '@pusula/core/loans/plan-offer.ts';
import { defaultHousingCosts, type HousingCosts } from '@pusula/core/loans/upfront-cost-rules.ts';
import { roundHalfUp } from '@pusula/core/money/round.ts';
import { istanbulToday } from '@pusula/core/rules/calendar.ts';
import type { CurrentDepositOffer, CurrentLoanOffer } from './offers-types.ts';

/** Per bank, the cheapest of its offers that satisfies `covers` (ties: the lower `tieBreak`). */
function bestPerBank<T extends { bank: { id: number } }>(
  offers: readonly T[],
  covers: (offer: T) => boolean,
  better: (a: T, b: T) => boolean,
): T[] {
  const byBank = new Map<number, T>();
  for (const offer of offers) {
    if (!covers(offer)) continue;
    const current = byBank.get(offer.bank.id);
    if (!current || better(offer, current)) byBank.set(offer.bank.id, offer);
  }
  return [...byBank.values()];
}

/** What every ranked offer says of its bank and its row (the answer's schema orders the fields). */
function offerFieldsOf(offer: CurrentLoanOffer | CurrentDepositOffer) {
  return {
    bankName: offer.bank.name,
    displayName: offer.bank.displayName,
    logoColor: offer.bank.logoColor,
    isParticipation: offer.bank.isParticipation,
    offerId: offer.id,
    effectiveFrom: offer.effectiveFrom,
    isSample: offer.isSample,
    asOf: offer.asOf,
  };
}

/** A housing offer's costs: its own figures, each missing one the site's default on `day`. */
function housingCostsOf(offer: CurrentLoanOffer, day: string): HousingCosts {
  const defaults = defaultHousingCosts(day);
  const own = offer.housingCosts;
  return {
    mortgageFee: own.mortgageFee ?? defaults.mortgageFee,
    appraisalFee: own.appraisalFee ?? defaults.appraisalFee,
    earthquakeInsurance: own.earthquakeInsurance ?? defaults.earthquakeInsurance,
  };
}

/**
 * Ranks the loan offers of one type for an amount and term: one offer per bank whose amount and term
 * ranges cover the request, priced with core's computeLoanPlan (KKDF and BSMV except for konut, the
 * allocation fee as the offer's percent of the principal and its BSMV, a housing offer's up-front
 * costs: docs/domain-rules.md#up-front-costs), sorted by rate, then total payment.
 */
export function rankLoanOffers(
  offers: readonly CurrentLoanOffer[],
  loanType: LoanType,
  amount: number,
  maturity: number,
  day: string = istanbulToday(),
): LoanSearchResult[] {
  const chosen = bestPerBank(
    offers,
    (o) =>
      o.loanType === loanType &&
      amount >= o.minAmount &&
      amount <= o.maxAmount &&
      maturity >= o.minTerm &&
      maturity <= o.maxTerm,
    (a, b) =>
      a.monthlyRate < b.monthlyRate ||
      (a.monthlyRate === b.monthlyRate && a.allocationFeeRate < b.allocationFeeRate),
  );
  const results = chosen.map((offer) => {
    const housingCosts = loanType === 'konut' ? housingCostsOf(offer, day) : undefined;
    const plan = computeLoanPlan({
      principal: amount,
      monthlyRatePercent: offer.monthlyRate,
      months: maturity,
      loanType,
      allocationFee: roundHalfUp((amount * offer.allocationFeeRate) / 100, 2),
      onDate: day,
      ...(housingCosts ? { housingCosts } : {}),
    });
    return {
      sortOrder: offer.bank.sortOrder,
      result: {
        ...offerFieldsOf(offer),
        interestRate: offer.monthlyRate,
        ...planOfferFigures(plan, loanType, amount, maturity),
      } satisfies LoanSearchResult,
    };
  });
  results.sort(
    (a, b) =>
      a.result.interestRate - b.result.interestRate ||
      a.result.totalPayment - b.result.totalPayment ||
      a.sortOrder - b.sortOrder,
  );
  return results.map((entry) => entry.result);
}

/**
 * Ranks the TL deposit offers for an amount and term in days: one offer per bank covering both, gross
 * interest, stopaj, net and total from core's computeDepositReturn (the stopaj band by calendar months
 * from `startDate`, docs/domain-rules.md#withholding-on-deposits); sorted by rate, highest first.
 */
export function rankDepositOffers(
  offers: readonly CurrentDepositOffer[],
  enteredAmount: number,
  days: number,
  depositType: string,
  startDate: string,
): DepositSearchResult[] {
  const chosen = bestPerBank(
    offers,
    (o) =>
      o.currency === depositType &&
      enteredAmount >= o.minAmount &&
      enteredAmount <= o.maxAmount &&
      days >= o.minDays &&
      days <= o.maxDays,
    (a, b) => a.annualRate > b.annualRate,
  );
  const results = chosen.map((offer) => {
    const r = computeDepositReturn({
      principal: enteredAmount,
      annualRatePercent: offer.annualRate,
      days,
      startDate,
    });
    return {
      sortOrder: offer.bank.sortOrder,
      result: {
        ...offerFieldsOf(offer),
        interestRate: offer.annualRate,
        enteredAmount,
        maturity: days,
        depositType,
        grossInterestAmount: r.grossInterest,
        withholdingRate: roundHalfUp(r.withholdingRate * 100, 2),
        withholdingAmount: r.withholdingAmount,
        netInterestAmount: r.netInterest,
        totalReturnAmount: r.totalReturn,
        isPublicBank: offer.bank.isPublic,
        hasStateGuarantee: offer.bank.isPublic,
      } satisfies DepositSearchResult,
    };
  });
  results.sort(
    (a, b) =>
      b.result.interestRate - a.result.interestRate ||
      b.result.netInterestAmount - a.result.netInterestAmount ||
      a.sortOrder - b.sortOrder,
  );
  return results.map((entry) => entry.result);
}
