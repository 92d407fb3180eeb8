import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { sumMoney } from '@pusula/core/money/round.ts';
import styles from '../../components/ui/form.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import local from './interest-calc.module.css';
import type { InterestCalcResult } from './interest-calc-slice.ts';

/** Result of the interest-rate calculator: instalment, totals and taxes (after Calculate only). */
export function InterestResult({ result }: { result: InterestCalcResult }) {
  const { t, i18n } = useTranslation();
  // Figures in the page language's number format (docs/number-format.md).
  const locale = langFromCode(i18n.resolvedLanguage);
  const money = (value: number) => formatTL(value, 2, locale);
  const { plan } = result;
  const taxes = sumMoney([plan.totalKkdf, plan.totalBsmv]);
  const rows = [
    { key: 'installment', label: t('calc:interest.labels.installment'), value: money(plan.installment) },
    {
      key: 'totalPayment',
      label: t('calc:interest.labels.totalPayment'),
      value: money(plan.totalPayment),
    },
    {
      key: 'totalInterest',
      label: t('calc:interest.labels.totalInterest'),
      value: money(plan.totalInterest),
    },
    { key: 'totalKkdf', label: t('calc:loan.labels.totalKkdf'), value: money(plan.totalKkdf) },
    { key: 'totalBsmv', label: t('calc:loan.labels.totalBsmv'), value: money(plan.totalBsmv) },
    { key: 'totalTaxes', label: t('calc:interest.labels.totalTaxes'), value: money(taxes) },
    {
      key: 'effectiveRate',
      label: t('calc:interest.labels.effectiveRate'),
      value: formatPercent(plan.effectiveMonthlyRate * 100, 2, locale),
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
