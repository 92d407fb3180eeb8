import { SAMPLE_DAY_CHANGES } from '@pusula/core/market/sample-day-changes.ts';
import type { LatestRatesResponse } from './ticker-model.ts';

/**
 * The fixed sample rates shown when the API cannot be reached (docs/requirements/market-and-funds.md#ticker): the central bank's
 * bulletin of 2026-09-28 and sample metal and index quotes, the same figures as the demo seed, always
 * labelled as sample data with this as-of time; the bulletin's codes with the demo's sample day changes.
 */
export const FALLBACK_RATES: LatestRatesResponse = {
  asOf: '2026-11-20T09:00:00.000Z',
  stale: true,
  isSample: true,
  rates: (
    [
      ['USD', 48.9008, 48.9889],
      ['EUR', 55.6307, 55.731],
      ['GBP', 64.7268, 65.0643],
      ['CHF', 58.7026, 59.0795],
      ['JPY', 0.310524, 0.31258],
      ['CAD', 34.4866, 34.6421],
      ['AUD', 34.2317, 34.455],
      ['SEK', 4.893, 4.9437],
      ['NOK', 5.1301, 5.1646],
      ['DKK', 7.4305, 7.467],
      ['XAU', null, 6382.57, 0.42],
      ['XAG', null, 76.58, -0.35],
      ['SAR', 13.027, 13.0505],
      ['AED', 13.2397, 13.4129],
      ['RUB', 0.57614, 0.58368],
      ['EURUSD', 1.137624, 1.137625],
      ['XAUUSD', 4051.9, 4052.8, 0.42],
      ['SEPET', 66.5646, null],
    ] as const
  ).flatMap((row) => {
    const [currencyName, buy, sell] = row;
    const changePercentage = row.length > 3 ? row[3] : (SAMPLE_DAY_CHANGES[currencyName] ?? null);
    return [
      ...(buy === null ? [] : [{ currencyName, currencyType: 'alis' as const, rate: buy, changePercentage }]),
      ...(sell === null
        ? []
        : [{ currencyName, currencyType: 'satis' as const, rate: sell, changePercentage }]),
    ];
  }),
  indexData: [{ indexName: 'BIST100', value: 10845.32, changeAmount: 84.61, changePercentage: 0.79 }],
};
