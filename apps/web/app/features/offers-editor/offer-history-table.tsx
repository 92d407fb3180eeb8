import styles from '../../components/layout/admin.module.css';
import tables from '../../components/ui/table.module.css';
import local from './offers-editor.module.css';
import type { OfferHistory } from './offers-editor-types.ts';
import { formatMoment, historyEntries } from './offers-history.ts';
import { useOfferText } from './use-offer-text.ts';

/**
 * The change history of the bank's offers: every version, current and retired, with the moment it came
 * into force, the moment it was replaced or retired, and who changed it; the latest change first.
 */
export function OfferHistoryTable({ history, loading }: { history: OfferHistory | null; loading: boolean }) {
  const { t, locale, rate, amounts, months, days, product, effective } = useOfferText();
  const entries = historyEntries(history);
  const headers = [
    t('offers:columns.product'),
    t('offers:columns.rate'),
    t('offers:columns.amountRange'),
    t('offers:columns.termRange'),
    t('offers:columns.allocationFee'),
    t('offers:columns.effectiveFrom'),
    t('offers:columns.retiredAt'),
    t('offers:columns.status'),
    t('offers:columns.changedBy'),
  ];
  return (
    <div className={`${tables.scroll} ${tables.framed}`}>
      <table className={tables.table} aria-label={t('offers:history.title')} aria-busy={loading}>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={index > 0 && index < 5 ? tables.end : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && (
            <tr>
              <td colSpan={headers.length}>{loading ? t('offers:loading') : t('offers:history.empty')}</td>
            </tr>
          )}
          {entries.map(({ kind, row }) => {
            const current = row.retiredAt === null;
            return (
              <tr
                key={`${kind}-${row.id}`}
                data-testid="offer-history-row"
                data-product={'loanType' in row ? `loan:${row.loanType}` : `deposit:${row.minDays}`}
                data-status={current ? 'current' : 'retired'}
                className={current ? undefined : local.retiredRow}
              >
                <th scope="row" className={local.product}>
                  {product(row)}
                  {row.isSample && <span className={local.sampleTag}>{t('site.sampleData')}</span>}
                </th>
                <td className={`num ${tables.end}`}>
                  {rate('loanType' in row ? row.monthlyRate : row.annualRate)}
                </td>
                <td className={`num ${tables.end} ${styles.ltrCell}`}>
                  {amounts(row.minAmount, row.maxAmount)}
                </td>
                <td className={`num ${tables.end} ${styles.ltrCell}`}>
                  {'loanType' in row ? months(row.minTerm, row.maxTerm) : days(row.minDays, row.maxDays)}
                </td>
                <td className={`num ${tables.end}`}>
                  {'loanType' in row ? rate(row.allocationFeeRate) : '–'}
                </td>
                <td className={styles.date}>{effective(row)}</td>
                <td className={styles.date}>{row.retiredAt ? formatMoment(row.retiredAt, locale) : '–'}</td>
                <td>
                  <span className={current ? local.current : local.retired}>
                    {current ? t('offers:history.current') : t('offers:history.retired')}
                  </span>
                </td>
                <td>{row.changedBy ?? t('offers:history.seed')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
