import { LANGS, type Lang } from '@pusula/core/i18n/languages.ts';
import trCalc from '@pusula/core/i18n/locales/tr/calc.json';
import trCommon from '@pusula/core/i18n/locales/tr/common.json';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Turkish ships in the page (it is the prerendered language); English and Arabic load on demand. */
const loaders: Record<Exclude<Lang, 'tr'>, () => Promise<{ common: object; calc: object }>> = {
  en: async () => ({
    common: (await import('@pusula/core/i18n/locales/en/common.json')).default,
    calc: (await import('@pusula/core/i18n/locales/en/calc.json')).default,
  }),
  ar: async () => ({
    common: (await import('@pusula/core/i18n/locales/ar/common.json')).default,
    calc: (await import('@pusula/core/i18n/locales/ar/calc.json')).default,
  }),
};

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'tr',
    fallbackLng: false,
    supportedLngs: [...LANGS],
    ns: ['common', 'calc'],
    defaultNS: 'common',
    resources: { tr: { common: trCommon, calc: trCalc } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export const i18n = createI18n();

/** Loads a language's texts if needed, then switches to it. */
export async function loadLanguage(instance: I18n, lang: Lang): Promise<void> {
  if (lang !== 'tr' && !instance.hasResourceBundle(lang, 'common')) {
    const bundles = await loaders[lang]();
    instance.addResourceBundle(lang, 'common', bundles.common, true, true);
    instance.addResourceBundle(lang, 'calc', bundles.calc, true, true);
  }
  await instance.changeLanguage(lang);
}
