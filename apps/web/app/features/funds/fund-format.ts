import { formatNumber, type Locale } from '@pusula/core/format/number-format.ts';
import { parseAmount } from '@pusula/core/format/number-parse.ts';

export type Sign = 'positive' | 'negative' | 'zero' | 'none';

/** Reads a return: numbers as is, fallback strings in Turkish format ("1.204,88", "-9,4002", "-"). */
export function returnValue(value: number | string | null): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '-') return null;
  // The fallback list is written in Turkish whatever the page language (docs/number-format.md).
  return parseAmount(trimmed, 'tr', { maxDecimals: 4, signed: true });
}

export function signOf(value: number | string | null): Sign {
  const number = returnValue(value);
  if (number === null) return 'none';
  return number > 0 ? 'positive' : number < 0 ? 'negative' : 'zero';
}

/**
 * A return with 4 decimals in the visitor's number format; `signed` adds "+" to gains (the 1 month
 * to 1 year columns). Missing is "-". Strings of the (Turkish) fallback list are shown as given on
 * Turkish pages and re-written in the page format elsewhere (docs/number-format.md).
 */
export function formatReturn(value: number | string | null, locale: Locale, signed: boolean): string {
  if (typeof value === 'string') {
    const trimmed = value.trim() || '-';
    const number = locale === 'tr' ? null : returnValue(trimmed);
    if (number !== null) return formatReturn(number, locale, signed);
    return signed && signOf(trimmed) === 'positive' ? `+${trimmed}` : trimmed;
  }
  if (value === null || !Number.isFinite(value)) return '-';
  const text = formatNumber(value, 4, locale);
  return signed && value > 0 ? `+${text}` : text;
}

/** The as-of date in the visitor's language (2026-11-20 → 20.11.2026 in Turkish). */
export function formatAsOf(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const tag = { tr: 'tr-TR', en: 'en-GB', ar: 'ar-u-nu-latn' }[locale];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
