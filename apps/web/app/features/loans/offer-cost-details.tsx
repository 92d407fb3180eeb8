import { localeOf } from '@pusula/core/format/date-format.ts';
import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { offerTotalCost, upfrontCostLines } from '@pusula/core/loans/offer-cost.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import type { LoanOffer } from './loan-types.ts';
import styles from './offer-cost.module.css';

/**
 * An offer's true cost under its headline figures (docs/domain-rules.md#true-cost): allocation fee and
 * its BSMV, a housing offer's mortgage registration, appraisal and DASK (docs/domain-rules.md#up-front-costs),
 * KKDF, BSMV, total cost (total payment + every up-front cost) and the annual cost rate. Money with 0
 * decimals like the rest of the loan results; the fee's BSMV with 2 (it is often a few lira).
 */
export function OfferCostDetails({ offer }: { offer: LoanOffer }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const money = (value: number) => formatTL(value, 0, locale);
  const upfront = upfrontCostLines(offer).map(
    ([key, value]) =>
      [
        key,
        key === 'allocationFee' ? t('loans:results.allocationFee') : t(`loans:cost.${key}`),
        key === 'allocationFeeBsmv' ? formatTL(value, 2, locale) : money(value),
      ] as const,
  );
  const rows = [
    ...upfront,
    ['totalKkdf', t('loans:cost.totalKkdf'), money(offer.totalKkdf)],
    ['totalBsmv', t('loans:cost.totalBsmv'), money(offer.totalBsmv)],
    ['totalCost', t('loans:cost.totalCost'), money(offerTotalCost(offer))],
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
