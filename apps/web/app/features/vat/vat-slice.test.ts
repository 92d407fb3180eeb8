import { describe, expect, it } from 'vitest';
import { runThunk } from '../../lib/lazy-validation-test-kit.ts';
import {
  calculateVat,
  customRateError,
  tevkifatError,
  type VatCardId,
  type VatState,
  vatAmountTyped,
  vatCustomRateChanged,
  vatOperationChanged,
  vatRateChoiceChanged,
  vatReducer,
  vatReset,
  vatTevkifatChanged,
} from './vat-slice.ts';

const start = (): VatState => vatReducer(undefined, { type: 'init' });
/** Calculate as the card's button runs it: the schemas load, then the reducer computes. */
const calculated = async (state: VatState, card: VatCardId) =>
  (
    await runThunk(
      { vat: state },
      (root, action) => ({ vat: vatReducer(root.vat, action) }),
      calculateVat(card),
    )
  ).root.vat;

describe('vat slice', () => {
  it('formats the amount live and caps it with the max message', () => {
    let state = vatReducer(start(), vatAmountTyped({ card: 'plain', text: '1234,567', locale: 'tr' }));
    expect(state.plain.amount).toBe('1234.56');
    state = vatReducer(state, vatAmountTyped({ card: 'plain', text: '1000000000', locale: 'tr' }));
    expect(state.plain.amount).toBe('999999999');
    expect(state.plain.errors.amount).toBe('calc:vat.maxAmount');
  });

  it('reads the amount in the page language and keeps it when the language changes', async () => {
    let state = vatReducer(start(), vatAmountTyped({ card: 'plain', text: '1,234.567', locale: 'en' }));
    expect(state.plain.amount).toBe('1234.56');
    state = await calculated(state, 'plain');
    expect(state.plain.plainResult?.kdvDahil).toBe(1234.56);
    // Arabic uses the English separators: the dot is the decimal separator, a comma only groups.
    state = vatReducer(state, vatAmountTyped({ card: 'plain', text: '1.000', locale: 'ar' }));
    expect(state.plain.amount).toBe('1.00');
    state = vatReducer(state, vatAmountTyped({ card: 'plain', text: '1.000', locale: 'tr' }));
    expect(state.plain.amount).toBe('1000');
  });

  it('computes plain VAT on Calculate and Reset clears the amount and the result', async () => {
    let state = vatReducer(start(), vatAmountTyped({ card: 'plain', text: '1.234,56', locale: 'tr' }));
    state = await calculated(state, 'plain');
    // 1234.56 / 1.20 = 1028.80, VAT 205.76
    expect(state.plain.plainResult).toEqual({
      kdvHaric: 1028.8,
      kdvDahil: 1234.56,
      kdvTutari: 205.76,
      kdvRate: 20,
    });
    state = vatReducer(state, vatReset('plain'));
    expect(state.plain.amount).toBe('');
    expect(state.plain.plainResult).toBeNull();
  });

  it('computes withholding with a free rate, and reads a trailing comma as a whole number', async () => {
    let state = vatReducer(
      start(),
      vatOperationChanged({ card: 'withholding', value: 'kdvHaricToKdvDahil' }),
    );
    state = vatReducer(state, vatRateChoiceChanged({ card: 'withholding', value: 'other' }));
    state = vatReducer(state, vatCustomRateChanged({ card: 'withholding', value: '10' }));
    state = vatReducer(state, vatTevkifatChanged({ card: 'withholding', value: '5' }));
    state = vatReducer(state, vatAmountTyped({ card: 'withholding', text: '1000,', locale: 'tr' }));
    state = await calculated(state, 'withholding');
    // VAT 100, half withheld: 50; collected total 1050
    expect(state.withholding.withholdingResult).toMatchObject({
      kdvTutari: 100,
      tevkifatTutari: 50,
      tahsilEdilenTutar: 1050,
    });
  });

  it('gives the spec messages as keys, by field', async () => {
    let state = vatReducer(start(), vatOperationChanged({ card: 'withholding', value: '' }));
    state = vatReducer(state, vatRateChoiceChanged({ card: 'withholding', value: 'other' }));
    state = vatReducer(state, vatCustomRateChanged({ card: 'withholding', value: '101' }));
    state = vatReducer(state, vatTevkifatChanged({ card: 'withholding', value: '0' }));
    expect(state.withholding.errors.kdvRate).toBe('calc:vat.rateRange');
    expect(state.withholding.errors.tevkifatRate).toBe('calc:vat.tevkifatRange');
    state = await calculated(state, 'withholding');
    expect(state.withholding.errors).toEqual({
      operation: 'calc:vat.invalidOperation',
      amount: 'calc:vat.invalidAmount',
      kdvRate: 'calc:vat.rateRange',
      tevkifatRate: 'calc:vat.tevkifatRange',
    });
    expect(state.withholding.withholdingResult).toBeNull();
    expect(customRateError('')).toBeUndefined();
    expect(customRateError('8,5')).toBeUndefined();
    expect(tevkifatError('10')).toBeUndefined();
    expect(tevkifatError('1,5')).toBe('calc:vat.tevkifatRange');
  });
});
