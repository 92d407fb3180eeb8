import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, amountInWordsUpperTr, compactAmountText } from './amount-in-words.ts';
import { integerToArabicWords } from './words-ar.ts';
import { integerToEnglishWords } from './words-en.ts';
import { integerToTurkishWords } from './words-tr.ts';

describe('amountInWords — Turkish invoice style', () => {
  it.each([
    [125.5, 'yüz yirmi beş Türk lirası elli kuruş'],
    [1000, 'bin Türk lirası'],
    [0, 'sıfır Türk lirası'],
    [0.5, 'elli kuruş'],
    [1001, 'bin bir Türk lirası'],
    [2000, 'iki bin Türk lirası'],
    [100_000, 'yüz bin Türk lirası'],
    [1_000_000, 'bir milyon Türk lirası'],
    [1_234_567.89, 'bir milyon iki yüz otuz dört bin beş yüz altmış yedi Türk lirası seksen dokuz kuruş'],
    [2_000_000_000, 'iki milyar Türk lirası'],
    [1_000_000_000_000, 'bir trilyon Türk lirası'],
    [1.005, 'bir Türk lirası bir kuruş'],
  ])('%d → %s', (amount, words) => {
    expect(amountInWords(amount, 'tr')).toBe(words);
  });

  it('upper-cases with Turkish rules (i → İ)', () => {
    expect(amountInWordsUpperTr(125.5)).toBe('YÜZ YİRMİ BEŞ TÜRK LİRASI ELLİ KURUŞ');
  });
});

describe('amountInWords — English and Arabic', () => {
  it.each([
    [125.5, 'one hundred twenty-five Turkish lira and fifty kuruş'],
    [0, 'zero Turkish lira'],
    [0.05, 'five kuruş'],
    [1000, 'one thousand Turkish lira'],
    [1_000_019, 'one million nineteen Turkish lira'],
    [40, 'forty Turkish lira'],
    [200_300, 'two hundred thousand three hundred Turkish lira'],
  ])('en %d → %s', (amount, words) => {
    expect(amountInWords(amount, 'en')).toBe(words);
  });

  it.each([
    [125.5, 'مائة وخمسة وعشرون ليرة تركية وخمسون قرش'],
    [0, 'صفر ليرة تركية'],
    [0.01, 'واحد قرش'],
    [1000, 'ألف ليرة تركية'],
    [2000, 'ألفان ليرة تركية'],
    [3000, 'ثلاثة آلاف ليرة تركية'],
    [11_000, 'أحد عشر ألف ليرة تركية'],
    [200_000, 'مائتا ألف ليرة تركية'],
    [1_000_001, 'مليون وواحد ليرة تركية'],
    [30, 'ثلاثون ليرة تركية'],
    [300, 'ثلاثمائة ليرة تركية'],
  ])('ar %d → %s', (amount, words) => {
    expect(amountInWords(amount, 'ar')).toBe(words);
  });
});

describe('compactAmountText', () => {
  it('writes the words together with TL and Kr', () => {
    expect(compactAmountText(125.5)).toBe('YüzYirmiBeşTL,ElliKr');
    expect(compactAmountText(1000)).toBe('BinTL');
    expect(compactAmountText(0)).toBe('SıfırTL');
    expect(compactAmountText(12_000.05)).toBe('OnİkiBinTL,BeşKr');
    expect(compactAmountText(1234.56, 'tr')).toBe('BinİkiYüzOtuzDörtTL,ElliAltıKr');
  });

  it('follows the page language: English words together, Arabic words closed by فقط … لا غير', () => {
    expect(compactAmountText(1200.5, 'en')).toBe('OneThousandTwoHundredTL,FiftyKr');
    expect(compactAmountText(125.5, 'en')).toBe('OneHundredTwentyFiveTL,FiftyKr');
    expect(compactAmountText(0, 'en')).toBe('ZeroTL');
    expect(compactAmountText(0.05, 'en')).toBe('ZeroTL,FiveKr');
    expect(compactAmountText(1200, 'ar')).toBe('فقط ألف ومائتان ليرة تركية لا غير');
    expect(compactAmountText(125.5, 'ar')).toBe('فقط مائة وخمسة وعشرون ليرة تركية وخمسون قرش لا غير');
  });

  it('English compact form has no spaces or hyphens and names TL', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (kurus) => {
        const text = compactAmountText(kurus / 100, 'en');
        expect(text).toMatch(/^([A-Z][a-z]+)+TL(,([A-Z][a-z]+)+Kr)?$/);
      }),
    );
  });
});

describe('range and totality', () => {
  it('throws a RangeError outside 0 … 10^15 − 1', () => {
    expect(() => amountInWords(-1, 'tr')).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => compactAmountText(1e15)).toThrow(RangeError);
    expect(() => integerToTurkishWords(1.5)).toThrow(RangeError);
    expect(() => integerToEnglishWords(-1)).toThrow(RangeError);
    expect(() => integerToArabicWords(1e15)).toThrow(RangeError);
    expect(integerToTurkishWords(999_999_999_999_999).slice(0, 3)).toEqual(['dokuz', 'yüz', 'doksan']);
  });

  it('never says "bir yüz", says "bir bin" only after a tens or hundreds word, and always names the currency', () => {
    // 21,000 is "yirmi bir bin" and 101,000 "yüz bir bin"; a lone 1,000 is "bin", never "bir bin".
    const tens = new Set([
      'on',
      'yirmi',
      'otuz',
      'kırk',
      'elli',
      'altmış',
      'yetmiş',
      'seksen',
      'doksan',
      'yüz',
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom('tr', 'en', 'ar'),
        (k, lang) => {
          const text = amountInWords(k / 100, lang as 'tr' | 'en' | 'ar');
          const words = text.split(' ');
          words.forEach((word, i) => {
            if (word !== 'bir') return;
            expect(words[i + 1]).not.toBe('yüz');
            if (words[i + 1] === 'bin') expect(tens.has(words[i - 1] ?? '')).toBe(true);
          });
          expect(text).not.toMatch(/undefined|\s\s|^\s|\s$/);
          expect(text).toMatch(/lira|kuruş|ليرة|قرش/);
        },
      ),
    );
  });
});
