/** The site's languages. Internally `ar`; the spec stores Arabic as `sa` in `selectedLanguage`. */
export const LANGS = ['tr', 'en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tr';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The code kept in browser storage (`selectedLanguage`): tr is never stored, Arabic is `sa`. */
export function storageCodeOf(lang: Lang): string | null {
  if (lang === 'tr') return null;
  return lang === 'ar' ? 'sa' : lang;
}

/** Reads a stored or requested code: `sa` and `ar` mean Arabic; anything unknown is Turkish. */
export function langFromCode(code: string | null | undefined): Lang {
  const base = (code ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'sa' || base === 'ar') return 'ar';
  return isLang(base) ? base : DEFAULT_LANG;
}

/**
 * The cookie beside the stored choice that tells the server the language of a page's first HTML
 * (docs/decisions/0015-language-cookie.md): `en` or `sa`, the storage codes; absent means Turkish.
 */
export const LANG_COOKIE = 'lang';

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** Only the head of an Accept-Language header is read (docs/security.md "Bounded work per request"). */
export const ACCEPT_LANGUAGE_MAX_CHARS = 256;
export const ACCEPT_LANGUAGE_MAX_ENTRIES = 20;

/**
 * Picks the best supported language from an Accept-Language header; Turkish when none fits. Reads its
 * first ACCEPT_LANGUAGE_MAX_CHARS characters and first ACCEPT_LANGUAGE_MAX_ENTRIES entries only, so the
 * cost is bounded whatever the header's length.
 */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .slice(0, ACCEPT_LANGUAGE_MAX_CHARS)
    .split(',', ACCEPT_LANGUAGE_MAX_ENTRIES)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'sa' || base === 'ar') return 'ar';
    if (isLang(base)) return base;
  }
  return DEFAULT_LANG;
}
