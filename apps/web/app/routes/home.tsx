import calcTexts from 'texts:calc/common,ui,loan,asset,plan,planCost,tradesman,deposit,cpi.labels';
import commonTexts from 'texts:common/pages.home,pages.*.intro';
import contentTexts from 'texts:content/allCampaigns,api,newTab,campaigns,slider';
import depositsTexts from 'texts:deposits/widget,form,results,disclaimer,errors';
import fundsTexts from 'texts:funds/errors,blocks,columns,states';
import loansTexts from 'texts:loans/widget,form,results,assetCap,cost,errors,types';
import marketTexts from 'texts:market/ticker,codes';
import { GUIDE_SLUGS, TOOL_ROUTES } from '@pusula/core/site/routes.ts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BankSlider } from '../features/content/bank-slider.tsx';
import { CampaignCards } from '../features/content/campaign-cards.tsx';
import { useLatestInflation } from '../features/cpi/use-latest-inflation.ts';
import { DepositWidget } from '../features/deposits/deposit-calculator.tsx';
import { FundListBlock } from '../features/funds/fund-list-block.tsx';
import { GoldFundsBlock } from '../features/funds/gold-funds-block.tsx';
import { LoanWidget } from '../features/loans/loan-widget.tsx';
import { Ticker } from '../features/ticker/ticker.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { preloadOnFirstUse } from '../lib/lazy-validation.ts';
import { SeoHead } from '../lib/seo/seo-head.tsx';
import { siteOf } from '../lib/site-context.ts';
import { startSlices } from '../store/store.ts';
import type { Route } from './+types/home';
import styles from './home.module.css';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({
  common: commonTexts,
  calc: calcTexts,
  loans: loansTexts,
  deposits: depositsTexts,
  funds: fundsTexts,
  content: contentTexts,
  market: marketTexts,
});

// The widgets' slice modules (imported above, in this page's first load only) inject their slices;
// this fills them in for the first render (store.ts#startSlices).
startSlices();

/** The first six active campaigns and the banks of the slider, as the database holds them now. */
export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const [campaigns, banks] = await Promise.all([site.campaigns(), site.banks()]);
  return { campaigns: campaigns.slice(0, 6), banks };
}

/** Home (docs/requirements/site-and-pages.md#home): hero, loan widget, ticker, deposits, tools, funds, campaigns, guides, bank slider. */
// The widget's plan (loaded by the loan results) and tradesman results show only after Calculate:
// they load when the widget is first used (focus or press), not with the page (docs/decisions/0009-start-and-first-load.md).
const loadPlan = () => import('../components/payment-plan/payment-plan.tsx');
const loadTradesman = () => import('../features/tradesman/tradesman-results.tsx');
const TradesmanResults = lazy(() => loadTradesman().then((module) => ({ default: module.TradesmanResults })));
const preloadResults = preloadOnFirstUse(() => Promise.all([loadPlan(), loadTradesman()]));

/**
 * The fund tables, their real 1-year column at the latest 12-month inflation (the CPI feature's): the
 * figure arrives after hydration and re-renders these blocks only, not the whole page.
 */
function FundBlocks() {
  const inflation = useLatestInflation();
  return (
    <>
      <FundListBlock source="Tefas" inflation={inflation} />
      <GoldFundsBlock />
      <FundListBlock source="Befas" inflation={inflation} />
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <SeoHead title={t('pages.home.title')} description={t('pages.home.description')} />
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1>{t('pages.home.heroTitle')}</h1>
          <p>{t('pages.home.heroText')}</p>
        </div>
      </section>
      <div className={styles.container}>
        <div {...preloadResults}>
          <LoanWidget
            renderTradesman={(result) => (
              <Suspense fallback={null}>
                <TradesmanResults result={result} />
              </Suspense>
            )}
          />
        </div>
        <Ticker />
        <DepositWidget />
        <section aria-labelledby="tools-heading">
          <h2 id="tools-heading">{t('nav.tools')}</h2>
          <ul className={`${styles.cards} ${styles.toolCards}`}>
            {TOOL_ROUTES.map((tool) => (
              <li key={tool.path}>
                <Link to={tool.path} className={styles.card}>
                  <strong>{t(`pages.${tool.page}.title`)}</strong>
                  <span>{t(`pages.${tool.page}.intro`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <FundBlocks />
        <section aria-labelledby="campaigns-heading">
          <h2 id="campaigns-heading">{t('nav.campaigns')}</h2>
          <CampaignCards campaigns={loaderData.campaigns} />
          <p>
            <Link to="/kampanyalar">{t('content:allCampaigns')}</Link>
          </p>
        </section>
        <section aria-labelledby="guides-heading" id="rehberler">
          <h2 id="guides-heading">{t('nav.guides')}</h2>
          <ul className={styles.cards}>
            {GUIDE_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={`/avantajli-cozumler/${slug}`} className={styles.card}>
                  <strong>{t(`guides.${slug}`)}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <BankSlider banks={loaderData.banks} />
    </>
  );
}
