import type { Lang } from './languages.ts';
import arAdmin from './locales/ar/admin.json' with { type: 'json' };
import arAlerts from './locales/ar/alerts.json' with { type: 'json' };
import arAuth from './locales/ar/auth.json' with { type: 'json' };
import arCalc from './locales/ar/calc.json' with { type: 'json' };
import arCms from './locales/ar/cms.json' with { type: 'json' };
import arCommon from './locales/ar/common.json' with { type: 'json' };
import arContact from './locales/ar/contact.json' with { type: 'json' };
import arContent from './locales/ar/content.json' with { type: 'json' };
import arDeposits from './locales/ar/deposits.json' with { type: 'json' };
import arFunds from './locales/ar/funds.json' with { type: 'json' };
import arLoans from './locales/ar/loans.json' with { type: 'json' };
import arMarket from './locales/ar/market.json' with { type: 'json' };
import arOffers from './locales/ar/offers.json' with { type: 'json' };
import enAdmin from './locales/en/admin.json' with { type: 'json' };
import enAlerts from './locales/en/alerts.json' with { type: 'json' };
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enCalc from './locales/en/calc.json' with { type: 'json' };
import enCms from './locales/en/cms.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enContact from './locales/en/contact.json' with { type: 'json' };
import enContent from './locales/en/content.json' with { type: 'json' };
import enDeposits from './locales/en/deposits.json' with { type: 'json' };
import enFunds from './locales/en/funds.json' with { type: 'json' };
import enLoans from './locales/en/loans.json' with { type: 'json' };
import enMarket from './locales/en/market.json' with { type: 'json' };
import enOffers from './locales/en/offers.json' with { type: 'json' };
import trAdmin from './locales/tr/admin.json' with { type: 'json' };
import trAlerts from './locales/tr/alerts.json' with { type: 'json' };
import trAuth from './locales/tr/auth.json' with { type: 'json' };
import trCalc from './locales/tr/calc.json' with { type: 'json' };
import trCms from './locales/tr/cms.json' with { type: 'json' };
import trCommon from './locales/tr/common.json' with { type: 'json' };
import trContact from './locales/tr/contact.json' with { type: 'json' };
import trContent from './locales/tr/content.json' with { type: 'json' };
import trDeposits from './locales/tr/deposits.json' with { type: 'json' };
import trFunds from './locales/tr/funds.json' with { type: 'json' };
import trLoans from './locales/tr/loans.json' with { type: 'json' };
import trMarket from './locales/tr/market.json' with { type: 'json' };
import trOffers from './locales/tr/offers.json' with { type: 'json' };
import type { Namespace } from './namespaces.ts';

/**
 * Every UI and API text, by language and namespace. The web app bundles Turkish and loads English and
 * Arabic on demand (it imports namespaces.ts, never this file).
 */
export type ResourceTree = { [key: string]: string | ResourceTree };

export const resources: Record<Lang, Record<Namespace, ResourceTree>> = {
  tr: {
    common: trCommon,
    calc: trCalc,
    loans: trLoans,
    deposits: trDeposits,
    market: trMarket,
    funds: trFunds,
    auth: trAuth,
    admin: trAdmin,
    offers: trOffers,
    content: trContent,
    contact: trContact,
    cms: trCms,
    alerts: trAlerts,
  },
  en: {
    common: enCommon,
    calc: enCalc,
    loans: enLoans,
    deposits: enDeposits,
    market: enMarket,
    funds: enFunds,
    auth: enAuth,
    admin: enAdmin,
    offers: enOffers,
    content: enContent,
    contact: enContact,
    cms: enCms,
    alerts: enAlerts,
  },
  ar: {
    common: arCommon,
    calc: arCalc,
    loans: arLoans,
    deposits: arDeposits,
    market: arMarket,
    funds: arFunds,
    auth: arAuth,
    admin: arAdmin,
    offers: arOffers,
    content: arContent,
    contact: arContact,
    cms: arCms,
    alerts: arAlerts,
  },
};
