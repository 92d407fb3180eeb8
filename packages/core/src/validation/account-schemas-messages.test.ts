import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROLES } from '../auth/roles.ts';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  createUserSchema,
  currencySettingsSchema,
  loginSchema,
  registerSchema,
  updateUserSchema,
} from './account-schemas.ts';
import { expectTranslated, messages, text } from './account-schemas-test-helpers.ts';

describe('message keys', () => {
  it('every auth message key has a text in tr, en and ar', () => {
    for (const key of Object.values(AUTH_MESSAGES)) {
      expect(key).toMatch(/^auth:(validation|password)\.[a-zA-Z]+$/);
      expectTranslated(key);
    }
  });

  it('the lookup notices a missing key (so the checks above can fail)', () => {
    expect(text('tr', 'auth:password.noSuchRule')).toBeUndefined();
    expect(text('ar', 'auth:password')).toBeUndefined();
  });
});

describe('every failure is a translated message key', () => {
  const schemas: z.ZodType[] = [
    loginSchema,
    registerSchema,
    changePasswordSchema,
    createUserSchema,
    updateUserSchema,
    currencySettingsSchema,
  ];

  it.each([[null], [undefined], ['text'], [42], [[]]])(
    'a body that is not an object (%j) gives invalidInput',
    (body) => {
      for (const schema of schemas) expect(messages(schema, body)).toEqual(['calc:common.invalidInput']);
    },
  );

  it('holds for arbitrary input to every schema', () => {
    const value = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.constantFrom('ali', 'ali@example.com', 'gizli-parola', 'ALI', 'Admin', 'USD', '7'),
      fc.array(fc.oneof(fc.string(), fc.constantFrom(...ROLES, 'USD', 'GOLD'), fc.integer())),
    );
    const field = (keys: string[]) =>
      fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
    const input = fc.oneof(
      value,
      field(['email', 'password', 'userName', 'roles', 'id', 'currentPassword', 'newPassword']),
      field(['selectedCurrencies']),
    );
    fc.assert(
      fc.property(fc.constantFrom(...schemas), input, (schema, candidate) => {
        messages(schema, candidate);
      }),
      { numRuns: 500 },
    );
  });
});
