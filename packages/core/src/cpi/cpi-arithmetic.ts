/**
 * Rent increase, inflation and real return (docs/domain-rules.md#consumer-price-index): the arithmetic
 * on a CPI series. Rates are in percent rounded to two decimals as TÜİK publishes them; amounts are TL
 * rounded half-up to the kuruş.
 */
import { roundHalfUp, roundMoney } from '../money/round.ts';
import { addMonths, type CpiSeries, unifiedIndex } from './cpi-series.ts';

/**
 * The change of the 12-month average (on iki aylık ortalamalara göre değişim) for `month`: the average
 * index of the twelve months ending in `month` over that of the twelve months before, minus one, in
 * percent to two decimals; null when one of the 24 months is missing.
 */
export function twelveMonthAverageChange(series: CpiSeries, month: string): number | null {
  let recent = 0;
  let earlier = 0;
  for (let back = 0; back < 12; back += 1) {
    const a = unifiedIndex(series, addMonths(month, -back));
    const b = unifiedIndex(series, addMonths(month, -back - 12));
    if (a === null || b === null) return null;
    recent += a;
    earlier += b;
  }
  return roundHalfUp((recent / earlier - 1) * 100, 2);
}

/** The change from the same month a year before, in percent to two decimals (null when unknown). */
export function annualChange(series: CpiSeries, month: string): number | null {
  const now = unifiedIndex(series, month);
  const before = unifiedIndex(series, addMonths(month, -12));
  if (now === null || before === null) return null;
  return roundHalfUp((now / before - 1) * 100, 2);
}

/** Renewals from this month on follow the 12-month average alone (the 25 % housing cap ended 2024-07-01). */
export const RENT_FIRST_RENEWAL_MONTH = '2024-07';
/** The largest rent accepted (TL a month). */
export const RENT_MAX_AMOUNT = 100_000_000;

export interface RentIncreaseResult {
  /** The month whose 12-month average change is used: the one before the renewal. */
  indexMonth: string;
  ratePercent: number;
  increase: number;
  newRent: number;
}

/**
 * TBK art. 344: at renewal the rent may rise at most by the 12-month average change of the CPI of the
 * previous rental year, i.e. the figure announced for the month before the renewal. Null when that
 * month's figure is not known yet.
 */
export function rentIncrease(
  series: CpiSeries,
  rent: number,
  renewalMonth: string,
): RentIncreaseResult | null {
  const indexMonth = addMonths(renewalMonth, -1);
  const ratePercent = twelveMonthAverageChange(series, indexMonth);
  if (ratePercent === null) return null;
  const newRent = roundMoney((rent * (10_000 + Math.round(ratePercent * 100))) / 10_000);
  return { indexMonth, ratePercent, increase: roundMoney(newRent - rent), newRent };
}

/** The largest amount the inflation calculator accepts (TL). */
export const INFLATION_MAX_AMOUNT = 1_000_000_000_000;

export interface InflationResult {
  value: number;
  /** The index change from A to B, in percent to two decimals. */
  changePercent: number;
  fromIndex: number;
  toIndex: number;
}

/** What `amount` TL of month `from` is worth in month `to` by the index: amount × I(to) ÷ I(from). */
export function inflationAdjust(
  series: CpiSeries,
  amount: number,
  from: string,
  to: string,
): InflationResult | null {
  const fromIndex = unifiedIndex(series, from);
  const toIndex = unifiedIndex(series, to);
  if (fromIndex === null || toIndex === null) return null;
  return {
    value: roundMoney((amount * toIndex) / fromIndex),
    changePercent: roundHalfUp((toIndex / fromIndex - 1) * 100, 2),
    fromIndex,
    toIndex,
  };
}

/**
 * Real return (Fisher): (1 + nominal) ÷ (1 + inflation) − 1, rates in percent, the answer in percent
 * to two decimals. Inflation must be above −100 %.
 */
export function realReturnPercent(nominalPercent: number, inflationPercent: number): number {
  return roundHalfUp(((1 + nominalPercent / 100) / (1 + inflationPercent / 100) - 1) * 100, 2);
}

/** The latest month with a yearly change and that change (the "latest 12-month inflation"), or null. */
export function latestAnnualChange(series: CpiSeries): { month: string; percent: number } | null {
  if (!series.latest) return null;
  const percent = annualChange(series, series.latest);
  return percent === null ? null : { month: series.latest, percent };
}

/**
 * A deposit's net real return, yearly: the net interest as a simple yearly rate (net ÷ principal ×
 * 365 ÷ days, in percent) after the yearly inflation, (1 + net) ÷ (1 + inflation) − 1, in percent to
 * two decimals (docs/domain-rules.md#consumer-price-index).
 */
export function depositNetRealReturn(
  netInterest: number,
  principal: number,
  days: number,
  inflationPercent: number,
) {
  const netYearlyPercent = (netInterest / principal) * (365 / days) * 100;
  return {
    netYearlyPercent: roundHalfUp(netYearlyPercent, 2),
    realPercent: realReturnPercent(netYearlyPercent, inflationPercent),
  };
}
