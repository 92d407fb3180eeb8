import { dirOf, type Lang } from '@pusula/core/i18n/languages.ts';
import type { Namespace } from '@pusula/core/i18n/namespaces.ts';
import { withCount } from '@pusula/core/i18n/plurals.ts';
import type { ResourceTree } from '@pusula/core/i18n/resources.ts';
import { interpolate, lookupCounted, splitKey } from '@pusula/core/i18n/translate.ts';
import type { TFunction } from './keys.ts';

/** Texts by language and namespace; a language's texts may arrive later (addResourceBundle). */
export type Texts = Partial<Record<Lang, Partial<Record<Namespace, ResourceTree>>>>;

type LanguageListener = (lang: Lang) => void;
type I18nEvent = 'languageChanged' | 'textsAdded';

/** Called when a text is asked of a namespace not loaded in that language, or not among a page's parts of it (lib/i18n/i18n.ts). */
export type MissingNamespace = (lang: Lang, ns: Namespace, key: string) => void;

/**
 * The app's own translation instance (docs/decisions/0012-own-translation-layer.md): `t`, the
 * language and its direction, a language-changed event and namespaces added later.
 * `resolvedLanguage` is the language itself: a language is only switched to once its texts are in
 * (loadLanguage in i18n.ts), so there is nothing to fall back to.
 */
export interface I18n {
  readonly language: Lang;
  readonly resolvedLanguage: Lang;
  /** Moves whenever texts are added, so a component shown before its texts arrived renders again. */
  readonly revision: number;
  /** Translates in the language in force when called (detached use is fine: `api.ts` passes it on). */
  t: TFunction;
  /** A t() bound to one language, the same function on every call, so components keep it as a dependency. */
  getFixedT(lang: Lang): TFunction;
  exists(key: string): boolean;
  dir(lang?: Lang): 'ltr' | 'rtl';
  changeLanguage(lang: Lang): Promise<void>;
  on(event: I18nEvent, listener: LanguageListener): void;
  off(event: I18nEvent, listener: LanguageListener): void;
  /**
   * Adds (or replaces) one namespace's texts in a language; `partial`: only some of its texts, merged
   * into those already there (a page's parts: lib/i18n/i18n.ts#addTurkishTexts).
   */
  addResourceBundle(lang: Lang, ns: Namespace, bundle: ResourceTree, options?: { partial?: boolean }): void;
  hasResourceBundle(lang: Lang, ns: Namespace): boolean;
}

/** `into` with `from`'s texts added, level by level (neither is changed). */
function mergeTrees(into: ResourceTree, from: ResourceTree): ResourceTree {
  const merged: ResourceTree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const there = merged[key];
    merged[key] = typeof value === 'object' && typeof there === 'object' ? mergeTrees(there, value) : value;
  }
  return merged;
}

export function createI18nInstance(initial: Lang, texts: Texts = {}, onMissing?: MissingNamespace): I18n {
  let language = initial;
  let revision = 0;
  const store: Texts = Object.fromEntries(
    Object.entries(texts).map(([lang, bundles]) => [lang, { ...bundles }]),
  );
  const listeners: Record<I18nEvent, Set<LanguageListener>> = {
    languageChanged: new Set(),
    textsAdded: new Set(),
  };
  const fixed = new Map<Lang, TFunction>();

  // Namespaces holding only the parts a page brought (addResourceBundle's `partial`): a text not among
  // them is reported like a namespace not loaded at all.
  const partial = new Set<string>();
  // A numeric `count` picks the plural form (packages/core/src/i18n/plurals.ts).
  const find = (lang: Lang, key: string, count?: unknown) => {
    const parts = splitKey(key);
    const bundle = parts ? store[lang]?.[parts.ns] : undefined;
    const text = parts ? lookupCounted(bundle, parts.path, lang, count) : undefined;
    if (parts && (bundle === undefined || (text === undefined && partial.has(`${lang}:${parts.ns}`)))) {
      onMissing?.(lang, parts.ns, key);
    }
    return { parts, text };
  };

  const translateIn = (lang: Lang, key: string, options?: Record<string, unknown>): string => {
    const { parts, text } = find(lang, key, options?.count);
    const params = options && withCount(lang, options);
    if (text === undefined) {
      if (typeof options?.defaultValue === 'string') return interpolate(options.defaultValue, params);
      // A missing text shows its key without the namespace (e2e/raw-html.test.ts looks for both).
      return parts ? parts.path.join('.') : key;
    }
    return params ? interpolate(text, params) : text;
  };

  const getFixedT = (lang: Lang): TFunction => {
    let t = fixed.get(lang);
    if (!t) {
      t = (key: string, options?: Record<string, unknown>) => translateIn(lang, key, options);
      fixed.set(lang, t);
    }
    return t;
  };

  return {
    get language() {
      return language;
    },
    get resolvedLanguage() {
      return language;
    },
    get revision() {
      return revision;
    },
    t: (key: string, options?: Record<string, unknown>) => translateIn(language, key, options),
    getFixedT,
    exists: (key) => find(language, key).text !== undefined,
    dir: (lang) => dirOf(lang ?? language),
    async changeLanguage(lang) {
      language = lang;
      for (const listener of [...listeners.languageChanged]) listener(lang);
    },
    on: (event, listener) => void listeners[event].add(listener),
    off: (event, listener) => void listeners[event].delete(listener),
    addResourceBundle(lang, ns, bundle, options) {
      const id = `${lang}:${ns}`;
      const current = store[lang]?.[ns];
      if (options?.partial) {
        store[lang] = { ...store[lang], [ns]: current ? mergeTrees(current, bundle) : bundle };
        if (current === undefined || partial.has(id)) partial.add(id);
      } else {
        store[lang] = { ...store[lang], [ns]: bundle };
        partial.delete(id);
      }
      revision += 1;
      for (const listener of [...listeners.textsAdded]) listener(lang);
    },
    hasResourceBundle: (lang, ns) => store[lang]?.[ns] !== undefined,
  };
}
