import { formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { LEGAL_LIMITS_PATH } from '@pusula/core/rules/legal-rule-types.ts';
import type { SalaryResult } from '@pusula/core/salary/salary-year.ts';
import { Link } from 'react-router';
import { FiguresTable } from '../../components/ui/figures-table.tsx';
import styles from '../../components/ui/form.module.css';
import type { Resources } from '../../lib/i18n/keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import local from './salary.module.css';

type SalaryLabel = keyof Resources['calc']['salary']['labels'];

const COLUMNS = [
  'gross',
  'sgkEmployee',
  'unemploymentEmployee',
  'cumulativeTaxBase',
  'incomeTax',
  'incomeTaxExemption',
  'stampTax',
  'net',
  'employerCost',
] as const satisfies readonly SalaryLabel[];

/** Month names in the page language (Turkish, English, Arabic), from the runtime's calendar data. */
function monthName(month: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, month - 1, 1),
  );
}

/** The year's summary and the twelve-month payroll table with its totals. */
export function SalaryResults({ result }: { result: SalaryResult }) {
  const { t, i18n } = useTranslation();
  // Figures in the page language's number format (docs/number-format.md).
  const locale = langFromCode(i18n.resolvedLanguage);
  const tl = (value: number) => formatTL(value, 2, locale);
  const label = (key: SalaryLabel, values?: Record<string, unknown>) =>
    t(`calc:salary.labels.${key}`, values);
  const { totals, months, year } = result;
  const first = months[0];
  const side = result.direction === 'grossToNet' ? 'net' : 'gross';
  const summary = [
    { key: 'first', label: label(side === 'net' ? 'firstNet' : 'firstGross'), value: first?.[side] ?? 0 },
    {
      key: 'average',
      label: label(side === 'net' ? 'averageNet' : 'averageGross'),
      value: Math.round((totals[side] / 12) * 100) / 100,
    },
    { key: 'totalNet', label: label('totalNet'), value: totals.net },
    { key: 'totalGross', label: label('totalGross'), value: totals.gross },
    { key: 'totalEmployerCost', label: label('totalEmployerCost'), value: totals.employerCost },
  ];
  return (
    <div className={local.results} aria-live="polite" data-testid="salary-result">
      <section className={styles.card} aria-labelledby="salary-summary">
        <h2 id="salary-summary" className={styles.cardTitle}>
          {label('summary', { year })}
        </h2>
        <dl className={styles.rows}>
          {summary.map((row) => (
            <div key={row.key} className={styles.row} data-result={row.key}>
              <dt>{row.label}</dt>
              <dd className="num">{tl(row.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="salary-table-title">
        <h2 id="salary-table-title" className={styles.cardTitle}>
          {label('table', { year })}
        </h2>
        <FiguresTable
          labelledBy="salary-table-title"
          corner={label('month')}
          columns={COLUMNS.map((column) => ({ key: column, label: label(column) }))}
          rows={months.map((row) => ({
            key: row.month,
            header: monthName(row.month, locale),
            data: { 'data-month': row.month },
            cells: Object.fromEntries(COLUMNS.map((column) => [column, tl(row[column])])),
          }))}
          footer={{
            key: 'total',
            header: label('total'),
            cells: Object.fromEntries(
              COLUMNS.map((column) => [column, column === 'cumulativeTaxBase' ? '' : tl(totals[column])]),
            ),
          }}
        />
      </section>
    </div>
  );
}

/** What the calculation assumes, and where its figures come from. */
export function SalaryNote() {
  const { t } = useTranslation();
  return (
    <aside className={local.note}>
      <p>{t('calc:salary.labels.note')}</p>
      <p>
        <Link to={LEGAL_LIMITS_PATH}>{t('calc:salary.labels.rulesLink')}</Link>
      </p>
    </aside>
  );
}
