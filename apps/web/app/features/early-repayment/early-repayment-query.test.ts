import { describe, expect, it } from 'vitest';
import {
  earlyRepaymentFromQuery,
  earlyRepaymentLinkActions,
  earlyRepaymentToQuery,
} from './early-repayment-query.ts';
import {
  earlyRepaymentReducer,
  initialEarlyRepaymentInputs,
  initialEarlyRepaymentState,
} from './early-repayment-state.ts';

describe('early repayment result link', () => {
  const inputs = { ...initialEarlyRepaymentInputs, amount: '100000', rate: '3', paid: '4' };

  it('writes Turkish short names; the choice only with a partial amount', () => {
    expect(earlyRepaymentToQuery(inputs)).toEqual({
      tur: 'ihtiyac',
      tutar: '100000',
      faiz: '3',
      vade: '12',
      odenen: '4',
    });
    expect(earlyRepaymentToQuery({ ...inputs, partial: '20000', mode: 'lowerInstalment' })).toMatchObject({
      ara: '20000',
      secim: 'taksit',
    });
  });

  it('reads back what it wrote', () => {
    const partial = {
      ...inputs,
      loanType: 'konut',
      term: '120',
      partial: '20000',
      mode: 'lowerInstalment',
    } as const;
    expect(earlyRepaymentFromQuery(earlyRepaymentToQuery(partial))).toEqual(partial);
    expect(earlyRepaymentFromQuery(earlyRepaymentToQuery(inputs))).toEqual({
      ...inputs,
      partial: undefined,
      mode: undefined,
    });
  });

  it('drops an unknown type or choice; leaves the rest to the form’s validation', () => {
    expect(earlyRepaymentFromQuery({ tur: 'esnaf', secim: 'x', tutar: 'abc' })).toEqual({ amount: 'abc' });
  });

  it('a link fills the form and calculates: the same result as typing, or the form’s messages', () => {
    const link = {
      ...inputs,
      loanType: 'konut',
      term: '120',
      partial: '20000',
      mode: 'shorterTerm',
    } as const;
    const opened = earlyRepaymentLinkActions(earlyRepaymentFromQuery(earlyRepaymentToQuery(link))).reduce(
      earlyRepaymentReducer,
      initialEarlyRepaymentState,
    );
    expect(opened.inputs).toEqual(link);
    expect(opened.calculated).not.toBeNull();
    const tampered = earlyRepaymentLinkActions(earlyRepaymentFromQuery({ tutar: 'abc', vade: '999' })).reduce(
      earlyRepaymentReducer,
      initialEarlyRepaymentState,
    );
    expect(tampered.calculated).toBeNull();
    expect(tampered.errors.amount).toBeDefined();
  });
});
