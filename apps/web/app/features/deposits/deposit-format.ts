import { INTL_LOCALE_TAGS, type Locale } from '@pusula/core/format/number-format.ts';
import type { Lang } from '@pusula/core/i18n/languages.ts';

/** The number locale of the language in force (Turkish unless English or Arabic). */
export function localeOf(language: string | undefined): Locale {
  const lang = (language ?? 'tr').slice(0, 2) as Lang;
  return lang === 'en' || lang === 'ar' ? lang : 'tr';
}

/** A calendar date (YYYY-MM-DD) in words, in the language's long form. */
export function formatIsoDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
