import { fromKurus, toKurus } from '../money/round.ts';

/** The figures of a priced loan offer that make up its true cost. */
export interface OfferCostInput {
  totalPayment: number;
  allocationFee: number;
  totalKkdf: number;
  totalBsmv: number;
  /** Annual cost rate in percent (docs/domain-rules.md#annual-cost-rate). */
  annualCostRate: number;
}

/** What a visitor pays for an offer in all, shown beside every offer and its plan. */
export interface OfferCostSummary extends OfferCostInput {
  totalCost: number;
}

/**
 * Total cost = total payment + allocation fee, exact to the kuruş (docs/domain-rules.md#true-cost):
 * the fee is paid at disbursement, on top of the instalments.
 */
export function offerTotalCost(offer: Pick<OfferCostInput, 'totalPayment' | 'allocationFee'>): number {
  return fromKurus(toKurus(offer.totalPayment) + toKurus(offer.allocationFee));
}

/** The cost figures of an offer, with its total cost. */
export function offerCostSummary(offer: OfferCostInput): OfferCostSummary {
  return {
    totalPayment: offer.totalPayment,
    allocationFee: offer.allocationFee,
    totalKkdf: offer.totalKkdf,
    totalBsmv: offer.totalBsmv,
    annualCostRate: offer.annualCostRate,
    totalCost: offerTotalCost(offer),
  };
}
