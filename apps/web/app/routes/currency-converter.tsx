import commonTexts from 'texts:common/resultLink';
import marketTexts from 'texts:market/codes,converter,history.allCodes';
import type { Conversion } from '@pusula/core/contract/market-history.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { turkishToday } from '@pusula/core/loans/asset-cap-rules.ts';
import { TICKER_CODES } from '@pusula/core/market/ticker-codes.ts';
import { CONVERTER_PATH, currencyPath } from '@pusula/core/site/routes.ts';
import { pageUrl, webApplicationJsonLd } from '@pusula/core/site/seo.ts';
import { Link } from 'react-router';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { ConverterForm } from '../features/currency-converter/converter-form.tsx';
import { readConverterQuery } from '../features/currency-converter/converter-query.ts';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';
import { useSiteUrl } from '../lib/seo/site-url.ts';
import { siteOf } from '../lib/site-context.ts';
import type { Route } from './+types/currency-converter';
import styles from './currency.module.css';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, market: marketTexts });

/** `/doviz-cevirici?amount=&from=&to=&side=&date=`: the conversion is made on the server from the link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const today = turkishToday();
  const { inputs, errors, query } = readConverterQuery(new URL(request.url).searchParams, today);
  const market = siteOf(context).market;
  let conversion: Conversion | null = null;
  let formError: string | undefined;
  if (query && market) {
    conversion = await market.convert(query);
    if (!conversion) formError = 'market:converter.errors.noRates';
  }
  return { today, inputs, errors: { ...errors, ...(formError ? { form: formError } : {}) }, conversion };
}

export default function CurrencyConverterPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const siteUrl = useSiteUrl();
  const lang = langFromCode(i18n.language);
  const title = t('market:converter.title');
  const description = t('market:converter.description');
  return (
    <PageContainer>
      <SeoHead
        title={title}
        description={description}
        jsonLd={[
          webApplicationJsonLd({ name: title, description, url: pageUrl(siteUrl, CONVERTER_PATH, lang) }),
        ]}
      />
      <header className={styles.intro}>
        <h1>{title}</h1>
        <p>{t('market:converter.intro')}</p>
      </header>
      <ConverterForm
        inputs={loaderData.inputs}
        errors={loaderData.errors}
        conversion={loaderData.conversion}
        today={loaderData.today}
      />
      <nav aria-label={t('market:history.allCodes')} className={styles.codes}>
        {TICKER_CODES.map((code) => (
          <Link key={code} to={currencyPath(code)}>
            {code}
          </Link>
        ))}
      </nav>
    </PageContainer>
  );
}
