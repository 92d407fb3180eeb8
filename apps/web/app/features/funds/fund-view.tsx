import type { Locale } from '@pusula/core/format/number-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { formatAsOfList, otherAsOfDates } from './fund-as-of.tsx';
import { formatAsOf } from './fund-format.ts';
import type { TableStatus } from './fund-table.tsx';
import type { FundRow } from './fund-types.ts';
import styles from './funds.module.css';
import type { FundListState } from './funds-slice.ts';

// Only the keys tableView uses, so the typed t() and a test's plain function both fit.
type Translate = (
  key: 'funds:states.error' | 'funds:states.errorDefault',
  options?: { message: string },
) => string;

/**
 * What the table shows, by the spec's precedence: searching spinner, no-results message, loading,
 * error (with the built-in fallback rows under it), then the rows.
 */
export function tableView(
  state: Pick<FundListState, 'searching' | 'searchResults' | 'loading' | 'error' | 'items'>,
  searchMode: boolean,
  fallback: FundRow[],
  t: Translate,
): { status: TableStatus; rows: FundRow[]; errorText?: string } {
  if (searchMode && state.searching) return { status: 'searching', rows: [] };
  if (searchMode && state.searchResults?.length === 0) return { status: 'noResults', rows: [] };
  if (searchMode && state.searchResults) return { status: null, rows: state.searchResults };
  if (state.loading) return { status: 'loading', rows: [] };
  if (state.error) {
    const errorText = t('funds:states.error', {
      message: state.error.message || t('funds:states.errorDefault'),
    });
    return { status: 'error', rows: fallback, errorText };
  }
  return { status: null, rows: state.items };
}

/**
 * "Sample data · as of …" next to demo figures; "Could not be updated · as of …" when the last import
 * failed. When some shown `rows` are dated apart from the list (marked in the table: fund-as-of.tsx),
 * one more sentence names their date; nothing more when every row shares the list's date.
 */
export function SampleLabel({
  isSample,
  asOf,
  locale,
  stale = false,
  rows = [],
}: {
  isSample: boolean;
  asOf: string | null;
  locale: Locale;
  stale?: boolean;
  rows?: ReadonlyArray<{ asOf: string | null }>;
}) {
  const { t } = useTranslation();
  const others = otherAsOfDates(rows, asOf);
  if (!isSample && !stale && others.length === 0) return null;
  const date = asOf ? formatAsOf(asOf, locale) : '-';
  const label = isSample
    ? t('funds:states.sampleAsOf', { date })
    : stale
      ? t('funds:states.staleAsOf', { date })
      : null;
  const dates = formatAsOfList(others, locale);
  return (
    <p className={styles.sample}>
      {label}
      {others.length > 0 ? (
        <>
          {label ? ' ' : null}
          <span className={styles.otherAsOf} data-other-as-of="">
            <span aria-hidden="true">* </span>
            {/* In the demo data only the funds with the platform's real prices are dated apart (funds-seed.ts). */}
            {isSample ? t('funds:states.otherAsOfSample', { dates }) : t('funds:states.otherAsOf', { dates })}
          </span>
        </>
      ) : null}
    </p>
  );
}
