import { type Lang, langFromCode } from '@pusula/core/i18n/languages.ts';
import { resources } from '@pusula/core/i18n/resources.ts';
import { createI18nInstance, type I18n } from './i18n/i18n-instance.ts';

// Server only (imported by entry.server.tsx): one translation instance per language with every text, made
// once, so a page renders in the requested language without touching another request's instance.
const instances = new Map<Lang, I18n>();

export function serverI18n(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18nInstance(lang, resources);
    instances.set(lang, instance);
  }
  return instance;
}

/** The page language a request asks for: `?lang=en` or `?lang=sa` (Arabic); Turkish otherwise. */
export function langOfUrl(url: string): Lang {
  return langFromCode(new URL(url, 'http://x').searchParams.get('lang'));
}
