import { describe, expect, it } from 'vitest';
import {
  cardDebtCalculated,
  cardDebtModeChanged,
  cardDebtReducer,
  cardDebtTyped,
} from './card-debt-slice.ts';

const start = () => cardDebtReducer(undefined, { type: 'init' });
const typed = (field: 'balance' | 'limit' | 'payment', text: string) =>
  cardDebtTyped({ field, text, locale: 'tr' });

describe('card debt slice', () => {
  it('refuses an empty form with one message per field, a fixed payment included', () => {
    let state = cardDebtReducer(start(), cardDebtModeChanged('fixed'));
    state = cardDebtReducer(state, cardDebtCalculated());
    expect(state.errors).toEqual({
      balance: 'balanceRequired',
      limit: 'limitRequired',
      payment: 'paymentRequired',
    });
    expect(state.result).toBeNull();
  });

  it('pays 20.000 TL off by the minimum at a 40.000 TL limit (72 months, month 1 as worked in core)', () => {
    let state = cardDebtReducer(start(), typed('balance', '20.000'));
    state = cardDebtReducer(state, typed('limit', '40.000'));
    state = cardDebtReducer(state, cardDebtCalculated());
    expect(state.result?.outcome).toBe('paidOff');
    expect(state.result?.months).toHaveLength(72);
    expect(state.result?.months[0]).toMatchObject({ interest: 520, kkdf: 78, bsmv: 78, closing: 16_676 });
  });

  it('caps a huge amount at 50.000.000 with its message; NUL bytes and letters never reach the entry', () => {
    let state = cardDebtReducer(start(), typed('balance', '9'.repeat(400)));
    expect(state.balance).toBe('50000000');
    expect(state.errors.balance).toBe('maxAmount');
    state = cardDebtReducer(state, typed('limit', '1\u00002a3'));
    expect(state.limit).toBe('123');
  });

  it('says a payment that cannot keep up never pays off, and hides the result when an input changes', () => {
    let state = cardDebtReducer(start(), typed('balance', '100.000'));
    state = cardDebtReducer(state, typed('limit', '200.000'));
    state = cardDebtReducer(state, cardDebtModeChanged('fixed'));
    state = cardDebtReducer(state, typed('payment', '3.000'));
    state = cardDebtReducer(state, cardDebtCalculated());
    expect(state.result?.outcome).toBe('neverPaysOff');
    state = cardDebtReducer(state, cardDebtModeChanged('minimum'));
    expect(state.result).toBeNull();
  });
});
