// The API contract for the fund tables (spec sections 3 and 7), shared by the API and the pages.

/** A fund as the API serves it (spec section 3 field names); a return is null when the fund has none. */
export interface FundItem {
  fundCode: string;
  fundName: string;
  umbrellaFundType: string;
  oneMonthReturn: number | null;
  threeMonthReturn: number | null;
  sixMonthReturn: number | null;
  yearToDateReturn: number | null;
  oneYearReturn: number | null;
  threeYearReturn: number | null;
  fiveYearReturn: number | null;
}
