import { localeOf } from '@pusula/core/format/date-format.ts';
import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { offerTotalCost } from '@pusula/core/loans/offer-cost.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import type { LoanOffer } from './loan-types.ts';
import styles from './offer-cost.module.css';

/**
 * An offer's true cost under its headline figures (docs/domain-rules.md#true-cost): allocation fee,
 * KKDF, BSMV, total cost (total payment + fee) and the annual cost rate. Money with 0 decimals like
 * the rest of the loan results.
 */
export function OfferCostDetails({ offer }: { offer: LoanOffer }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const rows = [
    ['allocationFee', t('loans:results.allocationFee'), formatTL(offer.allocationFee, 0, locale)],
    ['totalKkdf', t('loans:cost.totalKkdf'), formatTL(offer.totalKkdf, 0, locale)],
    ['totalBsmv', t('loans:cost.totalBsmv'), formatTL(offer.totalBsmv, 0, locale)],
    ['totalCost', t('loans:cost.totalCost'), formatTL(offerTotalCost(offer), 0, locale)],
    ['annualCostRate', t('loans:results.annualCostRate'), formatPercent(offer.annualCostRate, 2, locale)],
  ] as const;
  return (
    <dl className={styles.details}>
      {rows.map(([key, label, value]) => (
        <div key={key} data-cost={key} className={key === 'totalCost' ? styles.total : undefined}>
          <dt>{label}</dt>
          <dd className="num">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
