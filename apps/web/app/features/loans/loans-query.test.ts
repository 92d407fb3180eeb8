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

  it('writes the asset details only when not the defaults, and reads back only known codes', () => {
    const inputs = { amount: '150000', term: '24', rate: '', assetValue: '3000000' };
    const electric = loanToQuery({ ...inputs, vehicleKind: 'domesticElectric' });
    expect(writeQuery(LOAN_QUERY_NAMES, electric)).toBe(
      'tutar=150000&vade=24&deger=3000000&arac=yerli-elektrikli',
    );
    expect(writeQuery(LOAN_QUERY_NAMES, loanToQuery({ ...inputs, vehicleKind: 'other' }))).toBe(
      'tutar=150000&vade=24&deger=3000000',
    );
    const home = loanToQuery({ ...inputs, energyClass: 'C', ownsHome: true });
    expect(writeQuery(LOAN_QUERY_NAMES, home)).toBe('tutar=150000&vade=24&deger=3000000&enerji=C&evsahibi=1');
    const back = readQuery(new URLSearchParams(writeQuery(LOAN_QUERY_NAMES, home)), LOAN_QUERY_NAMES);
    expect(loanFromQuery(back)).toMatchObject({ energyClass: 'C', ownsHome: true });
    const hostile = readQuery(new URLSearchParams('arac=x&enerji=D&evsahibi=evet'), LOAN_QUERY_NAMES);
    expect(loanFromQuery(hostile)).toEqual({});
  });

  it("reads the borrowing calculator's link and leaves absent inputs out", () => {
    const values = readQuery(new URLSearchParams('tutar=180000&vade=24'), LOAN_QUERY_NAMES);
    expect(loanFromQuery(values)).toEqual({ amount: '180000', term: '24' });
    expect(loanFromQuery(readQuery(new URLSearchParams('faiz=abc'), LOAN_QUERY_NAMES))).toEqual({
      rate: 'abc',
    });
  });
});
