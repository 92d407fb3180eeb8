import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SELECTION,
  normalizeCode,
  parseStoredSelection,
  sanitizeSelection,
  showsTlSign,
} from './ticker-codes.ts';

const offered = ['USD', 'EUR', 'GBP', 'XAU', 'XAG', 'XAUUSD', 'EURUSD', 'BIST100', 'SEPET'];

describe('currency selection rules', () => {
  it('keeps valid stored codes in order, reading GOLD and SILVER as XAU and XAG', () => {
    expect(sanitizeSelection(['gbp', 'GOLD', 'SILVER', 'USD'], offered)).toEqual([
      'GBP',
      'XAU',
      'XAG',
      'USD',
    ]);
    expect(normalizeCode(' gold ')).toBe('XAU');
  });

  it('drops codes not on offer, duplicates and non-strings, and keeps at most 5', () => {
    expect(sanitizeSelection(['USD', 'KWD', 'USD', 7, null, 'EUR'], offered)).toEqual(['USD', 'EUR']);
    expect(sanitizeSelection(offered, offered)).toHaveLength(5);
  });

  it('falls back to the default selection when nothing valid remains', () => {
    expect(sanitizeSelection(['KWD', 'CNY'], offered)).toEqual([...DEFAULT_SELECTION]);
    expect(sanitizeSelection('USD', offered)).toEqual([...DEFAULT_SELECTION]);
    expect(sanitizeSelection([], ['USD', 'GBP'])).toEqual(['USD']);
    expect(sanitizeSelection([], ['GBP', 'CHF'])).toEqual(['GBP', 'CHF']);
  });

  it('reads the stored JSON text, anything unreadable being empty', () => {
    expect(parseStoredSelection('["USD","EUR"]')).toEqual(['USD', 'EUR']);
    expect(parseStoredSelection('not json')).toEqual([]);
    expect(parseStoredSelection(null)).toEqual([]);
  });

  it('puts the TL sign only before TL-priced currencies', () => {
    expect(['USD', 'JPY', 'SEPET'].map(showsTlSign)).toEqual([true, true, true]);
    expect(['XAU', 'XAG', 'EURUSD', 'XAUUSD', 'BIST100'].map(showsTlSign)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
