import { formatPercent, formatTL, isolateLtr, type Locale } from '../format/number-format.ts';
import type { AlertKind } from './alert-kinds.ts';

/**
 * A threshold or current figure as the alert's mails and pages show it: the dollar in TL with four
 * decimals (as the central bank's bulletin), a gram of gold in TL with two, the deposit rate in
 * percent with two; isolated left-to-right inside Arabic text (docs/number-format.md).
 */
export function formatAlertFigure(kind: AlertKind, value: number, locale: Locale): string {
  const text =
    kind === 'usd-above'
      ? formatTL(value, 4, locale)
      : kind === 'gold-gram-below'
        ? formatTL(value, 2, locale)
        : formatPercent(value, 2, locale);
  return isolateLtr(text, locale === 'ar');
}
