import type { Namespace } from '@pusula/core/i18n/namespaces.ts';
import type { ResourceTree } from '@pusula/core/i18n/resources.ts';

/** A language's texts by namespace, from the files a glob found (`…/locales/tr/calc.json` is `calc`). */
export type LanguageTexts = Partial<Record<Namespace, ResourceTree>>;

export function byNamespace(files: Record<string, ResourceTree>): LanguageTexts {
  return Object.fromEntries(
    Object.entries(files).map(([path, bundle]) => [
      path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
      bundle,
    ]),
  );
}
