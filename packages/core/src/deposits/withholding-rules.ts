import { addCalendarMonths, addDays } from '../rules/calendar.ts';
import { type DatedRule, ruleInForce } from '../rules/dated-rule.ts';

/**
 * Stopaj (withholding tax) on the interest of TL deposits, docs/domain-rules.md#withholding-on-deposits.
 * The decisions word the bands in months ("6 aya kadar (6 ay dahil)", "1 yıla kadar (1 yıl dahil)"),
 * so the band is decided by calendar months from the start date, not by a count of days.
 */
export const WITHHOLDING_BANDS = ['upTo6Months', 'upTo1Year', 'over1Year'] as const;
export type WithholdingBand = (typeof WITHHOLDING_BANDS)[number];

/** Rates by band, as fractions (0.175 = 17.5 %). */
export type WithholdingFigures = Readonly<Record<WithholdingBand, number>>;

/** The first start date the site knows a withholding rule for (the oldest version's date). */
export const FIRST_WITHHOLDING_DATE = '2024-11-01';

const GIB_SUMMARY = 'Revenue Administration announcement as summarised by regfollower.com';

/**
 * Every version of the rule, oldest first. A deposit opened or renewed on a day takes the rates in
 * force that day (the decisions apply to accounts opened or renewed from their effective date).
 */
export const DEPOSIT_WITHHOLDING_RULES: readonly DatedRule<WithholdingFigures>[] = [
  {
    id: 'depositWithholding',
    effectiveFrom: FIRST_WITHHOLDING_DATE,
    figures: { upTo6Months: 0.1, upTo1Year: 0.075, over1Year: 0.05 },
    sources: [
      {
        title: `Cumhurbaşkanı Kararı No. 9075 (in force 2024-11-01, until 2025-01-31); ${GIB_SUMMARY}`,
        date: '2024-11-01',
        url: 'https://regfollower.com/?p=63703',
        confirmed: true,
      },
    ],
  },
  {
    id: 'depositWithholding',
    effectiveFrom: '2025-02-01',
    figures: { upTo6Months: 0.15, upTo1Year: 0.12, over1Year: 0.1 },
    sources: [
      {
        title: `Cumhurbaşkanı Kararı No. 9487 (published 2025-01-31, in force 2025-02-01); ${GIB_SUMMARY}`,
        date: '2025-01-31',
        url: 'https://regfollower.com/turkey-updates-withholding-tax-rules-for-financial-instruments',
        confirmed: true,
      },
    ],
  },
  {
    id: 'depositWithholding',
    effectiveFrom: '2025-07-09',
    figures: { upTo6Months: 0.175, upTo1Year: 0.15, over1Year: 0.1 },
    sources: [
      {
        title: `Cumhurbaşkanı Kararı No. 10041 of 2025-07-08 (Resmî Gazete 2025-07-09, in force that day); ${GIB_SUMMARY}`,
        date: '2025-07-08',
        url: 'https://regfollower.com/turkey-raises-withholding-tax-rates-on-lira-accounts-and-investment-funds',
        confirmed: true,
      },
      {
        title:
          'Reuters, "Turkiye raises withholding tax on short-term lira deposits to boost budget revenues"',
        date: '2025-07-09',
        url: 'https://www.brecorder.com/news/40371861/turkiye-raises-withholding-tax-on-short-term-lira-deposits-to-boost-budget-revenues',
        confirmed: true,
      },
    ],
  },
];

/** Maturity = start date + the term in days. */
export function depositMaturityDate(startDate: string, days: number): string {
  return addDays(startDate, days);
}

/**
 * The band of a deposit from `startDate` maturing on `maturityDate`: up to and including start + 6
 * calendar months → upTo6Months; up to and including start + 12 calendar months → upTo1Year; later →
 * over1Year. Month ends clamp (calendar.ts: 31 Aug + 6 months = 28/29 Feb).
 */
export function withholdingBand(startDate: string, maturityDate: string): WithholdingBand {
  if (maturityDate <= addCalendarMonths(startDate, 6)) return 'upTo6Months';
  if (maturityDate <= addCalendarMonths(startDate, 12)) return 'upTo1Year';
  return 'over1Year';
}

export interface DepositWithholding {
  maturityDate: string;
  band: WithholdingBand;
  /** Fraction (0.175 = 17.5 %). */
  rate: number;
  rule: DatedRule<WithholdingFigures>;
}

/** Band, rate and rule of a deposit of `days` days from `startDate`; throws before the first known rule. */
export function depositWithholding(startDate: string, days: number): DepositWithholding {
  const rule = ruleInForce(DEPOSIT_WITHHOLDING_RULES, startDate);
  if (!rule) throw new RangeError(`No withholding rule is known for deposits started on ${startDate}`);
  const maturityDate = depositMaturityDate(startDate, days);
  const band = withholdingBand(startDate, maturityDate);
  return { maturityDate, band, rate: rule.figures[band], rule };
}
