import { INTL_LOCALE_TAGS, type Locale } from '@pusula/core/format/number-format.ts';
import { LOAN_TYPES } from '@pusula/core/loans/constants.ts';
import type { DepositOfferRow, LoanOfferRow, OfferHistory } from './offers-editor-types.ts';

const typeOrder = (type: string) => {
  const index = (LOAN_TYPES as readonly string[]).indexOf(type);
  return index === -1 ? LOAN_TYPES.length : index;
};

/** The loan offers in force, by loan type (the public pages' order), then oldest first. */
export function currentLoans(history: OfferHistory | null): LoanOfferRow[] {
  return (history?.loans ?? [])
    .filter((row) => row.retiredAt === null)
    .sort((a, b) => typeOrder(a.loanType) - typeOrder(b.loanType) || a.id - b.id);
}

/** The deposit offers in force, by term range. */
export function currentDeposits(history: OfferHistory | null): DepositOfferRow[] {
  return (history?.deposits ?? [])
    .filter((row) => row.retiredAt === null)
    .sort((a, b) => a.minDays - b.minDays || a.maxDays - b.maxDays || a.id - b.id);
}

export type HistoryEntry = { kind: 'loan'; row: LoanOfferRow } | { kind: 'deposit'; row: DepositOfferRow };

/** Every version of every offer, the latest change first (a retirement counts as a change). */
export function historyEntries(history: OfferHistory | null): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    ...(history?.loans ?? []).map((row) => ({ kind: 'loan' as const, row })),
    ...(history?.deposits ?? []).map((row) => ({ kind: 'deposit' as const, row })),
  ];
  const changedAt = (entry: HistoryEntry) =>
    Math.max(Date.parse(entry.row.effectiveFrom), entry.row.retiredAt ? Date.parse(entry.row.retiredAt) : 0);
  return entries.sort(
    (a, b) =>
      changedAt(b) - changedAt(a) ||
      Date.parse(b.row.effectiveFrom) - Date.parse(a.row.effectiveFrom) ||
      (a.kind === b.kind ? b.row.id - a.row.id : a.kind === 'loan' ? -1 : 1),
  );
}

/** The as-of date of the sample rows among `rows`, if any is sample. */
export function sampleAsOf(rows: readonly { isSample: boolean; asOf: string | null }[]): string | null {
  return rows.find((row) => row.isSample && row.asOf)?.asOf ?? null;
}

/** A moment as people read it: `20 Kas 2026 14:05`. Sample rows show their as-of date instead. */
export function formatMoment(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A date (YYYY-MM-DD) in the long form: `20 Kasım 2026`. */
export function formatDay(day: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], { dateStyle: style, timeZone: 'UTC' }).format(
    date,
  );
}

/** When a row came into force, as the tables show it. */
export function effectiveText(
  row: { effectiveFrom: string; isSample: boolean; asOf: string | null },
  locale: Locale,
) {
  return row.isSample && row.asOf
    ? formatDay(row.asOf, locale, 'medium')
    : formatMoment(row.effectiveFrom, locale);
}
