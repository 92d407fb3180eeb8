import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { check, lazySchemas, preloadOnFirstUse } from './lazy-validation.ts';

describe('lazy validation', () => {
  it('loads a schema module once, and again after a failed load', async () => {
    let calls = 0;
    const load = lazySchemas(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { calls };
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toEqual({ calls: 2 });
    expect(await load()).toEqual({ calls: 2 });
    expect(calls).toBe(2);
  });

  it('the first focus or press starts the load; a failure there stays quiet', async () => {
    let calls = 0;
    const props = preloadOnFirstUse(async () => {
      calls += 1;
      throw new Error('offline');
    });
    props.onFocus();
    props.onPointerDown();
    await Promise.resolve();
    expect(calls).toBe(2);
  });

  it('gives the parsed data, or the first message key of each field', () => {
    const schema = z.object({
      amount: z.number({ error: 'amount.invalid' }).positive('amount.positive'),
      term: z.string({ error: 'term.required' }),
    });
    expect(check(schema, { amount: 5, term: '12' })).toEqual({ ok: true, data: { amount: 5, term: '12' } });
    expect(check(schema, { amount: -1 })).toEqual({
      ok: false,
      errors: { amount: 'amount.positive', term: 'term.required' },
    });
  });
});
