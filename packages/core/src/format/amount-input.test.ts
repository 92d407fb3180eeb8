import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOfEntry,
  applyAmountInput,
  applyDecimalAmountInput,
  caretAfterReformat,
  rateInLocale,
  showAmountEntry,
} from './amount-input.ts';
import type { Locale } from './number-format.ts';
import { parseAmount } from './number-parse.ts';

const LOAN_MAX = 50_000_000;
const VAT_MAX = 999_999_999;
const LOCALES: readonly Locale[] = ['tr', 'en', 'ar'];

describe('whole-lira amount field', () => {
  it('Turkish: digits only, grouped with dots (as always)', () => {
    expect(applyAmountInput('300000', LOAN_MAX, 'tr')).toEqual({
      entry: '300000',
      display: '300.000',
      value: 300000,
      capped: false,
    });
    expect(applyAmountInput('1.234.5678', LOAN_MAX, 'tr').display).toBe('12.345.678');
    expect(applyAmountInput('12a3', LOAN_MAX, 'tr').display).toBe('123');
    expect(applyAmountInput('000', LOAN_MAX, 'tr').display).toBe('0');
    expect(applyAmountInput('0050000x', LOAN_MAX, 'tr').entry).toBe('50000');
  });

  it('English and Arabic: grouped with commas', () => {
    for (const locale of ['en', 'ar'] as const) {
      expect(applyAmountInput('1234567', LOAN_MAX, locale)).toEqual({
        entry: '1234567',
        display: '1,234,567',
        value: 1234567,
        capped: false,
      });
      expect(applyAmountInput('1,234,5678', LOAN_MAX, locale).display).toBe('12,345,678');
    }
  });

  it('is empty without digits and caps at the maximum with the flag', () => {
    for (const locale of LOCALES) {
      expect(applyAmountInput('TL', LOAN_MAX, locale)).toEqual({
        entry: '',
        display: '',
        value: null,
        capped: false,
      });
      expect(applyAmountInput('600000001', LOAN_MAX, locale)).toMatchObject({
        entry: '50000000',
        value: LOAN_MAX,
        capped: true,
      });
    }
    expect(applyAmountInput('60.000.0001', LOAN_MAX, 'tr').display).toBe('50.000.000');
    expect(applyAmountInput('60,000,0001', LOAN_MAX, 'en').display).toBe('50,000,000');
  });
});

describe('amount field with kuruş (VAT)', () => {
  it('Turkish: dot grouping, one comma, at most 2 decimals', () => {
    expect(applyDecimalAmountInput('1234', VAT_MAX, 'tr')).toEqual({
      entry: '1234',
      display: '1.234',
      value: 1234,
      capped: false,
    });
    expect(applyDecimalAmountInput('1.234,567', VAT_MAX, 'tr')).toMatchObject({
      entry: '1234.56',
      display: '1.234,56',
      value: 1234.56,
    });
    expect(applyDecimalAmountInput('12,', VAT_MAX, 'tr')).toMatchObject({ display: '12,', value: 12 });
    expect(applyDecimalAmountInput('1a2b3,4,5', VAT_MAX, 'tr').display).toBe('123,45');
    expect(applyDecimalAmountInput(',5', VAT_MAX, 'tr')).toMatchObject({ display: '0,5', value: 0.5 });
    expect(applyDecimalAmountInput('-50', VAT_MAX, 'tr').display).toBe('50');
    expect(applyDecimalAmountInput('0005', VAT_MAX, 'tr').display).toBe('5');
  });

  it('English and Arabic: comma grouping, one dot, at most 2 decimals', () => {
    for (const locale of ['en', 'ar'] as const) {
      expect(applyDecimalAmountInput('1,234.567', VAT_MAX, locale)).toMatchObject({
        entry: '1234.56',
        display: '1,234.56',
        value: 1234.56,
      });
      expect(applyDecimalAmountInput('12.', VAT_MAX, locale)).toMatchObject({ display: '12.', value: 12 });
      expect(applyDecimalAmountInput('.5', VAT_MAX, locale).display).toBe('0.5');
      // A Turkish-style "1.000" is one lira here: the dot is the decimal separator.
      expect(applyDecimalAmountInput('1.000', VAT_MAX, locale)).toMatchObject({ display: '1.00', value: 1 });
    }
  });

  it('caps at the maximum and flags it', () => {
    expect(applyDecimalAmountInput('1.000.000.000', VAT_MAX, 'tr')).toEqual({
      entry: '999999999',
      display: '999.999.999',
      value: VAT_MAX,
      capped: true,
    });
    expect(applyDecimalAmountInput('999,999,999.01', VAT_MAX, 'en').capped).toBe(true);
    expect(applyDecimalAmountInput('999.999.999,00', VAT_MAX, 'tr').capped).toBe(false);
  });

  it('always shows text that the parser of the same language reads back as the value', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', '.', 'x', ' ') }),
        fc.constantFrom(...LOCALES),
        (raw, locale) => {
          const state = applyDecimalAmountInput(raw, VAT_MAX, locale);
          if (state.value === null) {
            expect(state.display).toBe('');
            return;
          }
          const shown = state.display.replace(/[.,]$/, '');
          expect(parseAmount(shown, locale)).toBe(state.value);
          expect(amountOfEntry(state.entry)).toBe(state.value);
          expect(state.value).toBeLessThanOrEqual(VAT_MAX);
        },
      ),
    );
  });
});

