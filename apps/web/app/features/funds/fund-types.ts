import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import type { FundPage, FundSortKey } from '@pusula/core/contract/funds.ts';

/**
 * A row the table can show: API numbers, or the fallback list's Turkish-formatted strings ("-" = none);
 * the other fields (`asOf` too) as the API gives them.
 */
export type FundRow = { [K in keyof FundItem]: K extends ReturnField ? number | string | null : FundItem[K] };

export type ReturnField =
  | 'oneMonthReturn'
  | 'threeMonthReturn'
  | 'sixMonthReturn'
  | 'yearToDateReturn'
  | 'oneYearReturn'
  | 'threeYearReturn'
  | 'fiveYearReturn';

/** The return columns in order, their spec sort key, and whether they are coloured by sign (1m–1y). */
export const RETURN_COLUMNS: ReadonlyArray<{ field: ReturnField; sortKey: SortKey; signed: boolean }> = [
  { field: 'oneMonthReturn', sortKey: 'onemonthreturn', signed: true },
  { field: 'threeMonthReturn', sortKey: 'threemonthreturn', signed: true },
  { field: 'sixMonthReturn', sortKey: 'sixmonthreturn', signed: true },
  { field: 'yearToDateReturn', sortKey: 'yeartodatereturn', signed: true },
  { field: 'oneYearReturn', sortKey: 'oneyearreturn', signed: true },
  { field: 'threeYearReturn', sortKey: 'threeyearreturn', signed: false },
  { field: 'fiveYearReturn', sortKey: 'fiveyearreturn', signed: false },
];

export type SortKey = FundSortKey;

/** Tefas = investment funds, Befas = pension funds (the API path prefixes). */
export type FundSource = 'Tefas' | 'Befas';

/** `data` of the paginated and sorted answers. */
export type { FundPage };

export const PAGE_SIZE = 15;
export const SEARCH_DEBOUNCE_MS = 500;
