import { isTickerCode, normalizeCode } from '@pusula/core/market/ticker-codes.ts';
import { z } from 'zod';
import {
  GRAMS_PER_TROY_OUNCE,
  MarketSourceError,
  type QuoteBatch,
  type QuoteInput,
  round6,
} from './market-types.ts';

const positive = z.number().finite().positive();
const quoteSchema = z.object({
  code: z.string().min(1),
  value: positive.optional(),
  buy: positive.nullish(),
  sell: positive.nullish(),
  change: z.number().finite().nullish(),
  changePercent: z.number().finite().nullish(),
});
const documentSchema = z.object({
  asOf: z.iso.datetime({ offset: true }),
  quotes: z.array(z.unknown()),
});

/** Ounce prices in USD that give a gram price in TL when the provider has no gram price itself. */
const OUNCE_TO_GRAM: Readonly<Record<string, string>> = { XAUUSD: 'XAU', XAGUSD: 'XAG' };

/** Gram price in TL from an ounce price in USD: ounce × USD/TRY / 31.1034768. */
export function gramFromOunce(ounceUsd: number, usdTry: number): number {
  return round6((ounceUsd * usdTry) / GRAMS_PER_TROY_OUNCE);
}

function errorInBody(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (record.error) return String(record.error);
  if (record.errorMessage) return String(record.errorMessage);
  if (record.errorCode !== undefined && record.errorCode !== null && record.errorCode !== 0) {
    return `error code ${String(record.errorCode)}`;
  }
  return null;
}

/**
 * The configurable JSON quote provider (shape in the README, "Market data"): gold XAU, silver XAG,
 * XAUUSD and BIST100 (GOLD/SILVER read as XAU/XAG). Gram gold or silver is derived from the ounce price
 * (XAUUSD, XAGUSD) × USD/TRY (the document's USDTRY, else `usdTry`) when the provider gives no gram price.
 * Throws MarketSourceError for HTML, invalid JSON, an error body or a document without usable quotes.
 */
export function parseProviderJson(text: string, usdTry?: number | null): QuoteBatch {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MarketSourceError(`not JSON: ${text.trim().slice(0, 40)}`);
  }
  const problem = errorInBody(body);
  if (problem) throw new MarketSourceError(`provider error: ${problem}`);
  const parsed = documentSchema.safeParse(body);
  if (!parsed.success) throw new MarketSourceError('unexpected document: asOf and quotes[] expected');

  const byCode = new Map<string, QuoteInput>();
  const ounces = new Map<string, number>();
  let documentUsdTry: number | null = null;
  for (const raw of parsed.data.quotes) {
    const quote = quoteSchema.safeParse(raw);
    if (!quote.success) continue;
    const { buy = null, sell = null, change = null, changePercent = null } = quote.data;
    const value = quote.data.value ?? sell ?? buy;
    if (value === undefined || value === null) continue;
    const code = normalizeCode(quote.data.code);
    if (code === 'USDTRY') documentUsdTry = value;
    if (OUNCE_TO_GRAM[code]) ounces.set(code, value);
    if (!isTickerCode(code)) continue;
    byCode.set(code, { code, buy, sell, value, change, changePercent });
  }

  const rate = documentUsdTry ?? usdTry ?? null;
  for (const [ounceCode, gramCode] of Object.entries(OUNCE_TO_GRAM)) {
    const ounce = ounces.get(ounceCode);
    if (byCode.has(gramCode) || ounce === undefined || rate === null) continue;
    const value = gramFromOunce(ounce, rate);
    byCode.set(gramCode, { code: gramCode, buy: null, sell: null, value, change: null, changePercent: null });
  }
  if (byCode.size === 0) throw new MarketSourceError('provider document holds no usable quotes');
  return { asOf: new Date(parsed.data.asOf), quotes: [...byCode.values()] };
}
