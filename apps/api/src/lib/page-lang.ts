import { LANG_COOKIE, type Lang, langFromCode } from '@pusula/core/i18n/languages.ts';

/** Only the head of a Cookie header is read, and its first cookies (docs/security.md "Page rendering and caching"). */
const MAX_COOKIE_CHARS = 4096;
const MAX_COOKIES = 50;
/** The cookie's only meaningful values: the storage codes (`tr` too, though the browser removes it). */
const COOKIE_VALUES = new Map<string, Lang>([
  ['tr', 'tr'],
  ['en', 'en'],
  ['sa', 'ar'],
]);

/**
 * The language the `lang` cookie names, or null: its value must be exactly `tr`, `en` or `sa`; any
 * other value, or no such cookie, is ignored (docs/decisions/0015-language-cookie.md).
 */
export function langOfCookie(header: string | undefined): Lang | null {
  if (!header) return null;
  for (const pair of header.slice(0, MAX_COOKIE_CHARS).split(';', MAX_COOKIES)) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== LANG_COOKIE) continue;
    return COOKIE_VALUES.get(pair.slice(at + 1).trim()) ?? null;
  }
  return null;
}

/**
 * The language a page is rendered in: `?lang=` when the query names it (any value reads as one of the
 * three, what search engines see), else the `lang` cookie, else Turkish. Never Accept-Language.
 */
export function pageLangOf(search: URLSearchParams, cookieHeader: string | undefined): Lang {
  if (search.has('lang')) return langFromCode(search.get('lang'));
  return langOfCookie(cookieHeader) ?? 'tr';
}
