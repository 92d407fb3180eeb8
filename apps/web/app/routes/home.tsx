import { GUIDE_SLUGS, TOOL_ROUTES } from '@pusula/core/site/routes.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BankSlider } from '../features/content/bank-slider.tsx';
import { CampaignCards } from '../features/content/campaign-cards.tsx';
import { DepositWidget } from '../features/deposits/deposit-calculator.tsx';
import { FundListBlock } from '../features/funds/fund-list-block.tsx';
import { GoldFundsBlock } from '../features/funds/gold-funds-block.tsx';
import { LoanWidget } from '../features/loans/loan-widget.tsx';
import { PaymentPlan } from '../features/payment-plan/payment-plan.tsx';
import { Ticker } from '../features/ticker/ticker.tsx';
import { TradesmanResults } from '../features/tradesman/tradesman-results.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';
import { siteOf } from '../lib/site-context.ts';
import type { Route } from './+types/home';
import styles from './home.module.css';

/** The first six active campaigns and the banks of the slider, as the database holds them now. */
export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const [campaigns, banks] = await Promise.all([site.campaigns(), site.banks()]);
  return { campaigns: campaigns.slice(0, 6), banks };
}

/** Home (docs/requirements/site-and-pages.md#home): hero, loan widget, ticker, deposits, tools, funds, campaigns, guides, bank slider. */
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
        <LoanWidget
          renderPlan={(plan, title, cost) => <PaymentPlan plan={plan} title={title} cost={cost} />}
          renderTradesman={(result) => <TradesmanResults result={result} />}
        />
        <Ticker />
        <DepositWidget />
        <section aria-labelledby="tools-heading">
          <h2 id="tools-heading">{t('nav.tools')}</h2>
          <ul className={styles.cards}>
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
        <FundListBlock source="Tefas" />
        <GoldFundsBlock />
        <FundListBlock source="Befas" />
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
