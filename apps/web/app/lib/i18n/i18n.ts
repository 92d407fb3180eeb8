import layoutAuthTexts from 'texts:auth/menu,errors';
import layoutCommonTexts from 'texts:common/site,nav,pages.*.title,pages.notFound,pages.badRequest,guides,footer,languages,cookie,http,validation,common,resultLink';
import type { Lang } from '@pusula/core/i18n/languages.ts';
import type { Namespace } from '@pusula/core/i18n/namespaces.ts';
import type { ResourceTree } from '@pusula/core/i18n/resources.ts';
import { lookupCounted, splitKey } from '@pusula/core/i18n/translate.ts';
import type { LanguageTexts } from './by-namespace.ts';
import { createI18nInstance, type I18n } from './i18n-instance.ts';

type Bundle = ResourceTree;

// Turkish ships in the page (it is the prerendered language), but only the layout's texts in the
// first load (`common` but the pages' descriptions and intros, and the user menu's `auth`): each page's
// own come with its route module (addTurkishTexts,
// docs/decisions/0012-own-translation-layer.md). Every text of a language is one file (all-texts-*.ts),
// loaded when needed: Turkish by the console (root.tsx) or a return to Turkish, English and Arabic when
// chosen.
const ALL_TEXTS = {
  tr: () => import('./all-texts-tr.ts'),
  en: () => import('./all-texts-en.ts'),
  ar: () => import('./all-texts-ar.ts'),
} satisfies Record<Lang, () => Promise<{ texts: LanguageTexts }>>;
const allTexts = async (lang: Lang) => (await ALL_TEXTS[lang]()).texts;

const reported = new Set<Namespace>();

/**
 * A Turkish text asked of a namespace its route did not bring: load it, draw again, and say so in the
 * console (a route module should list it: the browser tests read the console). Never on the server,
 * whose instances hold every text.
 */
function loadMissingTurkish(instance: () => I18n, lang: Lang, ns: Namespace, key: string) {
  if (lang !== 'tr' || typeof document === 'undefined' || reported.has(ns)) return;
  reported.add(ns);
  const hadParts = instance().hasResourceBundle('tr', ns);
  void allTexts('tr').then((texts) => {
    const bundle = texts[ns];
    if (!bundle) return;
    // A text that is not in the namespace at all (a probe for an optional text) is no fault of the page.
    if (!hadParts) {
      console.error(`Turkish texts "${ns}" were not loaded with this page's route (lib/i18n/i18n.ts)`);
    } else if (lookupCounted(bundle, splitKey(key)?.path ?? [], 'tr') !== undefined) {
      console.error(`Turkish text "${key}" is not among this page's parts of "${ns}" (lib/i18n/i18n.ts)`);
    }
    instance().addResourceBundle('tr', ns, bundle);
  });
}

export function createI18n(): I18n {
  const instance: I18n = createI18nInstance('tr', {}, (lang, ns, key) =>
    loadMissingTurkish(() => instance, lang, ns, key),
  );
  // The layout's texts (every page's title, for the menus); a page brings its description and intro.
  instance.addResourceBundle('tr', 'common', layoutCommonTexts, { partial: true });
  // The layout's user menu and the session's errors; the sign-in page brings the rest (routes/login.tsx).
  instance.addResourceBundle('tr', 'auth', layoutAuthTexts, { partial: true });
  return instance;
}

export const i18n = createI18n();

/**
 * A route module's Turkish texts, given at module level so they are in before the page renders
 * (hydration included): `addTurkishTexts({ calc, loans })` with the parts it shows imported as
 * `texts:calc/vat,ui` (apps/web/texts-plugin.ts), or whole JSON files. Parts are merged into what is
 * there; a text outside them loads the whole namespace and says so in the console (loadMissingTurkish).
 */
export function addTurkishTexts(bundles: Partial<Record<Namespace, Bundle>>, instance: I18n = i18n): void {
  for (const [ns, bundle] of Object.entries(bundles) as [Namespace, Bundle][]) {
    instance.addResourceBundle('tr', ns, bundle, { partial: true });
  }
}

function addWhole(instance: I18n, lang: Lang, texts: LanguageTexts): void {
  for (const [ns, bundle] of Object.entries(texts) as [Namespace, Bundle][]) {
    instance.addResourceBundle(lang, ns, bundle);
  }
}

let consoleTexts: Promise<void> | undefined;

/** Adds the console's and the pages' Turkish texts (once); other languages bring theirs with {@link loadLanguage}. */
export function loadConsoleTexts(instance: I18n = i18n): Promise<void> {
  // The console shows the pages' texts too (loan types, bank fields), whichever page it was opened on.
  consoleTexts ??= allTexts('tr').then((texts) => addWhole(instance, 'tr', texts));
  return consoleTexts;
}

/** Loads a language's texts if needed, then switches to it. */
export async function loadLanguage(instance: I18n, lang: Lang): Promise<void> {
  if (lang === 'tr' && instance.language !== 'tr') {
    // Back to Turkish: every namespace, as English and Arabic bring all of theirs.
    addWhole(instance, 'tr', await allTexts('tr'));
  } else if (lang !== 'tr' && !instance.hasResourceBundle(lang, 'common')) {
    addWhole(instance, lang, await allTexts(lang));
  }
  await instance.changeLanguage(lang);
}
