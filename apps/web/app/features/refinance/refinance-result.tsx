import { formatIsoDate, localeOf } from '@pusula/core/format/date-format.ts';
import { formatTL } from '@pusula/core/format/number-format.ts';
import { earlyRepaymentFeeBand } from '@pusula/core/loans/early-repayment-rules.ts';
import { legalRuleHref } from '@pusula/core/rules/legal-rule-types.ts';
import { Link } from 'react-router';
import form from '../../components/ui/form.module.css';
import { Trans } from '../../lib/i18n/trans.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './refinance.module.css';
import { RefinanceOffer } from './refinance-offer.tsx';
import type { RefinanceAnswer } from './refinance-state.ts';

/** The current loan's position, the verdict, and each offer for its payoff. */
export function RefinanceResult({ answer }: { answer: RefinanceAnswer }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const { position, rows, verdict } = answer;
  const money = (value: number) => formatTL(value, 2, locale);
  const months = (count: number) => t('calc:loan.labels.termMonths', { count });
  const summary: [string, string][] = [
    ['balance', money(position.balance)],
    ['remainingMonths', months(position.remainingMonths)],
    ['instalment', money(position.instalment)],
    ['remainingTotal', money(position.remainingTotal)],
    ['fee', money(position.fee)],
    ['newAmount', formatTL(answer.amount, 0, locale)],
    ['newTerm', months(answer.maturity)],
  ];
  const best = verdict === 'keep' ? null : rows[verdict];
  const asOf = rows.find((row) => row.offer.isSample && row.offer.asOf)?.offer.asOf;
  return (
    <section
      className={`${form.card} ${styles.result}`}
      aria-live="polite"
      aria-labelledby="refinance-result-title"
      data-testid="refinance-result"
      data-verdict={verdict === 'keep' ? 'keep' : 'switch'}
    >
      <h2 id="refinance-result-title" className={form.cardTitle}>
        {t('calc:refinance.result.title')}
      </h2>
      <dl className={form.rows}>
        {summary.map(([key, value]) => (
          <div key={key} className={form.row} data-result={key}>
            <dt>{t(`calc:refinance.result.${key}` as 'calc:refinance.result.balance')}</dt>
            <dd className={key === 'remainingMonths' || key === 'newTerm' ? undefined : 'num'}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        {t(
          `calc:earlyRepayment.feeBands.${earlyRepaymentFeeBand(position.loanType, position.remainingMonths)}`,
        )}{' '}
        <Link to={legalRuleHref('erken-odeme')}>{t('calc:refinance.result.ruleLink')}</Link>
      </p>
      <p className={styles.verdict} data-testid="refinance-verdict" role="status">
        {rows.length === 0 ? (
          t('calc:refinance.result.noOffer')
        ) : best ? (
          // The saving with its unit is one left-to-right run (docs/number-format.md).
          <Trans
            i18nKey="calc:refinance.result.verdictSwitch"
            values={{ bank: best.offer.displayName, saving: money(best.comparison.saving) }}
            components={{ num: <bdi dir="ltr" /> }}
          />
        ) : (
          t('calc:refinance.result.verdictKeep')
        )}
      </p>
      {rows.length > 0 && (
        <>
          <h3 className={styles.offersTitle}>{t('calc:refinance.result.offersTitle')}</h3>
          <ol className={styles.offers}>
            {rows.map((row, index) => (
              <RefinanceOffer key={row.offer.bankName} row={row} best={index === verdict} locale={locale} />
            ))}
          </ol>
        </>
      )}
      {asOf && (
        <p className={styles.sample}>{t('site.sampleDataAsOf', { date: formatIsoDate(asOf, locale) })}</p>
      )}
      <p className={styles.note}>{t('calc:refinance.result.assumption')}</p>
    </section>
  );
}
