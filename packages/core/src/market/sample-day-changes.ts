/**
 * Made-up day changes (percent) of the central bank's codes in the demo data: the demo seed's previous
 * bulletin is the demo bulletin taken back by these, and the ticker's fallback rates show them, so
 * every tile has a change line (docs/domain-rules.md#day-change). SEPET stays flat (the unchanged arrow).
 */
export const SAMPLE_DAY_CHANGES: Readonly<Record<string, number>> = {
  USD: 0.12,
  EUR: -0.18,
  GBP: 0.21,
  CHF: -0.07,
  JPY: 0.34,
  CAD: -0.11,
  AUD: 0.26,
  SEK: -0.29,
  NOK: 0.15,
  DKK: -0.17,
  SAR: 0.11,
  AED: 0.13,
  RUB: -0.42,
  SEPET: 0,
  EURUSD: -0.3,
};
