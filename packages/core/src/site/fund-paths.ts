// Fund page addresses and codes, without zod: the fund tables on the home page link to the pages with
// these, and must not load the contract's schemas (contract/fund-pages.ts has them).
/** A fund code as the platform writes them (3 letters or digits today; a little room kept). */
export const FUND_CODE_PATTERN = /^[A-Z0-9ÇĞİÖŞÜ]{1,12}$/u;
export const MAX_COMPARED_FUNDS = 3;
/** The chart ranges a page or a caller may ask for (the returns always use up to five years). */
export const FUND_HISTORY_RANGES = ['1m', '3m', '6m', '1y', '3y', '5y'] as const;
export type FundHistoryRange = (typeof FUND_HISTORY_RANGES)[number];
export const DEFAULT_FUND_RANGE: FundHistoryRange = '1y';

export const FUND_PAGES_PATH = '/fonlar';
export const FUND_COMPARE_PATH = '/fonlar/karsilastir';
export const fundPagePath = (code: string) => `${FUND_PAGES_PATH}/${encodeURIComponent(code)}`;

/** Trims and upper-cases (Turkish rules: i → İ is wrong for codes, so only ASCII letters change). */
export const normalizeFundCode = (value: string) => value.trim().replace(/[a-z]/g, (c) => c.toUpperCase());

/** Reads `A,B,C` (spaces, case and repeats forgiven) into 1 to 3 codes; null when it is not that. */
export function parseCompareCodes(value: string): string[] | null {
  if (value.length > 200) return null;
  const codes = [...new Set(value.split(',').map(normalizeFundCode).filter(Boolean))];
  if (codes.length === 0 || codes.length > MAX_COMPARED_FUNDS) return null;
  return codes.every((code) => FUND_CODE_PATTERN.test(code)) ? codes : null;
}
