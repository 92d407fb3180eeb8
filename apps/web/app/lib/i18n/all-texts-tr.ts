import type { ResourceTree } from '@pusula/core/i18n/resources.ts';
import { byNamespace } from './by-namespace.ts';

/** Every Turkish namespace, whole: loaded by the console, by a return to Turkish, or when a page asks a text it did not bring (i18n.ts). One file, not one per namespace (docs/decisions/0012-own-translation-layer.md). */
export const texts = byNamespace(
  import.meta.glob<ResourceTree>('../../../../../packages/core/src/i18n/locales/tr/*.json', {
    eager: true,
    import: 'default',
  }),
);
