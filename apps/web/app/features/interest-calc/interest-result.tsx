import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { sumMoney } from '@pusula/core/money/round.ts';
import { useTranslation } from 'react-i18next';
import styles from '../../components/ui/form.module.css';
import local from './interest-calc.module.css';
import type { InterestCalcResult } from './interest-calc-slice.ts';

/** Result of the interest-rate calculator: instalment, totals and taxes (after Calculate only). */
export function InterestResult({ result }: { result: InterestCalcResult }) {
  const { t } = useTranslation('calc');
  const { plan } = result;
  const taxes = sumMoney([plan.totalKkdf, plan.totalBsmv]);
  const rows = [
    { key: 'installment', label: t('calc:interest.labels.installment'), value: formatTL(plan.installment) },
    {
      key: 'totalPayment',
      label: t('calc:interest.labels.totalPayment'),
      value: formatTL(plan.totalPayment),
    },
    {
      key: 'totalInterest',
      label: t('calc:interest.labels.totalInterest'),
      value: formatTL(plan.totalInterest),
    },
    { key: 'totalKkdf', label: t('calc:loan.labels.totalKkdf'), value: formatTL(plan.totalKkdf) },
    { key: 'totalBsmv', label: t('calc:loan.labels.totalBsmv'), value: formatTL(plan.totalBsmv) },
    { key: 'totalTaxes', label: t('calc:interest.labels.totalTaxes'), value: formatTL(taxes) },
    {
      key: 'effectiveRate',
      label: t('calc:interest.labels.effectiveRate'),
      value: formatPercent(plan.effectiveMonthlyRate * 100, 2),
    },
  ];
  return (
    <section
      className={`${styles.card} ${local.result}`}
      aria-live="polite"
      aria-labelledby="interest-result-title"
    >
      <h2 id="interest-result-title" className={styles.cardTitle}>
        {t('calc:interest.labels.result')}
      </h2>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row} data-result={row.key}>
            <dt>{row.label}</dt>
            <dd className="num">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.words}>{t('calc:interest.labels.note')}</p>
    </section>
  );
}
