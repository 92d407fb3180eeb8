import { sampleHistoryFunds } from '../features/funds/fund-history-sample.ts';
import { SAMPLE_INVESTMENT_FUNDS, SAMPLE_PENSION_FUNDS } from '../features/funds/funds-sample.ts';

/** The investment funds the demo seed gives a year of sample prices (for the browser tests and the bench). */
export const PRICED_SAMPLE_FUNDS: readonly string[] = sampleHistoryFunds(
  SAMPLE_INVESTMENT_FUNDS,
  SAMPLE_PENSION_FUNDS,
).YAT.map((fund) => fund.code);
