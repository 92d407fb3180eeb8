import alertsTexts from 'texts:alerts/form.title';
import marketTexts from 'texts:market/codes,history,converter.title';
import type { RatesHistory } from '@pusula/core/contract/market-history.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import {
  DEFAULT_HISTORY_RANGE,
  HISTORY_RANGES,
  type HistoryRange,
} from '@pusula/core/market/history-stats.ts';
import { isTickerCode, PARITY_CODES, TICKER_CODES } from '@pusula/core/market/ticker-codes.ts';
import { ALERTS_PATH, CONVERTER_PATH, currencyPath } from '@pusula/core/site/routes.ts';
import { pageUrl } from '@pusula/core/site/seo.ts';
import { data, Link } from 'react-router';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { CurrencyHistory } from '../features/currency-history/currency-history.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { tickerCodeName } from '../lib/i18n/ticker-code-name.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';
import { useSiteUrl } from '../lib/seo/site-url.ts';
import { siteOf } from '../lib/site-context.ts';
import type { Route } from './+types/currency';
import styles from './currency.module.css';
import NotFound from './not-found.tsx';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ market: marketTexts, alerts: alertsTexts });

/** The codes an e-mail alert can watch (the dollar's selling rate, the gram of gold). */
const ALERT_CODES: readonly string[] = ['USD', 'XAU'];

const rangeOf = (value: string | null): HistoryRange =>
  (HISTORY_RANGES as readonly string[]).includes(value ?? '')
    ? (value as HistoryRange)
    : DEFAULT_HISTORY_RANGE;

/** A ticker code's page (`/doviz/usd`): its history over the period of `?range=` (1 y by default). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = params.kod.toUpperCase();
  const market = siteOf(context).market;
  if (!isTickerCode(code) || !market) return data({ history: null as RatesHistory | null }, { status: 404 });
  const range = rangeOf(new URL(request.url).searchParams.get('range'));
  return { history: await market.history(code, range) };
}

/** schema.org's rate of one unit in lira (parities in dollars; the index has none). */
function rateJsonLd(history: RatesHistory) {
  const last = history.points.at(-1);
  if (!last || history.code === 'BIST100') return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ExchangeRateSpecification',
      currency: history.code,
      currentExchangeRate: {
        '@type': 'UnitPriceSpecification',
        price: last.value,
        priceCurrency: PARITY_CODES.includes(history.code) ? 'USD' : 'TRY',
        validFrom: last.date,
      },
    },
  ];
}

export default function CurrencyPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const siteUrl = useSiteUrl();
  const { history } = loaderData;
  if (!history) return <NotFound />;
  const lang = langFromCode(i18n.language);
  const name = tickerCodeName(t, history.code);
  const title = t('market:history.title', { name, code: history.code });
  return (
    <PageContainer>
      <SeoHead
        title={title}
        description={t('market:history.description', { name, code: history.code })}
        jsonLd={rateJsonLd(history).map((item) => ({
          ...item,
          url: pageUrl(siteUrl, currencyPath(history.code), lang),
        }))}
      />
      <header className={styles.intro}>
        <h1>{title}</h1>
      </header>
      <CurrencyHistory history={history} name={name} />
      <nav aria-label={t('market:history.allCodes')} className={styles.codes}>
        <Link to={CONVERTER_PATH}>{t('market:converter.title')}</Link>
        {ALERT_CODES.includes(history.code) && <Link to={ALERTS_PATH}>{t('alerts:form.title')}</Link>}
        {TICKER_CODES.filter((code) => code !== history.code).map((code) => (
          <Link key={code} to={currencyPath(code)}>
            {code}
          </Link>
        ))}
      </nav>
    </PageContainer>
  );
}
