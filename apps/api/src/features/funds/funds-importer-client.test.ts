import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { FundSourceError, parseFundReturns } from './funds-parser.ts';
import { requestSlots } from './funds-source.ts';

const fixture = readFileSync(
  new URL('./test-fixtures/tefas-fonGetiriBazliBilgiGetir.json', import.meta.url),
  'utf8',
);

describe('the fund platform parser', () => {
  it('reads the fixture rows, keeping nulls for too-young funds', () => {
    const rows = parseFundReturns(fixture);
    expect(rows).toEqual([
      {
        code: 'AU1',
        name: 'A1 CAPİTAL PORTFÖY ALTIN FONU',
        umbrellaType: 'Kıymetli Madenler Şemsiye Fonu',
        return1m: -9.4002,
        return3m: -8.0996,
        return6m: -0.3011,
        returnYtd: null,
        return1y: null,
        return3y: null,
        return5y: null,
      },
      {
        code: 'AJK',
        name: 'AK PORTFÖY 0-5 YIL VADELİ SERBEST (DÖVİZ) FON',
        umbrellaType: 'Serbest Şemsiye Fonu',
        return1m: 2.451,
        return3m: 6.099,
        return6m: 10.5705,
        returnYtd: null,
        return1y: 21.8585,
        return3y: 88.9042,
        return5y: 489.1516,
      },
    ]);
  });

  it.each([
    [
      'an error inside an HTTP 200 body',
      '{"errorCode":"E-429","errorMessage":"Çok fazla istek","resultList":null}',
      /reported an error: E-429/,
    ],
    [
      'an error message without a code',
      '{"errorCode":null,"errorMessage":"Sistem hatası","resultList":[]}',
      /Sistem hatası/,
    ],
    ['HTML instead of JSON', '<!DOCTYPE html><html><body>Request Rejected</body></html>', /HTML/],
    ['truncated JSON', fixture.slice(0, fixture.length / 2), /malformed JSON/],
    ['an empty list', '{"errorCode":null,"errorMessage":null,"resultList":[]}', /empty resultList/],
    ['no list', '{"errorCode":null,"errorMessage":null}', /no resultList/],
    ['a row without a code', '{"resultList":[{"fonUnvan":"X"}]}', /lacks fonKodu/],
    [
      'a return that is not a number',
      '{"resultList":[{"fonKodu":"A","fonUnvan":"X","getiri1a":"abc"}]}',
      /getiri1a/,
    ],
  ])('refuses %s', (_name, body, reason) => {
    expect(() => parseFundReturns(body)).toThrow(FundSourceError);
    expect(() => parseFundReturns(body)).toThrow(reason);
  });
});

describe('the client-side rate limiter', () => {
  it('lets at most 6 requests start in any 60 s window', async () => {
    vi.useFakeTimers();
    try {
      const t0 = Date.now();
      const slot = requestSlots(6, 60_000);
      const starts: number[] = [];
      const all = Promise.all(
        Array.from({ length: 14 }, () => slot().then(() => starts.push(Date.now() - t0))),
      );
      await vi.advanceTimersByTimeAsync(59_999);
      expect(starts).toEqual([0, 0, 0, 0, 0, 0]);
      await vi.advanceTimersByTimeAsync(150_000);
      await all;
      expect(starts).toHaveLength(14);
      for (const start of starts) {
        expect(starts.filter((other) => other >= start && other < start + 60_000).length).toBeLessThanOrEqual(
          6,
        );
      }
      expect(starts[6]).toBe(60_000);
      expect(starts[12]).toBe(120_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
