import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import { OVERDRAFT_QUERY_NAMES, overdraftFromQuery, overdraftToQuery } from './overdraft-query.ts';

describe('overdraft result link', () => {
  it('writes amount, days and the rate with a dot, and reads them back', () => {
    const query = writeQuery(
      OVERDRAFT_QUERY_NAMES,
      overdraftToQuery({ balance: '10000', days: '45', rate: '3,9' }),
    );
    expect(query).toBe('bakiye=10000&gun=45&faiz=3.9');
    expect(overdraftFromQuery(readQuery(new URLSearchParams(query), OVERDRAFT_QUERY_NAMES))).toEqual({
      balance: '10000',
      days: '45',
      rate: '3.9',
    });
  });

  it('leaves the rate out when none was given (the ceiling)', () => {
    expect(writeQuery(OVERDRAFT_QUERY_NAMES, overdraftToQuery({ balance: '1', days: '30', rate: ' ' }))).toBe(
      'bakiye=1&gun=30',
    );
  });
});
