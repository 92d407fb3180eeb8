import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import { SALARY_QUERY_NAMES, salaryFromQuery, salaryToQuery } from './salary-query.ts';

describe('salary result link', () => {
  it('writes direction, amount and support, and reads them back', () => {
    const inputs = { direction: 'netToGross', amount: '28075.5', incentive: 'manufacturing' } as const;
    const query = writeQuery(SALARY_QUERY_NAMES, salaryToQuery(inputs));
    expect(query).toBe('yon=net&tutar=28075.5&destek=imalat');
    expect(salaryFromQuery(readQuery(new URLSearchParams(query), SALARY_QUERY_NAMES))).toEqual(inputs);
  });

  it('drops words it does not know, even those every object has', () => {
    expect(salaryFromQuery({ yon: 'constructor', destek: 'toString', tutar: '50000' })).toEqual({
      amount: '50000',
    });
  });
});
