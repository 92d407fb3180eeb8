import { dirOf, LANG_COOKIE, type Lang, langFromCode, storageCodeOf } from '@pusula/core/i18n/languages.ts';
import { useCallback } from 'react';
import { loadLanguage } from './i18n.ts';
import { useTranslation } from './use-translation.tsx';

export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

/** `<html lang dir>` follow the language in force (called on the instance's languageChanged). */
export function applyToDocument(lang: Lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

/** The stored choice (`selectedLanguage`: en or sa; absent means Turkish). */
export function storedLanguage(): Lang {
  try {
    return langFromCode(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return 'tr';
  }
}

/** A year: the cookie lasts as long as a returning visitor is likely to come back. */
const COOKIE_MAX_AGE = 31_536_000;

/**
 * The `lang` cookie beside the stored choice (docs/decisions/0015-language-cookie.md): the server
 * renders the first HTML of a page asked without `?lang=` in it, so a returning visitor sees no flash.
 * Turkish removes it, as it removes `selectedLanguage`. Strictly necessary: no consent is asked.
 */
export function rememberInCookie(lang: Lang) {
  const code = storageCodeOf(lang);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = code === null ? '; Max-Age=0' : `; Max-Age=${COOKIE_MAX_AGE}`;
  // biome-ignore lint/suspicious/noDocumentCookie: one strictly necessary cookie, written in one place
  document.cookie = `${LANG_COOKIE}=${code ?? ''}; Path=/${value}; SameSite=Lax${secure}`;
}

/** A page opened as `?lang=…` follows a later choice, so a reload keeps what the visitor picked. */
function syncLangQuery(next: Lang) {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  const code = storageCodeOf(next);
  if (code === null) url.searchParams.delete('lang');
  else url.searchParams.set('lang', code);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** docs/requirements/site-and-pages.md#languages: tr removes the stored key; en and sa are stored and restored on the next visit. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) as Lang;
  const setLanguage = useCallback(
    async (next: Lang, options: { persist?: boolean } = {}) => {
      // The cookie follows the language in force, also when it is restored from storage (a choice
      // stored before the cookie existed reaches the server from the next page on).
      rememberInCookie(next);
      if (options.persist !== false) {
        const code = storageCodeOf(next);
        try {
          if (code === null) window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
          else window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
        } catch {
          // Storage can be disabled (private mode); the choice then lasts for this page only.
        }
      }
      if (options.persist !== false) syncLangQuery(next);
      await loadLanguage(i18n, next);
    },
    [i18n],
  );
  return { lang, dir: dirOf(lang), setLanguage };
}
