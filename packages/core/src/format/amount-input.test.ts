import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAmountInput, digitsOnly, groupDigits, parseGroupedAmount } from './amount-input.ts';

describe('amount field input', () => {
  it('keeps digits only and groups them with dots', () => {
    expect(groupDigits('50000')).toBe('50.000');
    expect(groupDigits('1.234.5678')).toBe('12.345.678');
    expect(groupDigits('12a3')).toBe('123');
    expect(groupDigits('abc')).toBe('');
    expect(groupDigits('000')).toBe('0');
    expect(digitsOnly('0050000x')).toBe('50000');
  });

  it('parses grouped amounts', () => {
    expect(parseGroupedAmount('50.000')).toBe(50000);
    expect(parseGroupedAmount('TL')).toBeNull();
  });

  it('caps at the maximum and flags it', () => {
    expect(applyAmountInput('60.000.0001', 50_000_000)).toEqual({
      display: '50.000.000',
      value: 50_000_000,
      capped: true,
    });
    expect(applyAmountInput('300000', 50_000_000)).toEqual({
      display: '300.000',
      value: 300000,
      capped: false,
    });
    expect(applyAmountInput('', 50_000_000)).toEqual({ display: '', value: null, capped: false });
  });

  it('grouping then parsing gives back the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const grouped = groupDigits(String(n));
        expect(grouped).toMatch(/^\d{1,3}(\.\d{3})*$/);
        expect(parseGroupedAmount(grouped)).toBe(n);
      }),
    );
  });
});
