import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import { VAT_QUERY_NAMES, vatFromQuery, vatToQuery } from './vat-query.ts';

const base = { operation: 'kdvHaricToKdvDahil', customRate: '', tevkifat: '1', amount: '1000.5' };

describe('VAT result link', () => {
  it('writes the plain card without the withholding fraction', () => {
    const query = writeQuery(VAT_QUERY_NAMES, vatToQuery({ ...base, card: 'plain', rateChoice: '20' }));
    expect(query).toBe('kart=kdv&islem=kdvHaricToKdvDahil&oran=20&tutar=1000.5');
    expect(vatFromQuery(readQuery(new URLSearchParams(query), VAT_QUERY_NAMES))).toEqual({
      card: 'plain',
      operation: 'kdvHaricToKdvDahil',
      rateChoice: '20',
      amount: '1000.5',
    });
  });

  it('writes a free rate and the fraction of the withholding card', () => {
    const inputs = { ...base, card: 'withholding' as const, rateChoice: 'other' as const, customRate: '8,5' };
    const query = writeQuery(VAT_QUERY_NAMES, vatToQuery({ ...inputs, tevkifat: '5' }));
    expect(query).toBe('kart=tevkifat&islem=kdvHaricToKdvDahil&oran=8.5&pay=5&tutar=1000.5');
    expect(vatFromQuery(readQuery(new URLSearchParams(query), VAT_QUERY_NAMES))).toMatchObject({
      card: 'withholding',
      rateChoice: 'other',
      customRate: '8.5',
      tevkifat: '5',
    });
  });

  it('reads an unknown card as plain VAT and an unlisted rate as typed', () => {
    expect(vatFromQuery({ kart: 'x', oran: 'abc', pay: '5' })).toEqual({
      card: 'plain',
      rateChoice: 'other',
      customRate: 'abc',
    });
  });
});
