import { LANGS, type Lang } from '@pusula/core/i18n/languages.ts';
import { NAMESPACES } from '@pusula/core/i18n/namespaces.ts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Bundle = Record<string, unknown>;

// Turkish ships in the page (it is the prerendered language); English and Arabic load on demand, and
// so do the console's Turkish texts (admin pages only, loaded with their slices: see root.tsx).
const turkish = import.meta.glob<Bundle>(
  [
    '../../../../../packages/core/src/i18n/locales/tr/*.json',
    '!../../../../../packages/core/src/i18n/locales/tr/{admin,cms}.json',
  ],
  { eager: true, import: 'default' },
);
const consoleTurkish = import.meta.glob<Bundle>(
  '../../../../../packages/core/src/i18n/locales/tr/{admin,cms}.json',
  { import: 'default' },
);
const lazy = import.meta.glob<Bundle>('../../../../../packages/core/src/i18n/locales/{en,ar}/*.json', {
  import: 'default',
});

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'tr',
    fallbackLng: false,
    supportedLngs: [...LANGS],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {
      tr: Object.fromEntries(Object.entries(turkish).map(([path, bundle]) => [namespaceOf(path), bundle])),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export const i18n = createI18n();

let consoleTexts: Promise<void> | undefined;

/** Adds the console's Turkish texts (once); other languages bring theirs with {@link loadLanguage}. */
export function loadConsoleTexts(instance: I18n = i18n): Promise<void> {
  consoleTexts ??= Promise.all(
    Object.entries(consoleTurkish).map(async ([path, load]) => {
      instance.addResourceBundle('tr', namespaceOf(path), await load(), true, true);
    }),
  ).then(() => {});
  return consoleTexts;
}

/** Loads a language's texts if needed, then switches to it. */
export async function loadLanguage(instance: I18n, lang: Lang): Promise<void> {
  if (lang !== 'tr' && !instance.hasResourceBundle(lang, 'common')) {
    const entries = Object.entries(lazy).filter(([path]) => path.includes(`/locales/${lang}/`));
    const bundles = await Promise.all(
      entries.map(async ([path, load]) => [namespaceOf(path), await load()] as const),
    );
    for (const [ns, bundle] of bundles) instance.addResourceBundle(lang, ns, bundle, true, true);
  }
  await instance.changeLanguage(lang);
}
