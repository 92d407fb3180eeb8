/**
 * The ticker's codes (docs/requirements/market-and-funds.md#ticker-codes), shared by the importers (which codes are kept), the API and the
 * web ticker and its settings modal (docs/requirements/market-and-funds.md#currency-settings: 1 to 5 selected, default selection).
 */
export const TICKER_CODES = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'XAU',
  'XAG',
  'SAR',
  'AED',
  'RUB',
  'EURUSD',
  'XAUUSD',
  'SEPET',
  'BIST100',
] as const;

export type TickerCode = (typeof TICKER_CODES)[number];

/** Precious metals (gram prices) and parities: shown without the TL sign. */
export const METAL_CODES: readonly string[] = ['XAU', 'XAG'];
export const PARITY_CODES: readonly string[] = ['EURUSD', 'XAUUSD'];
/** Indices: points, 2 decimals, in the response's indexData. */
export const INDEX_CODES: readonly string[] = ['BIST100'];

export const DEFAULT_SELECTION: readonly string[] = ['USD', 'EUR', 'XAU', 'XAG', 'BIST100'];
export const MIN_SELECTION = 1;
export const MAX_SELECTION = 5;
/** Browser storage key of the chosen codes (docs/requirements/site-and-pages.md#browser-storage). */
export const SELECTION_STORAGE_KEY = 'selectedCurrencies';

const ALIASES: Readonly<Record<string, string>> = { GOLD: 'XAU', SILVER: 'XAG' };

/** Upper-cases a code and reads GOLD and SILVER as XAU and XAG. */
export function normalizeCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return ALIASES[upper] ?? upper;
}

export function isTickerCode(code: string): code is TickerCode {
  return (TICKER_CODES as readonly string[]).includes(code);
}

/** TL sign before a value: everything except metals, parities and indices. */
export function showsTlSign(code: string): boolean {
  return !METAL_CODES.includes(code) && !PARITY_CODES.includes(code) && !INDEX_CODES.includes(code);
}

/**
 * A stored selection made valid (docs/requirements/market-and-funds.md#currency-settings): normalised, deduplicated, only codes on offer, at
 * most 5; when none remain, the default selection (itself limited to what is on offer, when possible).
 */
export function sanitizeSelection(stored: unknown, offered: readonly string[]): string[] {
  const offeredSet = new Set(offered);
  const list = Array.isArray(stored) ? stored : [];
  const kept: string[] = [];
  for (const entry of list) {
    if (typeof entry !== 'string') continue;
    const code = normalizeCode(entry);
    if (offeredSet.has(code) && !kept.includes(code)) kept.push(code);
    if (kept.length === MAX_SELECTION) break;
  }
  if (kept.length >= MIN_SELECTION) return kept;
  const defaults = DEFAULT_SELECTION.filter((code) => offeredSet.has(code));
  if (defaults.length > 0) return defaults;
  return offered.length > 0 ? offered.slice(0, MAX_SELECTION) : [...DEFAULT_SELECTION];
}

/** Parses the stored JSON text of the selection; anything unreadable gives an empty list. */
export function parseStoredSelection(text: string | null): unknown {
  if (!text) return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return [];
  }
}
