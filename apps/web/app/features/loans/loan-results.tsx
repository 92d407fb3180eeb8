import { formatIsoDate, localeOf } from '@pusula/core/format/date-format.ts';
import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import type { LoanType } from '@pusula/core/loans/constants.ts';
import { offerCostSummary } from '@pusula/core/loans/offer-cost.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
import { lazy, type ReactNode, Suspense } from 'react';
import { BankLogo } from '../../components/ui/bank-logo.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Trans } from '../../lib/i18n/trans.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { CapNotice } from './cap-notice.tsx';
import type { LoanOffer } from './loan-types.ts';
import styles from './loans.module.css';
import { offerPlanClosed, offerPlanOpened, selectLoans } from './loans-slice.ts';
import { OfferCostDetails } from './offer-cost-details.tsx';
import { LoanSortControl } from './sort-control.tsx';

// The plan shows only after a click on an offer: its code (and chart.js after it) loads then, so no
// page's first load carries it; the home page preloads it on the widget's first use.
const PaymentPlan = lazy(() =>
  import('../../components/payment-plan/payment-plan.tsx').then((module) => ({
    default: module.PaymentPlan,
  })),
);

function OfferCard({ offer, best, loanType }: { offer: LoanOffer; best: boolean; loanType: LoanType }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = localeOf(i18n.resolvedLanguage);
  const name = offer.isCustom ? t('loans:results.customTitle') : offer.displayName;
  const figures: [string, string][] = [
    [
      offer.isParticipation ? t('loans:results.monthlyProfitRate') : t('loans:results.monthlyRate'),
      formatPercent(offer.interestRate, 2, locale),
    ],
    [t('loans:results.monthlyPayment'), formatTL(offer.monthlyPayment, 0, locale)],
    [t('loans:results.totalPayment'), formatTL(offer.totalPayment, 0, locale)],
    [
      offer.isParticipation ? t('loans:results.totalFinancing') : t('loans:results.totalInterest'),
      formatTL(offer.totalInterest, 0, locale),
    ],
  ];
  return (
    <li
      className={best ? `${styles.offer} ${styles.best}` : styles.offer}
      data-testid="loan-offer"
      data-bank={offer.bankName}
    >
      {best && <span className={styles.badge}>{t('loans:results.bestOffer')}</span>}
      <div className={styles.bank}>
        {!offer.isCustom && <BankLogo className={styles.logo} bankName={offer.bankName} />}
        <div>
          <span className={styles.bankName}>{name}</span>
          {offer.isParticipation && <span className={styles.tag}>{t('loans:results.participation')}</span>}
        </div>
      </div>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="num">{value}</dd>
          </div>
        ))}
      </dl>
      <OfferCostDetails offer={offer} />
      <button
        type="button"
        className={styles.planButton}
        aria-label={`${t('loans:results.viewPlan')}: ${name} (${t(`loans:types.${loanType}`)})`}
        onClick={() => dispatch(offerPlanOpened(offer))}
      >
        {t('loans:results.viewPlan')}
      </button>
    </li>
  );
}

/** The plan of the offer the visitor clicked, computed with core (same figures as the API's). */
function PlanDialog({ loanType }: { loanType: LoanType }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const offer = useAppSelector((root) => selectLoans(root).selectedOffer);
  const plan = offer
    ? computeLoanPlan({
        principal: offer.amount,
        monthlyRatePercent: offer.interestRate,
        months: offer.maturity,
        loanType,
        allocationFee: offer.allocationFee,
        ...(offer.housingCosts ? { housingCosts: offer.housingCosts } : {}),
      })
    : null;
  const title = offer?.isCustom
    ? t('loans:results.customPlanTitle')
    : t('loans:results.planTitle', { bank: offer?.displayName ?? '' });
  return (
    <Dialog
      open={Boolean(offer)}
      title={title}
      closeLabel={t('loans:results.close')}
      onClose={() => dispatch(offerPlanClosed())}
      size="wide"
    >
      {plan && offer && (
        <Suspense fallback={null}>
          <PaymentPlan plan={plan} title={title} cost={offerCostSummary(offer)} titleOnPrintOnly />
        </Suspense>
      )}
    </Dialog>
  );
}

/**
 * docs/requirements/loans-and-deposits.md#loan-results results: prompt before any calculation, the empty message, or the ranked offers (logo, rate,
 * monthly payment, total payment, total interest or total financing; best-offer badge on the first),
 * the explanatory text and the sample-data label. A click on an offer opens its payment plan.
 */
export function LoanResults({ inModal = false }: { inModal?: boolean }) {
  const { t, i18n } = useTranslation();
  const state = useAppSelector((root) => selectLoans(root));
  const locale = localeOf(i18n.resolvedLanguage);
  const results = state.calculationResults;
  const type = state.selectedLoanType;
  const asOf = results.find((offer) => offer.isSample && offer.asOf)?.asOf;
  let body: ReactNode;
  if (state.error)
    body = (
      <p className={styles.error} role="alert">
        {i18n.exists(state.error) ? translateKnown(t, state.error) : state.error}
      </p>
    );
  else if (!state.searched) body = <p className={styles.message}>{t('loans:results.prompt')}</p>;
  else if (results.length === 0)
    body = (
      <p className={styles.message}>{inModal ? t('loans:results.modalEmpty') : t('loans:results.empty')}</p>
    );
  else {
    const first = results[0];
    // Over an asset value's cap every offer carries the same notice: shown once, above the list.
    const notice = first?.capNotice;
    body = (
      <>
        {first && (
          <p className={styles.summary}>
            {/* Each part isolated: the amount and the term stay left-to-right inside Arabic text. */}
            <Trans
              i18nKey="loans:results.summary"
              values={{
                type: t(`loans:types.${type}`),
                amount: formatTL(first.amount, 0, locale),
                count: first.maturity,
              }}
              components={{ kind: <bdi />, num: <bdi dir="ltr" /> }}
            />
          </p>
        )}
        {notice && <CapNotice notice={notice} />}
        {results.length > 1 && <LoanSortControl />}
        <ol className={styles.list}>
          {results.map((offer, index) => (
            <OfferCard
              key={offer.isCustom ? 'custom' : offer.bankName}
              offer={offer}
              best={index === 0 && !offer.isCustom}
              loanType={type}
            />
          ))}
        </ol>
        <p className={styles.note}>{t('loans:cost.annualCostRateNote')}</p>
        {asOf && (
          <p className={styles.sample}>
            {i18n.t('site.sampleDataAsOf', { date: formatIsoDate(asOf, locale) })}
          </p>
        )}
        <p className={styles.note}>{t('loans:results.explanation')}</p>
        {/* The spec's text names the rate order; when the visitor picked the other order, say so. */}
        {state.sortOrder === 'totalCost' && (
          <p className={styles.note}>{t('loans:cost.sortedByTotalCostNote')}</p>
        )}
      </>
    );
  }
  return (
    <section className={styles.results} aria-live="polite" aria-label={t('loans:results.title')}>
      {body}
      <PlanDialog loanType={type} />
    </section>
  );
}
