import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDecimalAmountInput, caretAfterReformat } from './decimal-amount-input.ts';
import { parseTurkishAmount } from './turkish-amount.ts';

const MAX = 999_999_999;

describe('applyDecimalAmountInput (VAT amount field)', () => {
  it('groups the lira with dots and keeps a comma with at most 2 decimals', () => {
    expect(applyDecimalAmountInput('1234', MAX)).toEqual({ display: '1.234', value: 1234, capped: false });
    expect(applyDecimalAmountInput('1234,5', MAX)).toEqual({
      display: '1.234,5',
      value: 1234.5,
      capped: false,
    });
    expect(applyDecimalAmountInput('1.234,567', MAX)).toEqual({
      display: '1.234,56',
      value: 1234.56,
      capped: false,
    });
    expect(applyDecimalAmountInput('12,', MAX)).toEqual({ display: '12,', value: 12, capped: false });
  });

  it('drops what is not a digit or the first comma', () => {
    expect(applyDecimalAmountInput('1a2b3,4,5', MAX).display).toBe('123,45');
    expect(applyDecimalAmountInput('-50', MAX).display).toBe('50');
    expect(applyDecimalAmountInput('abc', MAX)).toEqual({ display: '', value: null, capped: false });
    expect(applyDecimalAmountInput('', MAX).value).toBeNull();
  });

  it('writes a leading zero before a bare comma and strips leading zeros', () => {
    expect(applyDecimalAmountInput(',5', MAX)).toEqual({ display: '0,5', value: 0.5, capped: false });
    expect(applyDecimalAmountInput('0005', MAX).display).toBe('5');
    expect(applyDecimalAmountInput('0', MAX)).toEqual({ display: '0', value: 0, capped: false });
  });

  it('caps at the maximum and flags it', () => {
    expect(applyDecimalAmountInput('1.000.000.000', MAX)).toEqual({
      display: '999.999.999',
      value: MAX,
      capped: true,
    });
    expect(applyDecimalAmountInput('999.999.999,01', MAX).capped).toBe(true);
    expect(applyDecimalAmountInput('999.999.999,00', MAX).capped).toBe(false);
  });

  it('always displays text that the strict parser reads back as the same value', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', '.', 'x', ' ') }), (raw) => {
        const state = applyDecimalAmountInput(raw, MAX);
        if (state.value === null) {
          expect(state.display).toBe('');
          return;
        }
        const shown = state.display.endsWith(',') ? state.display.slice(0, -1) : state.display;
        expect(parseTurkishAmount(shown)).toBe(state.value);
        expect(state.value).toBeLessThanOrEqual(MAX);
      }),
    );
  });
});

describe('caretAfterReformat', () => {
  it('keeps the caret after the same digits', () => {
    // typed "12345" with the caret at the end → "12.345", caret at 6
    expect(caretAfterReformat('12345', 5, '12.345')).toBe(6);
    // typed "1.2345" with the caret after "1.23" (3 digits) → "12.345": after "12.3" = index 4
    expect(caretAfterReformat('1.2345', 4, '12.345')).toBe(4);
    expect(caretAfterReformat('1,5', 2, '1,5')).toBe(2);
    expect(caretAfterReformat('x', 1, '')).toBe(0);
    expect(caretAfterReformat('1234567', 7, '999')).toBe(3);
  });
});
