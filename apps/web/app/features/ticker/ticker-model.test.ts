import { describe, expect, it } from 'vitest';
import { FALLBACK_RATES } from './ticker-fallback.ts';
import { formatChange, formatQuoteValue, toTickerQuotes, trend, visibleQuotes } from './ticker-model.ts';

const data = {
  rates: [
    { currencyName: 'USD', currencyType: 'alis' as const, rate: 48.9008 },
    { currencyName: 'USD', currencyType: 'satis' as const, rate: 48.9889 },
    { currencyName: 'GOLD', currencyType: 'satis' as const, rate: 6382.57, changePercentage: 0.42 },
    { currencyName: 'SEPET', currencyType: 'alis' as const, rate: 66.5646 },
    { currencyName: 'EURUSD', currencyType: 'satis' as const, rate: 1.137625 },
    { currencyName: 'RUB', currencyType: 'satis' as const, rate: 0 },
    { currencyName: 'KWD', currencyType: 'satis' as const, rate: 160.1 },
  ],
  indexData: [{ indexName: 'BIST100', value: 10845.32, changeAmount: -84.61, changePercentage: -0.77 }],
};

describe('ticker model', () => {
  const quotes = toTickerQuotes(data);

  it('joins buy and sell per code, shows the selling rate, reads GOLD as XAU, drops unknown codes', () => {
    expect(quotes.map((q) => q.code)).toEqual(['USD', 'XAU', 'SEPET', 'EURUSD', 'RUB', 'BIST100']);
    expect(quotes[0]).toMatchObject({ alis: 48.9008, satis: 48.9889, value: 48.9889 });
    expect(quotes.find((q) => q.code === 'SEPET')?.value).toBe(66.5646);
  });

  it('shows the selection in its order, hiding codes without data and values of 0 or less', () => {
    expect(visibleQuotes(quotes, ['BIST100', 'RUB', 'GBP', 'USD']).map((q) => q.code)).toEqual([
      'BIST100',
      'USD',
    ]);
  });

  it('formats rates with 4 decimals, the index with 2, TL sign only before TL-priced currencies', () => {
    const byCode = new Map(quotes.map((q) => [q.code, q]));
    const usd = byCode.get('USD');
    const xau = byCode.get('XAU');
    const eurusd = byCode.get('EURUSD');
    const bist = byCode.get('BIST100');
    if (!usd || !xau || !eurusd || !bist) throw new Error('missing quotes');
    expect(formatQuoteValue(usd, 'tr')).toBe('₺48,9889');
    expect(formatQuoteValue(usd, 'en')).toBe('₺48.9889');
    expect(formatQuoteValue(xau, 'tr')).toBe('6.382,5700');
    expect(formatQuoteValue(eurusd, 'tr')).toBe('1,1376');
    expect(formatQuoteValue(bist, 'tr')).toBe('10.845,32');
  });

  it('signs the percent change and gives its direction', () => {
    expect(formatChange(0.42, 'tr')).toBe('+%0,42');
    expect(formatChange(-0.77, 'tr')).toBe('-%0,77');
    expect(formatChange(-0.77, 'en')).toBe('-0.77%');
    expect(formatChange(0, 'tr')).toBe('%0,00');
    expect([trend(0.42), trend(-0.77), trend(0), trend(null)]).toEqual(['up', 'down', 'flat', null]);
  });

  it('the fallback sample rates cover every ticker code and are marked sample', () => {
    expect(FALLBACK_RATES.isSample).toBe(true);
    expect(toTickerQuotes(FALLBACK_RATES)).toHaveLength(19);
  });
});
