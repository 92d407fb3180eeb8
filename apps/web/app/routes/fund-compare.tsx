import fundsTexts from 'texts:funds/page,compare,errors.compareCodes';
import { formatIsoDate, localeOf } from '@pusula/core/format/date-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import {
  FUND_COMPARE_PATH,
  type FundHistoryRange,
  fundPagePath,
  parseCompareCodes,
} from '@pusula/core/site/fund-paths.ts';
import { pageUrl } from '@pusula/core/site/seo.ts';
import { data, Link } from 'react-router';
import { PageContainer } from '../components/layout/page-intro.tsx';
import form from '../components/ui/form.module.css';
import { rangeOf } from '../features/fund-pages/fund-page-format.ts';
import styles from '../features/fund-pages/fund-pages.module.css';
import { FundPriceChart } from '../features/fund-pages/fund-price-chart.tsx';
import { FundRangeLinks } from '../features/fund-pages/fund-range-links.tsx';
import { FundReturnsTable } from '../features/fund-pages/fund-returns-table.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';
import { useSiteUrl } from '../lib/seo/site-url.ts';
import { siteOf } from '../lib/site-context.ts';
import type { Route } from './+types/fund-compare';

addTurkishTexts({ funds: fundsTexts });

/** `/fonlar/karsilastir?kodlar=A,B,C`: up to three funds rebased to 100; a bad list is a 400 with the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = (url.searchParams.get('kodlar') ?? '').slice(0, 200);
  if (!asked.trim()) return { asked: '', compare: null, invalid: false };
  const codes = parseCompareCodes(asked);
  if (!codes) return data({ asked: '', compare: null, invalid: true }, { status: 400 });
  const compare = (await siteOf(context).funds?.compare(codes, rangeOf(request.url))) ?? null;
  return { asked: codes.join(','), compare, invalid: false };
}

export default function FundComparePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const siteUrl = useSiteUrl();
  const lang = langFromCode(i18n.language);
  const locale = localeOf(i18n.language);
  const { asked, compare, invalid } = loaderData;
  const funds = compare?.funds ?? [];
  const codes = funds.map((fund) => fund.code).join(', ');
  const start = compare?.series.find((series) => series.points.length)?.points[0]?.date;
  const period = t(`funds:page.periods.${compare?.range ?? '1y'}`);
  const hrefOf = (range: FundHistoryRange) =>
    `${FUND_COMPARE_PATH}?kodlar=${encodeURIComponent(asked)}${range === '1y' ? '' : `&range=${range}`}`;
  return (
    <PageContainer>
      <SeoHead
        title={t('funds:compare.title')}
        description={t('funds:compare.description')}
        // The visitor's list as parsed (upper case, no repeats, at most three, their order), without the
        // period: every shared link to the same funds has one indexable address.
        search={asked ? `kodlar=${encodeURIComponent(asked).replaceAll('%2C', ',')}` : undefined}
        jsonLd={
          funds.length
            ? [
                {
                  '@context': 'https://schema.org',
                  '@type': 'ItemList',
                  itemListElement: funds.map((fund, index) => ({
                    '@type': 'ListItem',
                    position: index + 1,
                    name: fund.name,
                    url: pageUrl(siteUrl, fundPagePath(fund.code), lang),
                  })),
                },
              ]
            : []
        }
      />
      <header className={styles.card}>
        <h1>{t('funds:compare.title')}</h1>
        <p className={styles.muted}>{t('funds:compare.description')}</p>
        <form method="get" action={FUND_COMPARE_PATH} className={styles.form}>
          <label>
            <span className={form.label}>{t('funds:compare.formLabel')}</span>
            <input
              className={form.control}
              name="kodlar"
              defaultValue={asked}
              maxLength={200}
              autoCapitalize="characters"
              aria-describedby="compare-hint"
              aria-invalid={invalid || undefined}
              dir="ltr"
            />
            <span id="compare-hint" className={styles.muted}>
              {t('funds:compare.formHint')}
            </span>
          </label>
          <button type="submit" className={form.primary}>
            {t('funds:compare.submit')}
          </button>
        </form>
        {invalid ? (
          <p role="alert" className={form.error}>
            {t('funds:errors.compareCodes')}
          </p>
        ) : null}
        {compare?.unknown.length ? (
          <p role="status">{t('funds:compare.unknown', { codes: compare.unknown.join(', ') })}</p>
        ) : null}
        {!compare && !invalid ? <p className={styles.muted}>{t('funds:compare.empty')}</p> : null}
      </header>
      {compare && funds.length ? (
        <>
          <section className={styles.card} aria-labelledby="compare-chart-title">
            <h2 id="compare-chart-title">{t('funds:compare.chartTitle', { period })}</h2>
            <FundRangeLinks current={compare.range} hrefOf={hrefOf} />
            <FundPriceChart
              series={compare.series.map((series) => ({ label: series.code, points: series.points }))}
              title={t('funds:compare.chartTitle', { period })}
              description={t('funds:compare.chartDescription', {
                codes,
                from: start ? formatIsoDate(start, locale) : '-',
              })}
              decimals={1}
            />
          </section>
          <section className={styles.card}>
            <FundReturnsTable caption={t('funds:page.returnsTitle')} funds={funds} />
            <ul>
              {funds.map((fund) => (
                <li key={fund.code}>
                  <Link to={fundPagePath(fund.code)}>
                    <bdi className="num">{fund.code}</bdi> – {fund.name}
                  </Link>
                  {fund.isSample && fund.asOf ? (
                    <span className={styles.muted}>
                      {' · '}
                      {t('funds:page.sampleAsOf', { date: formatIsoDate(fund.asOf, locale) })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className={styles.muted}>{t('funds:page.note')}</p>
          </section>
        </>
      ) : null}
    </PageContainer>
  );
}
