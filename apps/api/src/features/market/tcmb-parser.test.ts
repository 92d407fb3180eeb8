import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BULLETIN_PATH } from './market-seed.ts';
import { MarketSourceError } from './market-types.ts';
import { parseTcmbXml } from './tcmb-parser.ts';

const fixture = readFileSync(SAMPLE_BULLETIN_PATH, 'utf8');

describe('central bank bulletin parser', () => {
  it('reads the fixture bulletin of 2026-09-28 at 15:30 Istanbul time', () => {
    const batch = parseTcmbXml(fixture);
    expect(batch.asOf.toISOString()).toBe('2026-09-28T12:30:00.000Z');
    const codes = batch.quotes.map((quote) => quote.code).sort();
    expect(codes).toEqual(
      [
        'AED',
        'AUD',
        'AZN',
        'CAD',
        'CHF',
        'CNY',
        'DKK',
        'EUR',
        'EURUSD',
        'GBP',
        'JPY',
        'KRW',
        'KWD',
        'KZT',
        'NOK',
        'PKR',
        'QAR',
        'RON',
        'RUB',
        'SAR',
        'SEK',
        'SEPET',
        'USD',
      ].sort(),
    );
    // Codes the ticker does not show (KWD, CNY, QAR...) are kept for the converter.
  });

  it('takes forex buying and selling, the headline value being the selling rate', () => {
    const usd = parseTcmbXml(fixture).quotes.find((quote) => quote.code === 'USD');
    expect(usd).toEqual({
      code: 'USD',
      buy: 48.9008,
      sell: 48.9889,
      value: 48.9889,
      change: null,
      changePercent: null,
    });
  });

  it('divides by Unit (JPY is quoted per 100)', () => {
    const jpy = parseTcmbXml(fixture).quotes.find((quote) => quote.code === 'JPY');
    expect(jpy?.buy).toBeCloseTo(31.0524 / 100, 8);
    expect(jpy?.sell).toBeCloseTo(31.258 / 100, 8);
  });

  it('maps XDR to SEPET and skips its empty selling rate', () => {
    const sepet = parseTcmbXml(fixture).quotes.find((quote) => quote.code === 'SEPET');
    expect(sepet).toMatchObject({ buy: 66.5646, sell: null, value: 66.5646 });
  });

  it('computes EURUSD as EUR / USD', () => {
    const eurusd = parseTcmbXml(fixture).quotes.find((quote) => quote.code === 'EURUSD');
    expect(eurusd?.buy).toBeCloseTo(55.6307 / 48.9008, 6);
    expect(eurusd?.sell).toBeCloseTo(55.731 / 48.9889, 6);
  });

  it('rejects truncated XML, HTML, an empty body and a bulletin without rates', () => {
    const broken = [
      fixture.slice(0, Math.floor(fixture.length / 2)),
      '<!DOCTYPE html><html><head><title>Bakım</title></head><body><p>Servis dışı</p></body></html>',
      '',
      '<Tarih_Date Tarih="28.09.2026"></Tarih_Date>',
      '<Tarih_Date Tarih="28.09.2026"><Currency CurrencyCode="USD"><Unit>1</Unit><ForexBuying/><ForexSelling/></Currency></Tarih_Date>',
      '<Tarih_Date><Currency CurrencyCode="USD"><Unit>1</Unit><ForexBuying>1</ForexBuying></Currency></Tarih_Date>',
    ];
    for (const text of broken) expect(() => parseTcmbXml(text), text.slice(0, 30)).toThrow(MarketSourceError);
  });
});
