import type { Locale } from '@pusula/core/format/number-format.ts';
import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { offerCostSummary } from '@pusula/core/loans/offer-cost.ts';
import { lazy, Suspense, useId, useState } from 'react';
import form from '../../components/ui/form.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './refinance.module.css';
import type { RefinanceRow } from './refinance-state.ts';

// The plan's code (and chart.js after it) loads only when a visitor opens one.
const PaymentPlan = lazy(() =>
  import('../../components/payment-plan/payment-plan.tsx').then((module) => ({
    default: module.PaymentPlan,
  })),
);

/** One offer against keeping the loan: the switch's costs, the new instalment, the saving, and its plan. */
export function RefinanceOffer({ row, best, locale }: { row: RefinanceRow; best: boolean; locale: Locale }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const planId = useId();
  const { offer, comparison: c } = row;
  const money = (value: number) => formatTL(value, 2, locale);
  const lines: [string, string][] = [
    ['rate', formatPercent(offer.interestRate, 2, locale)],
    ['newInstalment', money(c.newInstalment)],
    ['monthlyDifference', money(c.monthlyDifference)],
    ['earlyRepaymentFee', money(c.earlyRepaymentFee)],
    ['allocationFee', money(c.allocationFee)],
    ['allocationFeeBsmv', money(c.allocationFeeBsmv)],
    ...(c.housingSwitchCosts > 0 ? [['housingCosts', money(c.housingSwitchCosts)] as [string, string]] : []),
    ...(c.surplus > 0 ? [['surplus', money(c.surplus)] as [string, string]] : []),
    ['switchCost', money(c.switchCost)],
    ['newTotal', money(c.newTotal)],
    ['saving', money(c.saving)],
    [
      'breakEven',
      c.breakEvenMonth === null
        ? t('calc:refinance.offer.breakEvenNever')
        : t('calc:refinance.offer.monthN', { month: c.breakEvenMonth }),
    ],
  ];
  return (
    <li className={`${form.card} ${styles.offer}`} data-testid="refinance-offer" data-saves={c.saving > 0}>
      <h3 className={styles.bank}>
        {offer.displayName}
        {best && <span className={styles.best}>{t('calc:refinance.offer.best')}</span>}
      </h3>
      <dl className={form.rows}>
        {lines.map(([key, value]) => (
          <div key={key} className={form.row} data-result={key}>
            <dt>{t(`calc:refinance.offer.${key}` as 'calc:refinance.offer.rate')}</dt>
            <dd className={key === 'breakEven' ? undefined : 'num'}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={form.actions}>
        <button
          type="button"
          className={form.secondary}
          aria-expanded={open}
          aria-controls={planId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('calc:refinance.offer.hidePlan') : t('calc:refinance.offer.showPlan')}
        </button>
      </div>
      <div id={planId} className={styles.plan}>
        {open && (
          <Suspense fallback={null}>
            <PaymentPlan
              plan={c.plan}
              title={t('calc:refinance.offer.planTitle', { bank: offer.displayName })}
              cost={offerCostSummary(offer)}
            />
          </Suspense>
        )}
      </div>
    </li>
  );
}
