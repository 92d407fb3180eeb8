import { realReturnPercent } from '@pusula/core/cpi/cpi-arithmetic.ts';
import type { Locale } from '@pusula/core/format/number-format.ts';
import { fundPagePath } from '@pusula/core/site/fund-paths.ts';
import { ArrowDown, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { ScrollFrame } from '../../components/ui/scroll-frame.tsx';
import tables from '../../components/ui/table.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { AsOfMark, ownAsOf } from './fund-as-of.tsx';
import { formatReturn, returnValue, signOf } from './fund-format.ts';
import { type FundRow, RETURN_COLUMNS, type SortKey } from './fund-types.ts';
import styles from './funds.module.css';

export type TableStatus = 'searching' | 'noResults' | 'loading' | 'error' | null;

interface FundTableProps {
  rows: FundRow[];
  locale: Locale;
  /** Spec display precedence: searching, no results, loading, error, then rows. */
  status: TableStatus;
  errorText?: string;
  caption: string;
  /** Sortable return headers (the modal); the home blocks leave it out. */
  sort?: { field: SortKey | null; onSort: (key: SortKey) => void };
  /** Rows to reserve while loading, so nothing shifts when data arrives. */
  skeletonRows?: number;
  /** The latest 12-month inflation (the page hands it in): adds the real 1-year return column. */
  inflation?: { percent: number; note: string } | null;
  /** The list's date: a row dated otherwise is marked after its code (fund-as-of.tsx). */
  listAsOf?: string | null;
}

/** The 1-year return after the inflation (Fisher), 2 decimals; null without a 1-year return. */
function realOneYear(value: number | string | null, inflationPercent: number): number | null {
  const nominal = returnValue(value);
  return nominal === null ? null : realReturnPercent(nominal, inflationPercent);
}

export function FundTable({
  rows,
  locale,
  status,
  errorText,
  caption,
  sort,
  skeletonRows = 5,
  inflation,
  listAsOf = null,
}: FundTableProps) {
  const { t } = useTranslation();
  const columnCount = 3 + RETURN_COLUMNS.length + (inflation ? 1 : 0);
  const statusRow = (text: string, role: 'status' | 'alert', busy = false) => (
    <tr>
      <td colSpan={columnCount} className={styles.statusCell} role={role}>
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {text}
      </td>
    </tr>
  );

  return (
    <ScrollFrame className={`${tables.scroll} ${tables.framed} ${styles.tableScroll}`}>
      <table
        className={
          sort ? `${tables.table} ${styles.table} ${styles.sortable}` : `${tables.table} ${styles.table}`
        }
        aria-busy={status === 'loading' || status === 'searching'}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('funds:columns.fundCode')}</th>
            <th scope="col">{t('funds:columns.fundName')}</th>
            <th scope="col">{t('funds:columns.umbrellaFundType')}</th>
            {RETURN_COLUMNS.map((column) => {
              const label = t(`funds:columns.${column.field}`);
              const active = sort?.field === column.sortKey;
              return (
                <th
                  key={column.field}
                  scope="col"
                  className={tables.end}
                  aria-sort={sort ? (active ? 'descending' : 'none') : undefined}
                >
                  {sort ? (
                    <button
                      type="button"
                      className={active ? `${styles.sortButton} ${styles.sortActive}` : styles.sortButton}
                      onClick={() => sort.onSort(column.sortKey)}
                      title={
                        active
                          ? t('funds:modal.sortedBy', { column: label })
                          : t('funds:modal.sortBy', { column: label })
                      }
                    >
                      {label}
                      {active ? (
                        <ArrowDown className={styles.sortIcon} aria-hidden="true" />
                      ) : (
                        <ArrowUpDown className={styles.sortIcon} aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
            {inflation && (
              <th scope="col" className={tables.end} title={inflation.note}>
                {t('funds:columns.realOneYearReturn')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {status === 'searching' && statusRow(t('funds:states.searching'), 'status', true)}
          {status === 'noResults' && statusRow(t('funds:states.noResults'), 'status')}
          {status === 'loading' && (
            <>
              {statusRow(t('funds:states.loading'), 'status', true)}
              {Array.from({ length: Math.max(skeletonRows - 1, 0) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={index}>
                  <td colSpan={columnCount} className={styles.skeletonCell}>
                    <span className={styles.skeleton} />
                  </td>
                </tr>
              ))}
            </>
          )}
          {status === 'error' && statusRow(errorText ?? '', 'alert')}
          {(status === null || status === 'error') &&
            rows.map((row) => (
              <tr key={row.fundCode}>
                <th scope="row" className={styles.code}>
                  <Link to={fundPagePath(row.fundCode)} className="num">
                    {row.fundCode}
                  </Link>
                  <AsOfMark asOf={ownAsOf(row, listAsOf)} locale={locale} />
                </th>
                <td className={styles.name}>{row.fundName}</td>
                <td className={styles.umbrella}>{row.umbrellaFundType}</td>
                {RETURN_COLUMNS.map((column) => {
                  const value = row[column.field];
                  const sign = column.signed ? signOf(value) : 'none';
                  const tone = sign === 'positive' ? styles.gain : sign === 'negative' ? styles.loss : '';
                  return (
                    <td key={column.field} className={`${tables.end} ${styles.numCell} ${tone}`}>
                      <span className="num" data-sign={column.signed ? sign : undefined}>
                        {formatReturn(value, locale, column.signed)}
                      </span>
                    </td>
                  );
                })}
                {inflation &&
                  (() => {
                    const real = realOneYear(row.oneYearReturn, inflation.percent);
                    const sign = signOf(real);
                    const tone = sign === 'positive' ? styles.gain : sign === 'negative' ? styles.loss : '';
                    return (
                      <td className={`${tables.end} ${styles.numCell} ${tone}`} data-column="realOneYear">
                        <span className="num" data-sign={sign}>
                          {real === null ? '-' : formatReturn(real, locale, true)}
                        </span>
                      </td>
                    );
                  })()}
              </tr>
            ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
