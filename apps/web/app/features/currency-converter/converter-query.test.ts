import { describe, expect, it } from 'vitest';
import { readConverterQuery } from './converter-query.ts';

const today = '2026-11-27';
const read = (query: string) => readConverterQuery(new URLSearchParams(query), today);

describe('the converter link', () => {
  it('defaults to 100 USD in lira at the selling rate of today', () => {
    expect(read('')).toEqual({
      inputs: { amount: '100', from: 'USD', to: 'TRY', side: 'sell', date: today },
      errors: {},
      query: { amount: 100, from: 'USD', to: 'TRY', side: 'sell', date: today },
    });
  });

  it('reads a shared link, a Turkish decimal comma and lower-case codes', () => {
    expect(read('amount=1250,5&from=eur&to=gbp&side=buy&date=2026-11-18').query).toEqual({
      amount: 1250.5,
      from: 'EUR',
      to: 'GBP',
      side: 'buy',
      date: '2026-11-18',
    });
  });

  it('names each bad field with its message key and keeps hostile values short', () => {
    const bad = read(`amount=${'9'.repeat(5000)}&from=XXX&to=USD&side=both&date=2026-02-30`);
    expect(bad.query).toBeNull();
    expect(bad.errors).toEqual({
      amount: 'market:converter.errors.amount',
      from: 'market:converter.errors.code',
      side: 'market:converter.errors.side',
      date: 'market:converter.errors.date',
    });
    expect(bad.inputs.amount).toHaveLength(30);
    expect(read('amount=-5').errors.amount).toBe('market:converter.errors.amount');
    expect(read('amount=1%00').errors.amount).toBe('market:converter.errors.amount');
    expect(read('amount=2000000000000').errors.amount).toBe('market:converter.errors.maxAmount');
    expect(read('date=2026-13-01').errors.date).toBe('market:converter.errors.date');
    expect(read('date=2027-01-01').errors.date).toBe('market:converter.errors.dateRange');
    expect(read('date=1995-12-29').errors.date).toBe('market:converter.errors.dateRange');
  });
});
