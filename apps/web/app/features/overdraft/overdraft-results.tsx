import type { OverdraftResult } from '@pusula/core/cards/overdraft.ts';
import { formatNumber, formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { LEGAL_LIMITS_PATH, legalRuleHref } from '@pusula/core/rules/legal-rule-types.ts';
import { Link } from 'react-router';
import { FiguresTable } from '../../components/ui/figures-table.tsx';
import styles from '../../components/ui/form.module.css';
import local from '../../components/ui/table-calculator.module.css';
import type { Resources } from '../../lib/i18n/keys.ts';
import { Trans } from '../../lib/i18n/trans.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

type OverdraftLabel = keyof Resources['calc']['overdraft']['labels'];

const COLUMNS = ['days', 'opening', 'interest', 'kkdf', 'bsmv', 'closing'] as const;

/** The overdraft's interest and taxes; over 30 days, each monthly charge in a table. */
export function OverdraftResults({ result }: { result: OverdraftResult }) {
  const { t, i18n } = useTranslation();
  // Figures in the page language's number format (docs/number-format.md).
  const locale = langFromCode(i18n.resolvedLanguage);
  const tl = (value: number) => formatTL(value, 2, locale);
  const pct = (value: number) => formatPercent(value, 2, locale);
  const label = (key: OverdraftLabel) => t(`calc:overdraft.labels.${key}`);
  const summary = [
    { key: 'rate', label: label('appliedRate'), value: pct(result.ratePercent) },
    { key: 'interest', label: label('interest'), value: tl(result.interest) },
    { key: 'kkdf', label: label('kkdf'), value: tl(result.kkdf) },
    { key: 'bsmv', label: label('bsmv'), value: tl(result.bsmv) },
    { key: 'cost', label: label('cost'), value: tl(result.cost) },
    { key: 'owed', label: label('owed'), value: tl(result.owed) },
  ];
  return (
    <div className={local.results} aria-live="polite" data-testid="overdraft-result">
      <section className={styles.card} aria-labelledby="kmh-summary">
        <h2 id="kmh-summary" className={styles.cardTitle}>
          {label('summary')}
        </h2>
        {result.capped && (
          <p className={local.warning} role="status">
            <Trans
              i18nKey="calc:overdraft.labels.capped"
              values={{ ceiling: pct(result.ceilingPercent) }}
              components={{ num: <bdi dir="ltr" /> }}
            />
          </p>
        )}
        <dl className={styles.rows}>
          {summary.map((row) => (
            <div key={row.key} className={styles.row} data-result={row.key}>
              <dt>{row.label}</dt>
              <dd className="num">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link to={legalRuleHref('kmh-azami-faiz')}>{label('ceilingLink')}</Link>
        </p>
      </section>
      {result.periods.length > 1 && (
        <section className={styles.card} aria-labelledby="kmh-table-title">
          <h2 id="kmh-table-title" className={styles.cardTitle}>
            {label('table')}
          </h2>
          <FiguresTable
            labelledBy="kmh-table-title"
            corner={label('period')}
            columns={COLUMNS.map((key) => ({ key, label: label(key === 'days' ? 'periodDays' : key) }))}
            rows={result.periods.map((row) => ({
              key: row.period,
              header: formatNumber(row.period, 0, locale),
              data: { 'data-period': row.period },
              cells: Object.fromEntries(
                COLUMNS.map((key) => [
                  key,
                  key === 'days' ? formatNumber(row.days, 0, locale) : tl(row[key]),
                ]),
              ),
            }))}
          />
        </section>
      )}
    </div>
  );
}

/** What the calculation assumes, and where its figures come from. */
export function OverdraftNote() {
  const { t } = useTranslation();
  return (
    <aside className={local.note}>
      <p>{t('calc:overdraft.labels.note')}</p>
      <p>
        <Link to={LEGAL_LIMITS_PATH}>{t('calc:overdraft.labels.rulesLink')}</Link>
      </p>
    </aside>
  );
}
