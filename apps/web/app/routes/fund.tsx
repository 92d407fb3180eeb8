import fundsTexts from 'texts:funds/page';
import { formatIsoDate, localeOf } from '@pusula/core/format/date-format.ts';
import { formatNumber } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import {
  FUND_CODE_PATTERN,
  type FundHistoryRange,
  fundPagePath,
  normalizeFundCode,
} from '@pusula/core/site/fund-paths.ts';
import { pageUrl } from '@pusula/core/site/seo.ts';
import { data, Link, redirect } from 'react-router';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { rangeOf } from '../features/fund-pages/fund-page-format.ts';
import styles from '../features/fund-pages/fund-pages.module.css';
import { FundPriceChart } from '../features/fund-pages/fund-price-chart.tsx';
import { FundRangeLinks } from '../features/fund-pages/fund-range-links.tsx';
import { FundReturnsTable } from '../features/fund-pages/fund-returns-table.tsx';
import { FundSummary } from '../features/fund-pages/fund-summary.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';
import { useSiteUrl } from '../lib/seo/site-url.ts';
import { siteOf } from '../lib/site-context.ts';
import type { Route } from './+types/fund';

addTurkishTexts({ funds: fundsTexts });

/** `/fonlar/{kod}`: a lower-case code redirects (301) to the upper-case page; an unknown one is a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const raw = params.kod ?? '';
  const code = normalizeFundCode(raw);
  if (!FUND_CODE_PATTERN.test(code)) return data({ detail: null, code: raw.slice(0, 12) }, { status: 404 });
  if (code !== raw) throw redirect(`${fundPagePath(code)}${new URL(request.url).search}`, 301);
  const detail = (await siteOf(context).funds?.detail(code, rangeOf(request.url))) ?? null;
  if (!detail) return data({ detail: null, code }, { status: 404 });
  return { detail, code };
}

export default function FundPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const siteUrl = useSiteUrl();
  const { detail, code } = loaderData;
  const lang = langFromCode(i18n.language);
  const locale = localeOf(i18n.language);
  if (!detail) {
    return (
      <PageContainer>
        <SeoHead title={t('funds:page.notFound')} description={t('funds:page.notFound')} noindex />
        <h1>{t('funds:page.notFound')}</h1>
        <p role="status">{t('funds:page.notFoundHint', { code })}</p>
        <Link to="/">{t('funds:page.backToFunds')}</Link>
      </PageContainer>
    );
  }
  const path = fundPagePath(detail.code);
  const period = t(`funds:page.periods.${detail.range}`);
  const prices = detail.history.map((point) => point.price);
  const hrefOf = (range: FundHistoryRange) => (range === '1y' ? path : `${path}?range=${range}`);
  return (
    <PageContainer>
      <SeoHead
        title={t('funds:page.title', { code: detail.code, name: detail.name })}
        description={t('funds:page.description', { code: detail.code, name: detail.name })}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'InvestmentFund',
            name: detail.name,
            identifier: detail.code,
            url: pageUrl(siteUrl, path, lang),
            description: t('funds:page.description', { code: detail.code, name: detail.name }),
            ...(detail.founder ? { provider: { '@type': 'Organization', name: detail.founder } } : {}),
          },
        ]}
      />
      <header className={styles.card}>
        <h1>
          <bdi className="num">{detail.code}</bdi> – {detail.name}
        </h1>
        <FundSummary detail={detail} />
      </header>
      <section className={styles.card} aria-labelledby="fund-chart-title">
        <h2 id="fund-chart-title">{t('funds:page.chartTitle', { code: detail.code, period })}</h2>
        <FundRangeLinks current={detail.range} hrefOf={hrefOf} />
        <FundPriceChart
          series={[
            { label: detail.code, points: detail.history.map((p) => ({ date: p.date, value: p.price })) },
          ]}
          title={t('funds:page.chartTitle', { code: detail.code, period })}
          description={
            prices.length
              ? t('funds:page.chartDescription', {
                  from: formatIsoDate(detail.history[0]?.date ?? '', locale),
                  to: formatIsoDate(detail.history.at(-1)?.date ?? '', locale),
                  low: formatNumber(Math.min(...prices), 4, locale),
                  high: formatNumber(Math.max(...prices), 4, locale),
                })
              : t('funds:page.noHistory')
          }
          decimals={4}
        />
      </section>
      <section className={styles.card}>
        <FundReturnsTable caption={t('funds:page.returnsTitle')} funds={[detail]} />
        <p className={styles.muted}>
          {t(
            detail.returnsFrom === 'history'
              ? 'funds:page.returnsFromHistory'
              : 'funds:page.returnsFromPlatform',
          )}
        </p>
        <div className={styles.actions}>
          <Link to={`/fonlar/karsilastir?kodlar=${encodeURIComponent(detail.code)}`}>
            {t('funds:page.compareLink')}
          </Link>
          <Link to="/">{t('funds:page.backToFunds')}</Link>
        </div>
        <p className={styles.muted}>{t('funds:page.note')}</p>
      </section>
    </PageContainer>
  );
}
