import { TICKER_CODES, type TickerCode } from '@pusula/core/market/ticker-codes.ts';
import type { TFunction } from './keys.ts';

const isTickerCode = (code: string): code is TickerCode => (TICKER_CODES as readonly string[]).includes(code);

/**
 * A ticker code's name (market:codes.*; the type check proves every TICKER_CODES entry has one). Codes
 * arrive as plain text (stored selection, API quotes); one outside the list is shown as is.
 */
export function tickerCodeName(t: TFunction, code: string): string {
  return isTickerCode(code) ? t(`market:codes.${code}`) : code;
}
