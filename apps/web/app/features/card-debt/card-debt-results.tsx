import type { CardDebtResult } from '@pusula/core/cards/card-debt.ts';
import { CARD_MAX_MONTHS } from '@pusula/core/cards/card-debt.ts';
import { formatNumber, formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { LEGAL_LIMITS_PATH, legalRuleHref } from '@pusula/core/rules/legal-rule-types.ts';
import { Link } from 'react-router';
import { FiguresTable } from '../../components/ui/figures-table.tsx';
import styles from '../../components/ui/form.module.css';
import local from '../../components/ui/table-calculator.module.css';
import type { Resources } from '../../lib/i18n/keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

type CardLabel = keyof Resources['calc']['cardDebt']['labels'];

const COLUMNS = ['opening', 'minimum', 'payment', 'interest', 'kkdf', 'bsmv', 'closing'] as const;

/** The payoff's summary and its month-by-month table. */
export function CardDebtResults({ result }: { result: CardDebtResult }) {
  const { t, i18n } = useTranslation();
  // Figures in the page language's number format (docs/number-format.md).
  const locale = langFromCode(i18n.resolvedLanguage);
  const tl = (value: number) => formatTL(value, 2, locale);
  const pct = (value: number) => formatPercent(value, 2, locale);
  const label = (key: CardLabel, values?: Record<string, unknown>) =>
    t(`calc:cardDebt.labels.${key}`, values);
  const { totals, months, outcome, firstTier } = result;
  const summary = [
    {
      key: 'months',
      label: label('payoffTime'),
      value:
        outcome === 'paidOff'
          ? t('calc:cardDebt.labels.months', { count: months.length })
          : label('notPaidOff'),
      figure: false,
    },
    { key: 'interest', label: label('totalInterest'), value: tl(totals.interest), figure: true },
    { key: 'taxes', label: label('totalTaxes'), value: tl(totals.taxes), figure: true },
    { key: 'paid', label: label('totalPaid'), value: tl(totals.paid), figure: true },
    {
      key: 'ratio',
      label: label('minimumRatio'),
      value: formatPercent(result.minimumRatioPercent, 0, locale),
      figure: true,
    },
    { key: 'rate', label: label('contractualRate'), value: pct(firstTier.contractualBp / 100), figure: true },
    { key: 'lateRate', label: label('lateRate'), value: pct(firstTier.lateBp / 100), figure: true },
  ];
  return (
    <div className={local.results} aria-live="polite" data-testid="card-debt-result">
      <section className={styles.card} aria-labelledby="card-summary">
        <h2 id="card-summary" className={styles.cardTitle}>
          {label('summary')}
        </h2>
        {outcome === 'neverPaysOff' && (
          <p className={local.warning} role="alert">
            {label('neverPaysOff')}
          </p>
        )}
        {outcome === 'capped' && (
          <p className={local.warning} role="alert">
            {label('capped', { count: CARD_MAX_MONTHS })}
          </p>
        )}
        <dl className={styles.rows}>
          {summary.map((row) => (
            <div key={row.key} className={styles.row} data-result={row.key}>
              <dt>{row.label}</dt>
              <dd className={row.figure ? 'num' : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link to={legalRuleHref('kart-azami-faiz')}>{label('ceilingsLink')}</Link>
        </p>
      </section>
      <section className={styles.card} aria-labelledby="card-table-title">
        <h2 id="card-table-title" className={styles.cardTitle}>
          {label('table')}
        </h2>
        <FiguresTable
          labelledBy="card-table-title"
          corner={label('month')}
          columns={COLUMNS.map((key) => ({ key, label: label(key) }))}
          rows={months.map((row) => ({
            key: row.month,
            header: formatNumber(row.month, 0, locale),
            data: { 'data-month': row.month },
            cells: Object.fromEntries(COLUMNS.map((key) => [key, tl(row[key])])),
          }))}
          footer={{
            key: 'total',
            header: label('total'),
            cells: {
              payment: tl(totals.paid),
              interest: tl(totals.interest),
              kkdf: tl(totals.kkdf),
              bsmv: tl(totals.bsmv),
            },
          }}
        />
      </section>
    </div>
  );
}

/** What the calculation assumes, and where its figures come from. */
export function CardDebtNote() {
  const { t } = useTranslation();
  return (
    <aside className={local.note}>
      <p>{t('calc:cardDebt.labels.note')}</p>
      <p>
        <Link to={LEGAL_LIMITS_PATH}>{t('calc:cardDebt.labels.rulesLink')}</Link>
      </p>
    </aside>
  );
}
