import { fromKurus, toKurus } from '../money/round.ts';
import { type HousingCosts, housingCostTotal } from './upfront-cost-rules.ts';

/** The figures of a priced loan offer that make up its true cost. */
export interface OfferCostInput {
  totalPayment: number;
  allocationFee: number;
  /** BSMV on the allocation fee; absent when there is none (no fee, or a housing loan). */
  allocationFeeBsmv?: number;
  /** A housing offer's up-front costs (docs/domain-rules.md#up-front-costs); absent for other loans. */
  housingCosts?: HousingCosts;
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
 * Total cost = total payment + everything paid at disbursement (allocation fee, its BSMV, a housing
 * loan's mortgage registration, appraisal and DASK), exact to the kuruş (docs/domain-rules.md#true-cost).
 */
export function offerTotalCost(
  offer: Pick<OfferCostInput, 'totalPayment' | 'allocationFee' | 'allocationFeeBsmv' | 'housingCosts'>,
): number {
  const housing = offer.housingCosts ? housingCostTotal(offer.housingCosts) : 0;
  return fromKurus(
    toKurus(offer.totalPayment) +
      toKurus(offer.allocationFee) +
      toKurus(offer.allocationFeeBsmv ?? 0) +
      toKurus(housing),
  );
}

export type UpfrontCostKey =
  | 'allocationFee'
  | 'allocationFeeBsmv'
  | 'mortgageFee'
  | 'appraisalFee'
  | 'earthquakeInsurance';

/**
 * An offer's up-front costs line by line, in the order every page and export lists them: the fee
 * always, its BSMV when charged, a housing offer's mortgage registration, appraisal and DASK.
 */
export function upfrontCostLines(
  offer: Pick<OfferCostInput, 'allocationFee' | 'allocationFeeBsmv' | 'housingCosts'>,
): [UpfrontCostKey, number][] {
  const lines: [UpfrontCostKey, number][] = [['allocationFee', offer.allocationFee]];
  if (offer.allocationFeeBsmv !== undefined) lines.push(['allocationFeeBsmv', offer.allocationFeeBsmv]);
  const housing = offer.housingCosts;
  if (housing)
    lines.push(
      ['mortgageFee', housing.mortgageFee],
      ['appraisalFee', housing.appraisalFee],
      ['earthquakeInsurance', housing.earthquakeInsurance],
    );
  return lines;
}

/** The cost figures of an offer, with its total cost. */
export function offerCostSummary(offer: OfferCostInput): OfferCostSummary {
  return {
    totalPayment: offer.totalPayment,
    allocationFee: offer.allocationFee,
    ...(offer.allocationFeeBsmv === undefined ? {} : { allocationFeeBsmv: offer.allocationFeeBsmv }),
    ...(offer.housingCosts === undefined ? {} : { housingCosts: offer.housingCosts }),
    totalKkdf: offer.totalKkdf,
    totalBsmv: offer.totalBsmv,
    annualCostRate: offer.annualCostRate,
    totalCost: offerTotalCost(offer),
  };
}
