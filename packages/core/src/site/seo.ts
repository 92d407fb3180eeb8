import { type Lang, storageCodeOf } from '../i18n/languages.ts';
import { ORGANIZATION } from './organization.ts';

/** JSON-LD object (schema.org). */
export type JsonLd = Record<string, unknown>;

/** `?lang=` value of a language in links (`en`, `sa`); Turkish has none. */
export function langQuery(lang: Lang): string {
  const code = storageCodeOf(lang);
  return code === null ? '' : `?lang=${code}`;
}

/**
 * The absolute URL of a path in a language: `https://site/path?lang=en`. A path may carry its own
 * query (`/fonlar/karsilastir?kodlar=A,B`): the language is then appended with `&`.
 */
export function pageUrl(siteUrl: string, path: string, lang: Lang): string {
  const [pathname = '/', search] = path.split('?', 2) as [string, string | undefined];
  const clean = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  const query = [search, langQuery(lang).slice(1)].filter(Boolean).join('&');
  return `${siteUrl}${clean}${query ? `?${query}` : ''}`;
}

/** hreflang alternates: tr, en, ar and x-default (the Turkish page). */
export function alternatesOf(siteUrl: string, path: string): { hrefLang: string; href: string }[] {
  return [
    { hrefLang: 'tr', href: pageUrl(siteUrl, path, 'tr') },
    { hrefLang: 'en', href: pageUrl(siteUrl, path, 'en') },
    { hrefLang: 'ar', href: pageUrl(siteUrl, path, 'ar') },
    { hrefLang: 'x-default', href: pageUrl(siteUrl, path, 'tr') },
  ];
}

const OG_LOCALES: Record<Lang, string> = { tr: 'tr_TR', en: 'en_US', ar: 'ar_AR' };
export function ogLocaleOf(lang: Lang): string {
  return OG_LOCALES[lang];
}

function postalAddress() {
  const { street, locality, region, postalCode, country } = ORGANIZATION.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: country,
  };
}

/** WebSite, Organization and LocalBusiness: on every page. */
export function siteJsonLd(siteUrl: string, lang: Lang, description: string): JsonLd[] {
  const organizationId = `${siteUrl}/#organization`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website`,
      url: `${siteUrl}/`,
      name: ORGANIZATION.name,
      inLanguage: lang,
      publisher: { '@id': organizationId },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: ORGANIZATION.name,
      url: `${siteUrl}/`,
      logo: `${siteUrl}${ORGANIZATION.logoPath}`,
      email: ORGANIZATION.email,
      telephone: ORGANIZATION.phone,
      address: postalAddress(),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${siteUrl}/#office`,
      name: ORGANIZATION.name,
      description,
      url: `${siteUrl}/iletisim`,
      image: `${siteUrl}${ORGANIZATION.logoPath}`,
      telephone: ORGANIZATION.phone,
      email: ORGANIZATION.email,
      address: postalAddress(),
      geo: { '@type': 'GeoCoordinates', ...ORGANIZATION.geo },
      openingHours: ORGANIZATION.openingHours,
      parentOrganization: { '@id': organizationId },
    },
  ];
}

/** BreadcrumbList for an inner page: the home page, then each named step (the last is the page). */
export function breadcrumbJsonLd(steps: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export function articleJsonLd(article: {
  url: string;
  headline: string;
  description: string;
  image: string;
  dateModified: string;
  lang: Lang;
  siteUrl: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    mainEntityOfPage: article.url,
    headline: article.headline.slice(0, 110),
    description: article.description,
    image: [article.image],
    dateModified: article.dateModified,
    inLanguage: article.lang,
    author: { '@type': 'Organization', name: ORGANIZATION.name, url: `${article.siteUrl}/` },
    publisher: { '@id': `${article.siteUrl}/#organization` },
  };
}

/** WebApplication for a free tool page without an account (the currency converter, the rate alerts). */
export function webApplicationJsonLd(page: { name: string; description: string; url: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: page.name,
    description: page.description,
    url: page.url,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'TRY' },
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Serialised for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
