import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import { LOAN_QUERY_NAMES, loanFromQuery, loanToQuery } from './loans-query.ts';

describe('loan result link', () => {
  it('writes amount, term and a typed rate with a dot', () => {
    const inputs = { amount: '150000', term: '24', rate: '3,2', assetValue: '' };
    expect(writeQuery(LOAN_QUERY_NAMES, loanToQuery(inputs))).toBe('tutar=150000&vade=24&faiz=3.2');
    expect(writeQuery(LOAN_QUERY_NAMES, loanToQuery({ ...inputs, rate: '' }))).toBe('tutar=150000&vade=24');
    const vehicle = loanToQuery({ ...inputs, rate: '', assetValue: '1250000.5' });
    expect(writeQuery(LOAN_QUERY_NAMES, vehicle)).toBe('tutar=150000&vade=24&deger=1250000.5');
    const back = readQuery(new URLSearchParams(writeQuery(LOAN_QUERY_NAMES, vehicle)), LOAN_QUERY_NAMES);
    expect(loanFromQuery(back)).toEqual({ amount: '150000', term: '24', assetValue: '1250000.5' });
  });

  it("reads the borrowing calculator's link and leaves absent inputs out", () => {
    const values = readQuery(new URLSearchParams('tutar=180000&vade=24'), LOAN_QUERY_NAMES);
    expect(loanFromQuery(values)).toEqual({ amount: '180000', term: '24' });
    expect(loanFromQuery(readQuery(new URLSearchParams('faiz=abc'), LOAN_QUERY_NAMES))).toEqual({
      rate: 'abc',
    });
  });
});
