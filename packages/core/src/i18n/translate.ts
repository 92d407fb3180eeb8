import type { Lang } from './languages.ts';
import type { Namespace } from './namespaces.ts';
import { NAMESPACES } from './namespaces.ts';
import { pluralPaths, withCount } from './plurals.ts';
import type { ResourceTree } from './resources.ts';
import { resources } from './resources.ts';

/** Splits `ns:path.to.key` (namespace defaults to `common`). */
export function splitKey(key: string): { ns: Namespace; path: string[] } | null {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? key.slice(0, colon) : 'common';
  if (!(NAMESPACES as readonly string[]).includes(ns)) return null;
  return { ns: ns as Namespace, path: key.slice(colon + 1).split('.') };
}

/** The text at a dotted path of one namespace's tree (undefined when absent or not a leaf). */
export function lookup(tree: ResourceTree | undefined, path: string[]): string | undefined {
  let node: string | ResourceTree | undefined = tree;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text at `path`, in the plural form a numeric `count` asks for (plurals.ts). */
export function lookupCounted(
  tree: ResourceTree | undefined,
  path: string[],
  lang: Lang,
  count?: unknown,
): string | undefined {
  for (const candidate of pluralPaths(path, lang, count)) {
    const text = lookup(tree, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}

export function hasKey(lang: Lang, key: string): boolean {
  const parts = splitKey(key);
  return parts !== null && lookupCounted(resources[lang][parts.ns], parts.path, lang) !== undefined;
}

/**
 * Server-side translation with `{{name}}` placeholders; unknown keys come back as is. A numeric
 * `count` picks the plural form and is written in the language's number format (plurals.ts).
 */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const parts = splitKey(key);
  const text = parts ? lookupCounted(resources[lang][parts.ns], parts.path, lang, params.count) : undefined;
  return text === undefined ? key : interpolate(text, withCount(lang, params));
}

/**
 * Fills `{{name}}` placeholders (also for the web app's texts, docs/decisions/0012-own-translation-layer.md):
 * a name absent from params stays as written; one given as null or undefined becomes empty.
 */
export function interpolate(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name] ?? '') : match,
  );
}

/** All leaf keys of a tree as dotted paths, for the missing-key check. */
export function leafKeys(tree: ResourceTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}
