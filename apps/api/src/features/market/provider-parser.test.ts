import { describe, expect, it } from 'vitest';
import { MarketSourceError } from './market-types.ts';
import { gramFromOunce, parseProviderJson } from './provider-parser.ts';

const asOf = '2026-11-20T12:30:00Z';
const doc = (quotes: unknown[]) => JSON.stringify({ asOf, quotes });

describe('JSON quote provider parser', () => {
  it('reads gold, silver, XAUUSD and BIST100 with their changes; GOLD and SILVER read as XAU and XAG', () => {
    const batch = parseProviderJson(
      doc([
        { code: 'GOLD', value: 6400.5, buy: 6399, sell: 6402, change: 10, changePercent: 0.16 },
        { code: 'silver', value: 76.2 },
        { code: 'XAUUSD', value: 4052.35, change: 16.95, changePercent: 0.42 },
        { code: 'BIST100', value: 10845.32, change: -84.61, changePercent: -0.77 },
        { code: 'DOGE', value: 1 },
      ]),
    );
    expect(batch.asOf.toISOString()).toBe('2026-11-20T12:30:00.000Z');
    expect(batch.quotes.map((quote) => quote.code)).toEqual(['XAU', 'XAG', 'XAUUSD', 'BIST100']);
    expect(batch.quotes[0]).toEqual({
      code: 'XAU',
      buy: 6399,
      sell: 6402,
      value: 6400.5,
      change: 10,
      changePercent: 0.16,
    });
    expect(batch.quotes[3]).toMatchObject({ value: 10845.32, change: -84.61, changePercent: -0.77 });
  });

  it('derives gram gold from the ounce price: XAUUSD × USDTRY / 31.1034768', () => {
    expect(gramFromOunce(31.1034768, 40)).toBe(40);
    const withDocumentRate = parseProviderJson(
      doc([
        { code: 'XAUUSD', value: 4000 },
        { code: 'USDTRY', value: 50 },
      ]),
    );
    expect(withDocumentRate.quotes.find((q) => q.code === 'XAU')?.value).toBeCloseTo(
      (4000 * 50) / 31.1034768,
      5,
    );
    const withStoredRate = parseProviderJson(
      doc([
        { code: 'XAUUSD', value: 4000 },
        { code: 'XAGUSD', value: 50 },
      ]),
      48.9889,
    );
    expect(withStoredRate.quotes.find((q) => q.code === 'XAU')?.value).toBeCloseTo(
      (4000 * 48.9889) / 31.1034768,
      5,
    );
    expect(withStoredRate.quotes.find((q) => q.code === 'XAG')?.value).toBeCloseTo(
      (50 * 48.9889) / 31.1034768,
      5,
    );
    // A gram price given by the provider wins over the derived one.
    const given = parseProviderJson(
      doc([
        { code: 'XAUUSD', value: 4000 },
        { code: 'XAU', value: 6000 },
      ]),
      48.9889,
    );
    expect(given.quotes.find((q) => q.code === 'XAU')?.value).toBe(6000);
    // Without any USD/TRY rate, no gram price is invented.
    const noRate = parseProviderJson(doc([{ code: 'XAUUSD', value: 4000 }]));
    expect(noRate.quotes.map((q) => q.code)).toEqual(['XAUUSD']);
  });

  it('rejects HTML, invalid JSON, error bodies and documents without usable quotes', () => {
    const broken = [
      '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>',
      '{"asOf":"2026-11-20T12:30:00Z","quotes":[{"code":"XAU","val',
      JSON.stringify({ error: 'quota exceeded' }),
      JSON.stringify({ errorCode: 429, errorMessage: 'Too many requests' }),
      JSON.stringify({ quotes: [{ code: 'XAU', value: 1 }] }),
      doc([
        { code: 'XAU', value: -5 },
        { code: 'BIST100', value: 'n/a' },
      ]),
      doc([]),
    ];
    for (const text of broken)
      expect(() => parseProviderJson(text), text.slice(0, 30)).toThrow(MarketSourceError);
  });
});
