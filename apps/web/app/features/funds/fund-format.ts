import { formatNumber, type Locale } from '@pusula/core/format/number-format.ts';

export type Sign = 'positive' | 'negative' | 'zero' | 'none';

/** Reads a return: numbers as is, fallback strings in Turkish format ("1.204,88", "-9,4002", "-"). */
export function returnValue(value: number | string | null): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '-') return null;
  const parsed = Number(trimmed.replaceAll('.', '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

export function signOf(value: number | string | null): Sign {
  const number = returnValue(value);
  if (number === null) return 'none';
  return number > 0 ? 'positive' : number < 0 ? 'negative' : 'zero';
}

/**
 * A return with 4 decimals in the visitor's number format; `signed` adds "+" to gains (the 1 month
 * to 1 year columns). Strings of the fallback list are shown as given; missing is "-".
 */
export function formatReturn(value: number | string | null, locale: Locale, signed: boolean): string {
  if (typeof value === 'string') {
    const trimmed = value.trim() || '-';
    return signed && signOf(trimmed) === 'positive' ? `+${trimmed}` : trimmed;
  }
  if (value === null || !Number.isFinite(value)) return '-';
  const text = formatNumber(value, 4, locale);
  return signed && value > 0 ? `+${text}` : text;
}

/** Up to `size` page numbers around the current page, shifted to stay within 1..total. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  if (total < 1) return [];
  const count = Math.min(size, total);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** The as-of date in the visitor's language (2026-11-20 → 20.11.2026 in Turkish). */
export function formatAsOf(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const tag = { tr: 'tr-TR', en: 'en-GB', ar: 'ar-u-nu-latn' }[locale];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
