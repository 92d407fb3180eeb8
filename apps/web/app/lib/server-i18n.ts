import { LANGS, type Lang, langFromCode } from '@pusula/core/i18n/languages.ts';
import { NAMESPACES } from '@pusula/core/i18n/namespaces.ts';
import { resources } from '@pusula/core/i18n/resources.ts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Server only (imported by entry.server.tsx): one i18next instance per language with every text, made
// once, so a page renders in the requested language without touching another request's instance.
const instances = new Map<Lang, I18n>();

function create(lang: Lang): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export function serverI18n(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = create(lang);
    instances.set(lang, instance);
  }
  return instance;
}

/** The page language a request asks for: `?lang=en` or `?lang=sa` (Arabic); Turkish otherwise. */
export function langOfUrl(url: string): Lang {
  return langFromCode(new URL(url, 'http://x').searchParams.get('lang'));
}
