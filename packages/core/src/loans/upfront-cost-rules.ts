import { fromKurus, roundHalfUp, toKurus } from '../money/round.ts';
import { istanbulToday } from '../rules/calendar.ts';
import { type DatedRule, ruleInForce } from '../rules/dated-rule.ts';
import { type LoanType, TAXED_LOAN_TYPES } from './constants.ts';

/**
 * What a borrower pays up front besides the instalments, as dated data
 * (docs/domain-rules.md#up-front-costs): the BSMV on the allocation fee, and a housing loan's
 * mortgage registration, appraisal and compulsory earthquake insurance. All of it counts in the
 * total cost and the annual cost rate (docs/domain-rules.md#annual-cost-rate).
 */

export interface FeeTaxFigures {
  /** BSMV on the allocation fee, as a fraction (0.15 = 15 %). */
  rate: number;
  /** Loan types whose fee bears it; housing finance is exempt. */
  loanTypes: readonly LoanType[];
}

export const ALLOCATION_FEE_BSMV_RULES: readonly DatedRule<FeeTaxFigures>[] = [
  {
    id: 'allocationFeeBsmv',
    effectiveFrom: '2023-07-07',
    figures: { rate: 0.15, loanTypes: TAXED_LOAN_TYPES },
    sources: [
      {
        title:
          'Cumhurbaşkanı Kararı No. 7345 (Resmî Gazete 32241, 2023-07-07): BSMV on the sums received on consumer ' +
          'loans ("tüketici kredilerinde lehe alınan paralar") raised from 10 % to 15 % for loans disbursed from ' +
          '2023-07-07 (Kozaymm circular 2023/23)',
        date: '2023-07-07',
        url: 'https://kozaymm.com/tr/sirkuler/sirkuler-no-2023-23',
        confirmed: true,
      },
      {
        title:
          'Gider Vergileri Genel Tebliği No. 84: 6802 art. 29 as amended by law 5582 exempts the sums received ' +
          'in housing finance (konut finansmanı) from BSMV',
        date: '2007-04-17',
        url: 'https://www.serverymm.com/sirkuler/sirkuler-2007/konut-finansmany-sisteminde-bsmv-istisnasy-uygulamasy-17042007/',
        confirmed: true,
      },
    ],
  },
];

export interface HousingCosts {
  /** Mortgage registration at the land registry (ipotek tesis: harç and revolving-fund fee), TL. */
  mortgageFee: number;
  /** Appraisal report (ekspertiz) by a licensed valuer, TL. */
  appraisalFee: number;
  /** Compulsory earthquake insurance (DASK), first year's premium, TL. */
  earthquakeInsurance: number;
}

export const NO_HOUSING_COSTS: HousingCosts = { mortgageFee: 0, appraisalFee: 0, earthquakeInsurance: 0 };

/** The site's default housing up-front costs (an offer may carry its own); oldest first. */
export const HOUSING_UPFRONT_COST_RULES: readonly DatedRule<HousingCosts>[] = [
  {
    id: 'housingUpfrontCosts',
    effectiveFrom: '2026-01-01',
    figures: { mortgageFee: 4_000, appraisalFee: 5_000, earthquakeInsurance: 2_000 },
    sources: [
      {
        title:
          'DASK: average yearly premium about 2.000 TL (Türk Reasürans, reported by Türkiye Gazetesi); 2026 tariff ' +
          'in force 2026-01-01, minimum premiums 505–1.951 TL by risk zone (reported by Halk TV)',
        date: '2026-03-07',
        url: 'https://www.turkiyegazetesi.com.tr/ekonomi/deprem-sigortasi-bir-kahve-parasina-turkiyede-sigortali-ev-orani-yuzde-58-1775441',
        confirmed: true,
      },
      {
        title:
          'Appraisal usually 2.000–5.000 TL, mortgage registration 2.500–4.000 TL "as of 2025" (ekonomistr.com ' +
          'guide, undated); the site takes the top of each range for 2026, unconfirmed',
        url: 'https://www.ekonomistr.com/konut-kredisi-masraflari-nelerdir-eksiksiz-liste',
        confirmed: false,
      },
    ],
  },
];

/** The default housing costs in force on a date (none before the first rule). */
export function defaultHousingCosts(isoDate: string = istanbulToday()): HousingCosts {
  return ruleInForce(HOUSING_UPFRONT_COST_RULES, isoDate)?.figures ?? NO_HOUSING_COSTS;
}

/** BSMV on an allocation fee of a loan type, rounded to kuruş (0 when exempt or before the first rule). */
export function allocationFeeBsmv(
  fee: number,
  loanType: LoanType,
  isoDate: string = istanbulToday(),
): number {
  const rule = ruleInForce(ALLOCATION_FEE_BSMV_RULES, isoDate);
  if (!rule?.figures.loanTypes.includes(loanType)) return 0;
  return roundHalfUp(fee * rule.figures.rate, 2);
}

/** Each housing cost kept to 0 … 10.000.000 TL and rounded to kuruş. */
export function cleanHousingCosts(costs: HousingCosts): HousingCosts {
  const clean = (value: number) => Math.min(10_000_000, Math.max(0, roundHalfUp(value, 2)));
  return {
    mortgageFee: clean(costs.mortgageFee),
    appraisalFee: clean(costs.appraisalFee),
    earthquakeInsurance: clean(costs.earthquakeInsurance),
  };
}

/** Sum of the housing costs in kuruş-exact TL. */
export function housingCostTotal(costs: HousingCosts): number {
  return fromKurus(
    toKurus(costs.mortgageFee) + toKurus(costs.appraisalFee) + toKurus(costs.earthquakeInsurance),
  );
}
