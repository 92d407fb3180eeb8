import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERT_KINDS, THRESHOLD_MAX } from '../alerts/alert-kinds.ts';
import { alertSubscribeSchema, alertTokenSchema } from './alert-schema.ts';

const ok = { email: 'Ayse@Example.com', kind: 'usd-above', threshold: 45.25 };

describe('alert subscription schema', () => {
  it('accepts a valid request, trims and lower-cases the address, defaults the language to Turkish', () => {
    expect(alertSubscribeSchema.parse({ ...ok, email: '  Ayse@Example.com ' })).toEqual({
      email: 'ayse@example.com',
      kind: 'usd-above',
      threshold: 45.25,
      lang: 'tr',
    });
  });

  it.each([
    [{ ...ok, email: 'x' }, 'alerts:errors.email'],
    [{ ...ok, email: `${'a'.repeat(300)}@example.com` }, 'alerts:errors.email'],
    [{ ...ok, email: 'a\nb@example.com' }, 'alerts:errors.email'],
    [{ ...ok, kind: 'eur-above' }, 'alerts:errors.kind'],
    [{ ...ok, threshold: 0 }, 'alerts:errors.threshold'],
    [{ ...ok, threshold: Number.POSITIVE_INFINITY }, 'alerts:errors.threshold'],
    [{ ...ok, threshold: 45.00001 }, 'alerts:errors.threshold'],
    [{ ...ok, kind: 'deposit32-above', threshold: 1000.5 }, 'alerts:errors.threshold'],
    [{ ...ok, lang: 'fr' }, 'alerts:errors.invalid'],
  ])('refuses %j with its message key', (input, key) => {
    const result = alertSubscribeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(key);
  });

  it('property: any threshold in (0, max] with at most 2 decimals is accepted for its kind', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALERT_KINDS), fc.integer({ min: 1, max: 100_000 }), (kind, cents) => {
        const threshold = Math.min(cents / 100, THRESHOLD_MAX[kind]);
        expect(alertSubscribeSchema.safeParse({ ...ok, kind, threshold }).success).toBe(true);
      }),
    );
  });

  it('property: any string is answered with a verdict, never a throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (email) => {
        expect(typeof alertSubscribeSchema.safeParse({ ...ok, email }).success).toBe('boolean');
      }),
    );
  });

  it('accepts only 43-character base64url tokens', () => {
    expect(alertTokenSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(alertTokenSchema.safeParse({ token: 'A'.repeat(44) }).success).toBe(false);
    expect(alertTokenSchema.safeParse({ token: `${'A'.repeat(42)}=` }).success).toBe(false);
    expect(alertTokenSchema.safeParse({}).success).toBe(false);
  });
});
