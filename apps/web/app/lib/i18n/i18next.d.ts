// Typed translation keys: a t() key missing from the Turkish texts (e.g. calc:ui.tl) fails `npm run typecheck`.
// Turkish is the reference language; scripts/check-i18n.ts checks that English and Arabic have the same keys.

import type trAdmin from '../../../../../packages/core/src/i18n/locales/tr/admin.json';
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
import type { NAMESPACES } from '../../../../../packages/core/src/i18n/namespaces.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    /** Every namespace (a type only: at run time the default is 'common'), so `t('calc:ui.tl')` type-checks anywhere. */
    defaultNS: typeof NAMESPACES;
    resources: {
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
    };
  }
}
