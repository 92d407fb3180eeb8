import commonTexts from 'texts:common/pages.guide';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import contentTexts from '@pusula/core/i18n/locales/tr/content.json';
import { articleJsonLd, langQuery, pageUrl } from '@pusula/core/site/seo.ts';
import { data, redirect } from 'react-router';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { GuideArticle } from '../features/content/guide-article.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';
import { useSiteUrl } from '../lib/seo/site-url.ts';
import { siteOf } from '../lib/site-context.ts';
import type { Route } from './+types/guide';
import NotFound from './not-found.tsx';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, content: contentTexts });

const GUIDES_PATH = '/avantajli-cozumler';

/**
 * A guide by its Turkish slug; an English or Arabic slug redirects (301) to the Turkish route in that
 * language; anything else is a 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const guide = await site.guide(params.slug);
  if (guide) return { guide };
  const alias = await site.guideAlias(params.slug);
  if (alias) throw redirect(`${GUIDES_PATH}/${alias.slug}${langQuery(alias.lang)}`, 301);
  return data({ guide: null }, { status: 404 });
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const siteUrl = useSiteUrl();
  const { guide } = loaderData;
  if (!guide) return <NotFound />;
  const lang = langFromCode(i18n.language);
  const text = guide.texts[lang];
  const path = `${GUIDES_PATH}/${guide.slug}`;
  return (
    <PageContainer>
      <SeoHead
        title={text.title}
        description={text.description}
        type="article"
        jsonLd={[
          articleJsonLd({
            url: pageUrl(siteUrl, path, lang),
            headline: text.title,
            description: text.description,
            image: `${siteUrl}${guide.image}`,
            dateModified: guide.updatedAt,
            lang,
            siteUrl,
          }),
        ]}
      />
      {text.title ? <h1>{text.title}</h1> : <p role="status">{t('content:guideLoading')}</p>}
      <GuideArticle guide={guide} />
    </PageContainer>
  );
}
