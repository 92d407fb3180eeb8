import { INTL_LOCALE_TAGS, type Locale } from '@pusula/core/format/number-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { formatAsOf } from './fund-format.ts';
import styles from './funds.module.css';

/**
 * Rows whose figures describe another day than their list's (docs/requirements/market-and-funds.md#fund-tables):
 * in the demo data the five funds with the fund platform's real prices are dated by their newest price
 * day, the generated ones by the demo date. Such a row is marked after its code, and the sample label
 * names the other date.
 */
type Dated = { asOf: string | null };

/** The row's own date when it differs from its list's (both known); null otherwise (no marker). */
export function ownAsOf(row: Dated, listAsOf: string | null): string | null {
  return row.asOf && listAsOf && row.asOf !== listAsOf ? row.asOf : null;
}

/** The other dates of the shown rows, each once, newest first. */
export function otherAsOfDates(rows: readonly Dated[], listAsOf: string | null): string[] {
  const dates = new Set<string>();
  for (const row of rows) {
    const own = ownAsOf(row, listAsOf);
    if (own) dates.add(own);
  }
  return [...dates].sort().reverse();
}

/** Dates in the language's words, joined as a list ("4 Eylül 2026 ve 5 Ekim 2026"). */
export function formatAsOfList(dates: readonly string[], locale: Locale): string {
  const words = dates.map((date) => formatAsOf(date, locale));
  return new Intl.ListFormat(INTL_LOCALE_TAGS[locale], { type: 'conjunction' }).format(words);
}

/** The mark of a row dated apart: a star to the eye, its date to screen readers and on hover; nothing for null. */
export function AsOfMark({ asOf, locale }: { asOf: string | null; locale: Locale }) {
  const { t } = useTranslation();
  if (!asOf) return null;
  const text = t('funds:states.rowAsOf', { date: formatAsOf(asOf, locale) });
  return (
    <span className={styles.asOfMark} title={text} data-as-of={asOf}>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{` (${text})`}</span>
    </span>
  );
}
