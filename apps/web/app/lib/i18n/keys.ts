// Typed translation keys: a t() key missing from the Turkish texts (e.g. calc:ui.tl) fails `npm run typecheck`.
// Turkish is the reference language; scripts/check-i18n.ts checks that English and Arabic have the same keys.

import type trAdmin from '../../../../../packages/core/src/i18n/locales/tr/admin.json';
import type trAlerts from '../../../../../packages/core/src/i18n/locales/tr/alerts.json';
import type trAuth from '../../../../../packages/core/src/i18n/locales/tr/auth.json';
import type trCalc from '../../../../../packages/core/src/i18n/locales/tr/calc.json';
import type trCms from '../../../../../packages/core/src/i18n/locales/tr/cms.json';
import type trCommon from '../../../../../packages/core/src/i18n/locales/tr/common.json';
import type trContact from '../../../../../packages/core/src/i18n/locales/tr/contact.json';
import type trContent from '../../../../../packages/core/src/i18n/locales/tr/content.json';
import type trDeposits from '../../../../../packages/core/src/i18n/locales/tr/deposits.json';
import type trFunds from '../../../../../packages/core/src/i18n/locales/tr/funds.json';
import type trLoans from '../../../../../packages/core/src/i18n/locales/tr/loans.json';
import type trMarket from '../../../../../packages/core/src/i18n/locales/tr/market.json';
import type trOffers from '../../../../../packages/core/src/i18n/locales/tr/offers.json';
import type { Namespace } from '../../../../../packages/core/src/i18n/namespaces.ts';

/** The Turkish texts' shape, one entry per namespace. */
export interface Resources {
  common: typeof trCommon;
  calc: typeof trCalc;
  loans: typeof trLoans;
  deposits: typeof trDeposits;
  market: typeof trMarket;
  funds: typeof trFunds;
  auth: typeof trAuth;
  admin: typeof trAdmin;
  offers: typeof trOffers;
  content: typeof trContent;
  contact: typeof trContact;
  cms: typeof trCms;
  alerts: typeof trAlerts;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Fails the type check when a namespace is in NAMESPACES but not in Resources, or the reverse. */
export type EveryNamespaceTyped = Assert<Same<Namespace, keyof Resources>>;

/** `years_other` is also asked for as `years` (with a `count`: packages/core/src/i18n/plurals.ts). */
type PluralBase<K extends string> = K extends `${infer Base}_other` ? K | Base : K;

/** Dotted paths to a tree's texts (leaves only: a key naming a group of texts is not a text). */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<K> : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** `ns:path.to.text` for any namespace, or a bare `path.to.text` of `common`. */
export type ParseKeys =
  | { [N in keyof Resources]: `${N}:${Leaves<Resources[N]>}` }[keyof Resources]
  | Leaves<Resources['common']>;

/** Translates a typed key; options fill the text's `{{name}}` placeholders. */
export interface TFunction {
  (key: ParseKeys, options?: Record<string, unknown>): string;
  /** A key built at run time (a role, a log event) with the text to show when it has none. */
  (key: string, options: { defaultValue: string } & Record<string, unknown>): string;
}
