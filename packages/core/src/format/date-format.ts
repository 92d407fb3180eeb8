import type { Lang } from '../i18n/languages.ts';
import { INTL_LOCALE_TAGS, type Locale } from './number-format.ts';

/** The number-format locale of a UI language (`en-GB` is English; anything else unknown is Turkish). */
export function localeOf(language: string | undefined): Locale {
  const lang = (language ?? 'tr').slice(0, 2) as Lang;
  return lang === 'en' || lang === 'ar' ? lang : 'tr';
}

/** An ISO date (YYYY-MM-DD) as people read it in the language: 20 Kasım 2026; not a date: as given. */
export function formatIsoDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}
