import type { ResourceTree } from '@pusula/core/i18n/resources.ts';
import { byNamespace } from './by-namespace.ts';

/** Every Arabic namespace: loaded when the visitor switches to Arabic (i18n.ts#loadLanguage). One file, not one per namespace (docs/decisions/0012-own-translation-layer.md). */
export const texts = byNamespace(
  import.meta.glob<ResourceTree>('../../../../../packages/core/src/i18n/locales/ar/*.json', {
    eager: true,
    import: 'default',
  }),
);
