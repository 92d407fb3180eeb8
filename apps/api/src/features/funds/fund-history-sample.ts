import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fundReturns } from '@pusula/core/market/fund-returns.ts';
import type { FundPriceRow } from './fund-history-parser.ts';
import { FUND_KINDS, type FundKind, type FundRecord } from './funds-parser.ts';

/**
 * The demo's fund price history, so a fresh start shows fund pages with charts without the network:
 * a year of the fund platform's real published daily prices of five funds (four investment funds and
 * a pension fund), copied from a public repository into seed-data/fund-prices.json (source, commit and
 * checks in seed-data/README.md). The year ends on the data's newest day, REAL_PRICES_AS_OF
 * (2026-09-04), not on the demo's SAMPLE_AS_OF: the prices keep their real dates, and the fund page
 * labels them as sample data as of that day. Each fund's table row carries the returns computed from
 * these prices by the fund page's own rule (fundReturns), so the table, the page and the chart agree.
 */

interface SeedFund {
  kind: FundKind;
  name: string;
  umbrellaType: string;
  /** prices[i] is the unit price of dates[i]; null where the fund had no price (not yet launched). */
  prices: (number | null)[];
}
interface SeedFile {
  asOf: string;
  dates: string[];
  funds: Record<string, SeedFund>;
}

export const REAL_PRICES_FILE = resolve(import.meta.dirname, 'seed-data/fund-prices.json');

/** Reads and checks the seed file: ascending days, one price (or null) per day, positive prices. */
export function readRealPrices(text: string): SeedFile {
  const file = JSON.parse(text) as SeedFile;
  const { dates, funds, asOf } = file;
  if (
    !Array.isArray(dates) ||
    dates.some((day, i) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || day <= (dates[i - 1] ?? ''))
  )
    throw new Error('fund-prices.json: dates must be ascending ISO days');
  if (asOf !== dates.at(-1)) throw new Error('fund-prices.json: asOf must be the last day');
  for (const [code, fund] of Object.entries(funds)) {
    const ok =
      /^[A-Z0-9]{3}$/.test(code) &&
      FUND_KINDS.includes(fund.kind) &&
      fund.prices.length === dates.length &&
      fund.prices.every((price) => price === null || (Number.isFinite(price) && price > 0)) &&
      fund.prices.at(-1) !== null;
    if (!ok) throw new Error(`fund-prices.json: fund ${code} is malformed`);
  }
  return file;
}

const round4 = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);

export interface RealPricedFund {
  kind: FundKind;
  /** The table's row: name, umbrella type and the returns of `rows` on their last day (4 decimals). */
  record: FundRecord;
  rows: FundPriceRow[];
}

function pricedFunds(file: SeedFile): RealPricedFund[] {
  return Object.entries(file.funds).map(([code, fund]) => {
    const rows: FundPriceRow[] = [];
    fund.prices.forEach((price, i) => {
      if (price !== null)
        rows.push({
          code,
          day: file.dates[i] as string,
          name: fund.name,
          price,
          shares: null,
          investors: null,
          portfolioSize: null,
        });
    });
    const returns = fundReturns(rows.map((row) => ({ date: row.day, price: row.price })));
    const record: FundRecord = {
      code,
      name: fund.name,
      umbrellaType: fund.umbrellaType,
      return1m: round4(returns['1m']),
      return3m: round4(returns['3m']),
      return6m: round4(returns['6m']),
      returnYtd: round4(returns.ytd),
      return1y: round4(returns['1y']),
      return3y: round4(returns['3y']),
      return5y: round4(returns['5y']),
    };
    return { kind: fund.kind, record, rows };
  });
}

const file = readRealPrices(readFileSync(REAL_PRICES_FILE, 'utf8'));

/** The newest day of the real prices: the as-of date of these funds' rows and pages. */
export const REAL_PRICES_AS_OF: string = file.asOf;
/** The funds with a year of real prices, in the file's order (investment funds first). */
export const REAL_PRICED_FUNDS: readonly RealPricedFund[] = pricedFunds(file);

export const realPricedFundsOf = (kind: FundKind) => REAL_PRICED_FUNDS.filter((fund) => fund.kind === kind);
