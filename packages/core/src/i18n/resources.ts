import type { Lang } from './languages.ts';
import arCalc from './locales/ar/calc.json' with { type: 'json' };
import arCommon from './locales/ar/common.json' with { type: 'json' };
import enCalc from './locales/en/calc.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import trCalc from './locales/tr/calc.json' with { type: 'json' };
import trCommon from './locales/tr/common.json' with { type: 'json' };

/** Every UI and API text, by language and namespace. The web app loads the same files lazily. */
export const NAMESPACES = ['common', 'calc'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type ResourceTree = { [key: string]: string | ResourceTree };

export const resources: Record<Lang, Record<Namespace, ResourceTree>> = {
  tr: { common: trCommon, calc: trCalc },
  en: { common: enCommon, calc: enCalc },
  ar: { common: arCommon, calc: arCalc },
};
