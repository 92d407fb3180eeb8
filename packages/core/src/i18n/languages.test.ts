import { describe, expect, it } from 'vitest';
import {
  ACCEPT_LANGUAGE_MAX_CHARS,
  ACCEPT_LANGUAGE_MAX_ENTRIES,
  langFromAcceptLanguage,
} from './languages.ts';

describe('langFromAcceptLanguage', () => {
  it.each([
    [undefined, 'tr'],
    ['', 'tr'],
    ['en-GB,en;q=0.9', 'en'],
    ['sa', 'ar'],
    ['ar-EG', 'ar'],
    ['de,en;q=0.5,ar;q=0.8', 'ar'],
    ['en;q=0,tr', 'tr'],
    ['fr', 'tr'],
  ])('reads %j as %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });

  it(`looks at the first ${ACCEPT_LANGUAGE_MAX_ENTRIES} entries only`, () => {
    const junk = (count: number) => Array.from({ length: count }, (_, index) => `x${index}`);
    expect(langFromAcceptLanguage([...junk(ACCEPT_LANGUAGE_MAX_ENTRIES - 1), 'en'].join(','))).toBe('en');
    expect(langFromAcceptLanguage([...junk(ACCEPT_LANGUAGE_MAX_ENTRIES), 'en'].join(','))).toBe('tr');
  });

  it(`looks at the first ${ACCEPT_LANGUAGE_MAX_CHARS} characters only`, () => {
    const pad = 'x'.repeat(ACCEPT_LANGUAGE_MAX_CHARS - 3);
    expect(langFromAcceptLanguage(`${pad},en`)).toBe('en');
    expect(langFromAcceptLanguage(`${pad}x,en`)).toBe('tr');
  });

  it('returns on a 1 MB header of 100,000 weighted entries with the language of its head', () => {
    const entries = Array.from({ length: 100_000 }, (_, index) => `ar;q=0.${index % 9}`);
    expect(langFromAcceptLanguage(['en;q=0.1', ...entries].join(',').slice(0, 1024 * 1024))).toBe('ar');
    expect(langFromAcceptLanguage(`${';'.repeat(1024 * 1024)}en`)).toBe('tr');
  });
});
