import { REAL_PRICED_FUNDS } from '../features/funds/fund-history-sample.ts';

/**
 * The investment funds the demo seed gives a year of (real) prices, those old enough for a 1-year
 * return first (for the browser tests and the bench).
 */
export const PRICED_SAMPLE_FUNDS: readonly string[] = REAL_PRICED_FUNDS.filter((fund) => fund.kind === 'YAT')
  .sort((a, b) => Number(a.record.return1y === null) - Number(b.record.return1y === null))
  .map((fund) => fund.record.code);
