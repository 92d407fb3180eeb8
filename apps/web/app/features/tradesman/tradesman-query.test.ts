import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import { TRADESMAN_QUERY_NAMES, tradesmanFromQuery, tradesmanToQuery } from './tradesman-query.ts';

describe('tradesman result link', () => {
  it('writes amount and years, and reads them back', () => {
    const query = writeQuery(TRADESMAN_QUERY_NAMES, tradesmanToQuery({ amount: '400000', years: '3' }));
    expect(query).toBe('tutar=400000&vade=3');
    expect(tradesmanFromQuery(readQuery(new URLSearchParams(query), TRADESMAN_QUERY_NAMES))).toEqual({
      amount: '400000',
      years: '3',
    });
    expect(tradesmanFromQuery({ vade: '99' })).toEqual({ years: '99' });
  });
});
