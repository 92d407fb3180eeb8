import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import { INTEREST_QUERY_NAMES, interestFromQuery, interestToQuery } from './interest-calc-query.ts';

describe('interest calculator result link', () => {
  it('writes amount, months and the rate with a dot, and reads them back', () => {
    const query = writeQuery(
      INTEREST_QUERY_NAMES,
      interestToQuery({ amount: '100000', months: '12', rate: ' 2,5 ' }),
    );
    expect(query).toBe('tutar=100000&vade=12&faiz=2.5');
    expect(interestFromQuery(readQuery(new URLSearchParams(query), INTEREST_QUERY_NAMES))).toEqual({
      amount: '100000',
      months: '12',
      rate: '2.5',
    });
  });
});
