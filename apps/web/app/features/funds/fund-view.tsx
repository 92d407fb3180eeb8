import type { Locale } from '@pusula/core/format/number-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
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

/** "Sample data · as of …" next to demo figures; "Could not be updated · as of …" when the last import failed. */
export function SampleLabel({
  isSample,
  asOf,
  locale,
  stale = false,
}: {
  isSample: boolean;
  asOf: string | null;
  locale: Locale;
  stale?: boolean;
}) {
  const { t } = useTranslation();
  if (!isSample && !stale) return null;
  const date = asOf ? formatAsOf(asOf, locale) : '-';
  return (
    <p className={styles.sample}>
      {isSample ? t('funds:states.sampleAsOf', { date }) : t('funds:states.staleAsOf', { date })}
    </p>
  );
}
