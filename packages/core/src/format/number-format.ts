import { roundHalfUp } from '../money/round.ts';

/** UI languages of the site. The spec's `sa` language code maps to `ar` here (locale folders are tr/en/ar). */
export type Locale = 'tr' | 'en' | 'ar';

/** BCP 47 tags per UI language. Arabic keeps Latin digits (docs/number-format.md explains why). */
export const INTL_LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  tr: 'tr-TR',
  en: 'en-US',
  ar: 'ar-u-nu-latn',
};

/**
 * Grouping and decimal separators of each language, for results and inputs alike
 * (docs/number-format.md). They match what `Intl.NumberFormat` prints for `INTL_LOCALE_TAGS`.
 */
export const NUMBER_SEPARATORS: Readonly<Record<Locale, { group: string; decimal: string }>> = {
  tr: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
  ar: { group: ',', decimal: '.' },
};

const formatterCache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, decimals: number): Intl.NumberFormat {
  const cacheKey = `${locale}:${decimals}`;
  let cached = formatterCache.get(cacheKey);
  if (!cached) {
    cached = new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], {
      style: 'decimal',
      useGrouping: true,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatterCache.set(cacheKey, cached);
  }
  return cached;
}

/**
 * Formats a number with grouping and exactly `decimals` decimals (default 2), half-up rounded first
 * (Intl alone would round the binary value: 1.005 → "1,00"). tr: `1.234,50`, en/ar: `1,234.50`.
 */
export function formatNumber(value: number, decimals = 2, locale: Locale = 'tr'): string {
  if (!Number.isFinite(value)) return '-';
  return formatter(locale, decimals).format(roundHalfUp(value, decimals));
}

/** Money with a TL suffix: `formatTL(1234.5) === '1.234,50 TL'`; `formatTL(1234.5, 0) === '1.235 TL'`. */
export function formatTL(value: number, decimals = 2, locale: Locale = 'tr'): string {
  return `${formatNumber(value, decimals, locale)} TL`;
}

/**
 * A figure with its unit as one isolated left-to-right run inside a plain string that cannot hold an
 * element (a chart's canvas text, an option): LRI … PDI (docs/number-format.md "Numbers inside
 * right-to-left text"). Only right-to-left pages need it; elsewhere the text comes back as it is.
 */
export function isolateLtr(text: string, rtl: boolean): string {
  return rtl ? `\u2066${text}\u2069` : text;
}

/**
 * A percentage given in percent units (45.75 means 45.75 %). Turkish puts the sign first (`%45,75`),
 * English and Arabic after (`45.75%`).
 */
export function formatPercent(percent: number, decimals = 2, locale: Locale = 'tr'): string {
  const number = formatNumber(percent, decimals, locale);
  return locale === 'tr' ? `%${number}` : `${number}%`;
}
