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
export const FIRST_WITHHOLDING_DATE = '2025-07-09';

/** Every version of the rule, oldest first; the version in force on the deposit's start date applies. */
export const DEPOSIT_WITHHOLDING_RULES: readonly DatedRule<WithholdingFigures>[] = [
  {
    id: 'depositWithholding',
    effectiveFrom: FIRST_WITHHOLDING_DATE,
    figures: { upTo6Months: 0.175, upTo1Year: 0.15, over1Year: 0.1 },
    sources: [
      {
        title:
          'Cumhurbaşkanı Kararı on the withholding rates of Gelir Vergisi Kanunu provisional art. 67 for TL deposits ' +
          '(Resmî Gazete 2025-07-09), as recorded in the project domain notes',
        date: '2025-07-09',
        confirmed: false,
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
