import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../lib/query-inputs.ts';
import { CARD_DEBT_QUERY_NAMES, cardDebtFromQuery, cardDebtToQuery } from './card-debt-query.ts';

describe('card debt result link', () => {
  it('writes debt, limit, mode and the fixed payment, and reads them back', () => {
    const inputs = { balance: '20000', limit: '40000', mode: 'fixed', payment: '2500.5' } as const;
    const query = writeQuery(CARD_DEBT_QUERY_NAMES, cardDebtToQuery(inputs));
    expect(query).toBe('borc=20000&limit=40000&odeme=sabit&tutar=2500.5');
    expect(cardDebtFromQuery(readQuery(new URLSearchParams(query), CARD_DEBT_QUERY_NAMES))).toEqual(inputs);
  });

  it('leaves the payment out when paying the minimum, and drops unknown words', () => {
    const query = writeQuery(
      CARD_DEBT_QUERY_NAMES,
      cardDebtToQuery({ balance: '1', limit: '2', mode: 'minimum', payment: '9' }),
    );
    expect(query).toBe('borc=1&limit=2&odeme=asgari');
    expect(cardDebtFromQuery({ odeme: 'constructor', borc: '5' })).toEqual({ balance: '5' });
  });
});
