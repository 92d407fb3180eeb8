import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import {
  REFINANCE_QUERY_NAMES,
  refinanceFromQuery,
  refinanceLinkActions,
  refinanceToQuery,
} from './refinance-query.ts';
import { refinanceReducer } from './refinance-slice.ts';
import { initialRefinanceInputs } from './refinance-state.ts';

describe('refinance result link', () => {
  it('writes only the chosen way’s fields, the rate with a dot, and reads them back', () => {
    const balanceWay = {
      ...initialRefinanceInputs,
      rate: '3,1',
      balance: '80000',
      remaining: '14',
      amount: '5',
    };
    const query = writeQuery(REFINANCE_QUERY_NAMES, refinanceToQuery(balanceWay));
    expect(query).toBe('bilinen=bakiye&tur=ihtiyac&faiz=3.1&kalan=80000&ay=14');
    const contract = {
      ...initialRefinanceInputs,
      known: 'original' as const,
      loanType: 'konut' as const,
      rate: '2.79',
      amount: '2000000',
      term: '120',
      paid: '30',
    };
    const back = refinanceFromQuery(
      readQuery(
        new URLSearchParams(writeQuery(REFINANCE_QUERY_NAMES, refinanceToQuery(contract))),
        REFINANCE_QUERY_NAMES,
      ),
    );
    expect(back).toEqual({
      known: 'original',
      loanType: 'konut',
      rate: '2.79',
      amount: '2000000',
      term: '120',
      paid: '30',
    });
    const state = refinanceLinkActions(back).reduce(
      refinanceReducer,
      refinanceReducer(undefined, { type: 'init' }),
    );
    expect(state.inputs).toEqual({ ...contract });
  });

  it('drops an unknown type or way', () => {
    expect(refinanceFromQuery({ tur: 'esnaf', bilinen: 'x' })).toEqual({});
  });
});
