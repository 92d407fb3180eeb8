import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import { DEPOSIT_QUERY_NAMES, depositFromQuery, depositToQuery } from './deposits-query.ts';

describe('deposit result link', () => {
  it('writes amount, days and the currency, and reads them back', () => {
    const query = writeQuery(
      DEPOSIT_QUERY_NAMES,
      depositToQuery({ amount: '250000', days: '92', type: 'TL' }),
    );
    expect(query).toBe('tutar=250000&vade=92&tur=TL');
    expect(depositFromQuery(readQuery(new URLSearchParams(query), DEPOSIT_QUERY_NAMES))).toEqual({
      amount: '250000',
      days: '92',
      type: 'TL',
    });
  });

  it('drops an unknown currency but keeps tampered amounts for the form to judge', () => {
    const values = readQuery(new URLSearchParams('tutar=abc&vade=999999&tur=USD'), DEPOSIT_QUERY_NAMES);
    expect(depositFromQuery(values)).toEqual({ amount: 'abc', days: '999999' });
  });
});
