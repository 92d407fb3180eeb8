import { localeOf } from '@pusula/core/format/date-format.ts';
import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import type { DepositOfferRow, LoanOfferRow } from './offers-editor-types.ts';
import { effectiveText } from './offers-history.ts';

/** Decimals a rate needs to show as stored (2 to 4). */
export function rateDecimals(value: number): number {
  const fraction = String(value).split('.')[1] ?? '';
  return Math.min(4, Math.max(2, fraction.length));
}

/** The texts the editor's tables and modals show for an offer, in the current language. */
export function useOfferText() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  // In right-to-left text a range of numbers keeps its left-to-right order inside an isolate.
  const ltr = (text: string) => (locale === 'ar' ? `\u2066${text}\u2069` : text);
  const rate = (value: number) => formatPercent(value, rateDecimals(value), locale);
  const amounts = (min: number, max: number) =>
    ltr(`${formatTL(min, 0, locale)} – ${formatTL(max, 0, locale)}`);
  const months = (min: number, max: number) => t('offers:range.months', { range: ltr(`${min}–${max}`) });
  const days = (min: number, max: number) => t('offers:range.days', { range: ltr(`${min}–${max}`) });
  const loanType = (type: string) => t(`loans:types.${type}`, { defaultValue: type });
  /** A short name of the offer: its loan type, or the deposit's term range. */
  const product = (row: LoanOfferRow | DepositOfferRow) =>
    'loanType' in row
      ? loanType(row.loanType)
      : t('offers:deposits.product', { range: days(row.minDays, row.maxDays) });
  return {
    t,
    locale,
    rate,
    amounts,
    months,
    days,
    loanType,
    product,
    effective: (row: LoanOfferRow | DepositOfferRow) => effectiveText(row, locale),
  };
}
