import { describe, expect, it } from 'vitest';
import { makeStore } from '../../store/store.ts';
import {
  earlyRepaymentFromQuery,
  earlyRepaymentLinkActions,
  earlyRepaymentToQuery,
} from './early-repayment-query.ts';
import { calculateEarlyRepayment, selectEarlyRepayment } from './early-repayment-slice.ts';
import { type EarlyRepaymentState, initialEarlyRepaymentInputs } from './early-repayment-state.ts';

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

  /** Opens a link as the page does: its actions fill the form, then Calculate. */
  const open = async (
    values: Parameters<typeof earlyRepaymentFromQuery>[0],
  ): Promise<EarlyRepaymentState> => {
    const store = makeStore();
    for (const action of earlyRepaymentLinkActions(earlyRepaymentFromQuery(values))) store.dispatch(action);
    await store.dispatch(calculateEarlyRepayment());
    return selectEarlyRepayment(store.getState());
  };

  it('a link fills the form and calculates: the same result as typing, or the form’s messages', async () => {
    const link = {
      ...inputs,
      loanType: 'konut',
      term: '120',
      partial: '20000',
      mode: 'shorterTerm',
    } as const;
    const opened = await open(earlyRepaymentToQuery(link));
    expect(opened.inputs).toEqual(link);
    expect(opened.calculated).not.toBeNull();
    const tampered = await open({ tutar: 'abc', vade: '999' });
    expect(tampered.calculated).toBeNull();
    expect(tampered.errors.amount).toBeDefined();
  });
});
