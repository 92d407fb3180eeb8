import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import {
  BORROWING_QUERY_NAMES,
  borrowingFromQuery,
  borrowingLinkActions,
  borrowingToQuery,
} from './borrowing-query.ts';
import { borrowingReducer } from './borrowing-slice.ts';
import { initialBorrowingState } from './borrowing-state.ts';

describe('borrowing limit result link', () => {
  it('writes income, payments, type and term; blank payments are left out', () => {
    const inputs = { income: '60000', existing: '', loanType: 'tasit' as const, term: '36' };
    const query = writeQuery(BORROWING_QUERY_NAMES, borrowingToQuery(inputs));
    expect(query).toBe('gelir=60000&tur=tasit&vade=36');
    expect(borrowingFromQuery(readQuery(new URLSearchParams(query), BORROWING_QUERY_NAMES))).toEqual({
      income: '60000',
      loanType: 'tasit',
      term: '36',
    });
  });

  it('writes the 50 % share as pay=50 and leaves the default 40 % out; reads only 40 or 50', () => {
    const inputs = { income: '60000', existing: '', loanType: 'tasit' as const, term: '36' };
    expect(writeQuery(BORROWING_QUERY_NAMES, borrowingToQuery({ ...inputs, share: 50 }))).toBe(
      'gelir=60000&tur=tasit&vade=36&pay=50',
    );
    expect(writeQuery(BORROWING_QUERY_NAMES, borrowingToQuery({ ...inputs, share: 40 }))).toBe(
      'gelir=60000&tur=tasit&vade=36',
    );
    expect(borrowingFromQuery({ pay: '50' })).toEqual({ share: 50 });
    expect(borrowingFromQuery({ pay: '40' })).toEqual({ share: 40 });
    expect(borrowingFromQuery({ pay: '60' })).toEqual({});
    const state = borrowingLinkActions({ share: 50 }).reduce(borrowingReducer, initialBorrowingState);
    expect(state.share).toBe(50);
  });

  it('drops an unknown loan type (esnaf has no borrowing limit) and keeps the rest as typed', () => {
    expect(borrowingFromQuery({ gelir: 'abc', tur: 'esnaf', vade: '999' })).toEqual({
      income: 'abc',
      term: '999',
    });
  });

  it('applies a link to the form: the type before its term, amounts as digits', () => {
    const inputs = borrowingFromQuery({ gelir: '45000', borc: 'x', tur: 'konut', vade: '180' });
    const state = borrowingLinkActions(inputs).reduce(borrowingReducer, initialBorrowingState);
    expect(state).toMatchObject({ income: '45000', existing: '', loanType: 'konut', term: '180' });
  });
});
