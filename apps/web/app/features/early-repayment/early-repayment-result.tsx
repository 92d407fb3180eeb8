import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import type { EarlyRepaymentInput, EarlyRepaymentResult } from '@pusula/core/loans/early-repayment.ts';
import { PaymentPlan } from '../../components/payment-plan/payment-plan.tsx';
import form from '../../components/ui/form.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './early-repayment.module.css';

interface ResultProps {
  input: EarlyRepaymentInput;
  result: EarlyRepaymentResult;
}

/** The answer: payoff (or partial), the legal fee, the interest saved, what to pay now, the new plan. */
export function EarlyRepaymentResultPanel({ input, result }: ResultProps) {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  const money = (value: number) => formatTL(value, 2, locale);
  const partial = result.newPlan !== null;
  const fee =
    result.feeBand === 'noFee'
      ? t('calc:earlyRepayment.result.noFee')
      : `${money(result.fee)} (${formatPercent(result.feePercent, 0, locale)})`;
  const rows = [
    {
      key: 'remainingBalance',
      label: t('calc:earlyRepayment.result.remainingBalance'),
      value: money(result.remainingBalance),
    },
    ...(partial
      ? [{ key: 'prepaid', label: t('calc:earlyRepayment.result.prepaid'), value: money(result.prepaid) }]
      : []),
    { key: 'fee', label: t('calc:earlyRepayment.result.fee'), value: fee },
    {
      key: 'interestSaved',
      label: t('calc:earlyRepayment.result.interestSaved'),
      value: money(result.interestSaved),
    },
    { key: 'payNow', label: t('calc:earlyRepayment.result.payNow'), value: money(result.payNow) },
    { key: 'netSaving', label: t('calc:earlyRepayment.result.netSaving'), value: money(result.netSaving) },
  ];
  if (result.newPlan) {
    rows.push(
      {
        key: 'newInstalment',
        label: t('calc:earlyRepayment.result.newInstalment'),
        value: money(result.newPlan.installment),
      },
      {
        key: 'newMonths',
        label: t('calc:earlyRepayment.result.newMonths'),
        value: t('calc:loan.labels.termMonths', { count: result.newPlan.rows.length }),
      },
    );
  }
  return (
    <section
      className={`${form.card} ${styles.result}`}
      aria-live="polite"
      aria-labelledby="early-result-title"
      data-testid="early-result"
      data-mode={result.mode ?? 'payoff'}
    >
      <h2 id="early-result-title" className={form.cardTitle}>
        {partial ? t('calc:earlyRepayment.result.partialTitle') : t('calc:earlyRepayment.result.title')}
      </h2>
      <p className={styles.note}>
        {t('calc:earlyRepayment.result.summary', {
          paid: input.paidCount,
          count: input.months,
          remaining: result.remainingMonths,
        })}
      </p>
      <dl className={form.rows}>
        {rows.map((row) => (
          <div key={row.key} className={form.row} data-result={row.key}>
            <dt>{row.label}</dt>
            <dd className={row.key === 'newMonths' ? undefined : 'num'}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note} data-fee-band={result.feeBand}>
        {t(`calc:earlyRepayment.feeBands.${result.feeBand}`)}
      </p>
      {result.netSaving < 0 && (
        <p className={styles.warning} role="note">
          {t('calc:earlyRepayment.result.feeOutweighs')}
        </p>
      )}
      <p className={styles.note}>{t('calc:earlyRepayment.result.assumption')}</p>
      {result.newPlan && (
        <PaymentPlan plan={result.newPlan} title={t('calc:earlyRepayment.result.newPlanTitle')} />
      )}
    </section>
  );
}
