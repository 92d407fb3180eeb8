import { langFromCode } from '@pusula/core/i18n/languages.ts';
import {
  alternatesOf,
  breadcrumbJsonLd,
  type JsonLd as JsonLdData,
  ogLocaleOf,
  pageUrl,
} from '@pusula/core/site/seo.ts';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation.tsx';
import { JsonLd } from './json-ld.tsx';
import { useSiteUrl } from './site-url.ts';

const DEFAULT_IMAGE = { path: '/images/og/finansal-pusula.jpg', width: 1200, height: 630 };

interface SeoHeadProps {
  /** The page's own title (the site name is appended on inner pages). */
  title: string;
  description: string;
  /** Share image (a site path) and its size; the site's default card otherwise. */
  image?: { path: string; width: number; height: number };
  type?: 'website' | 'article';
  /** Page-specific structured data (Article, FAQPage…); BreadcrumbList is added on inner pages. */
  jsonLd?: JsonLdData[];
  noindex?: boolean;
  /**
   * A query that is part of the page's address (without `?` or `lang`): kept in the canonical link, the
   * hreflang alternates and og:url, so a shared comparison is indexable as itself.
   */
  search?: string;
}

/**
 * Title, description, canonical link, hreflang alternates (the `?lang=` variants), Open Graph and
 * Twitter card tags, and the page's JSON-LD. React hoists title, meta and link into <head>.
 */
export function SeoHead({
  title,
  description,
  image = DEFAULT_IMAGE,
  type = 'website',
  jsonLd = [],
  noindex,
  search,
}: SeoHeadProps) {
  const { t, i18n } = useTranslation();
  const lang = langFromCode(i18n.language);
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  const bare = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  const path = search ? `${bare}?${search}` : bare;
  const url = pageUrl(siteUrl, path, lang);
  const fullTitle = bare === '/' ? `${t('site.name')} | ${title}` : `${title} | ${t('site.name')}`;
  const imageUrl = `${siteUrl}${image.path}`;
  const crumbs =
    bare === '/'
      ? []
      : [
          breadcrumbJsonLd([
            { name: t('nav.home'), url: pageUrl(siteUrl, '/', lang) },
            { name: title, url },
          ]),
        ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {alternatesOf(siteUrl, path).map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('site.name')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocaleOf(lang)} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {[...crumbs, ...jsonLd].map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </>
  );
}
