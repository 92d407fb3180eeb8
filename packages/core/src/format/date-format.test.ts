import { describe, expect, it } from 'vitest';
import { formatIsoDate, localeOf } from './date-format.ts';

describe('localeOf', () => {
  it('maps a UI language to its number locale, Turkish for anything else', () => {
    expect([
      localeOf('en'),
      localeOf('en-GB'),
      localeOf('ar'),
      localeOf('tr'),
      localeOf('de'),
      localeOf(undefined),
    ]).toEqual(['en', 'en', 'ar', 'tr', 'tr', 'tr']);
  });
});

describe('formatIsoDate', () => {
  it('writes a calendar date in words, whatever the time zone', () => {
    expect(formatIsoDate('2026-11-20', 'tr')).toBe('20 Kasım 2026');
    expect(formatIsoDate('2026-11-20', 'en')).toBe('November 20, 2026');
  });

  it('leaves something that is not a date as it was given', () => {
    expect(formatIsoDate('yarın', 'tr')).toBe('yarın');
  });
});