describe('entries across languages', () => {
  it('a value typed in one language is shown, not misread, in another', () => {
    const typed = applyAmountInput('1.000', LOAN_MAX, 'tr');
    expect(showAmountEntry(typed.entry, 'en')).toBe('1,000');
    expect(showAmountEntry(typed.entry, 'ar')).toBe('1,000');
    const withKurus = applyDecimalAmountInput('1,234.5', VAT_MAX, 'en');
    expect(showAmountEntry(withKurus.entry, 'tr')).toBe('1.234,5');
    expect(showAmountEntry('12.', 'tr')).toBe('12,');
    expect(showAmountEntry('', 'en')).toBe('');
    expect(amountOfEntry('')).toBeNull();
  });

  it('typing the display of an entry again gives the same entry in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom(...LOCALES),
        (kurus, locale) => {
          const entry = (kurus / 100).toFixed(2);
          expect(applyDecimalAmountInput(showAmountEntry(entry, locale), VAT_MAX * 1000, locale).entry).toBe(
            entry,
          );
        },
      ),
    );
  });
});

describe('caretAfterReformat', () => {
  it('keeps the caret after the same digits', () => {
    // typed "12345" with the caret at the end → "12.345", caret at 6
    expect(caretAfterReformat('12345', 5, '12.345')).toBe(6);
    // typed "1.2345" with the caret after "1.23" (3 digits) → "12.345": after "12.3" = index 4
    expect(caretAfterReformat('1.2345', 4, '12.345')).toBe(4);
    expect(caretAfterReformat('1,2345', 4, '12,345')).toBe(4);
    expect(caretAfterReformat('x', 1, '')).toBe(0);
    expect(caretAfterReformat('1234567', 7, '999')).toBe(3);
  });

  it('counts the decimal separator of a field with kuruş', () => {
    expect(caretAfterReformat('1,5', 2, '1,5', ',')).toBe(2);
    expect(caretAfterReformat('1234.5', 5, '1,234.5', '.')).toBe(6);
    // In a whole-lira field a typed separator is dropped, so it does not count.
    expect(caretAfterReformat('12,3', 3, '123')).toBe(2);
  });
});

describe('rateInLocale', () => {
  it("shows a rate with the page language's decimal separator, however it was typed or linked", () => {
    expect(rateInLocale('2.5', 'tr')).toBe('2,5');
    expect(rateInLocale('2,5', 'tr')).toBe('2,5');
    expect(rateInLocale('2,5', 'en')).toBe('2.5');
    expect(rateInLocale('2.5', 'ar')).toBe('2.5');
    expect(rateInLocale('3', 'tr')).toBe('3');
    expect(rateInLocale('', 'tr')).toBe('');
  });
});
