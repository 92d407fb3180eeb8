import { formatNumber } from '../format/number-format.ts';
import type { Lang } from './languages.ts';

/**
 * Plural forms of a text (docs/number-format.md "Counts and plurals"): a text given a numeric `count`
 * is read from `<key>_<category>`, the category chosen by the language's own rules
 * (`Intl.PluralRules`: Turkish and English `one`/`other`, Arabic `zero`, `one`, `two`, `few`, `many`,
 * `other`), falling back to `<key>_other`, then to `<key>` itself.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);
const rules = new Map<Lang, Intl.PluralRules>();

function rulesOf(lang: Lang): Intl.PluralRules {
  let found = rules.get(lang);
  if (!found) {
    found = new Intl.PluralRules(lang);
    rules.set(lang, found);
  }
  return found;
}

export function pluralCategory(lang: Lang, count: number): PluralCategory {
  return rulesOf(lang).select(count);
}

/** The categories a language's texts must each have, for the missing-key check. */
export function pluralCategoriesOf(lang: Lang): PluralCategory[] {
  const used = rulesOf(lang).resolvedOptions().pluralCategories;
  return PLURAL_CATEGORIES.filter((category) => used.includes(category));
}

/** `years_few` → `years`; a key without a plural suffix comes back as is. */
export function pluralBase(key: string): string {
  return key.replace(SUFFIX, '');
}

/**
 * The paths to try, in order, for a text at `path` given `count` (see above): with a number, its
 * category's form, then `_other`, then the bare key; without one, the bare key, then `_other`.
 */
export function pluralPaths(path: readonly string[], lang: Lang, count: unknown): string[][] {
  const head = path.slice(0, -1);
  const last = path.at(-1) ?? '';
  const form = (category: string) => [...head, `${last}_${category}`];
  if (typeof count === 'number' && Number.isFinite(count)) {
    return [form(pluralCategory(lang, count)), form('other'), [...path]];
  }
  return [[...path], form('other')];
}

/**
 * The placeholders with a whole-number `count` written in the language's number format
 * (`1.095` in Turkish, `1,095` in English and Arabic: docs/number-format.md).
 */
export function withCount<P extends Record<string, unknown>>(lang: Lang, params: P): P {
  const { count } = params;
  if (typeof count !== 'number' || !Number.isInteger(count)) return params;
  return { ...params, count: formatNumber(count, 0, lang) };
}
