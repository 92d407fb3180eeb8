import { describe, expect, it } from 'vitest';
import { INVALID_ID } from '../contract/ids.ts';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  createUserSchema,
  currencySettingsSchema,
  loginSchema,
  registerSchema,
  updateUserSchema,
} from './account-schemas.ts';
import { messages } from './account-schemas-test-helpers.ts';

const { passwordTooShort, passwordTooLong, passwordSameAsUserName, passwordSameAsEmail } = AUTH_MESSAGES;

describe('login', () => {
  it('accepts a user name or e-mail and any non-empty password', () => {
    expect(loginSchema.parse({ email: ' ali ', password: ' ' })).toEqual({ email: 'ali', password: ' ' });
  });

  it.each([
    [{ email: '', password: 'x' }, ['auth:validation.required']],
    [{ email: '   ', password: 'x' }, ['auth:validation.required']],
    [{ email: 'ali', password: '' }, ['auth:validation.required']],
    [{}, ['auth:validation.required', 'auth:validation.required']],
    [{ email: 5, password: false }, ['auth:validation.required', 'auth:validation.required']],
  ])('%j → %j', (input, expected) => {
    expect(messages(loginSchema, input)).toEqual(expected);
  });
});

describe('register and create user', () => {
  const valid = { userName: 'ali.veli', email: 'ali@example.com', password: 'gizli-parola' };

  it('accept a valid account and trim the user name and e-mail', () => {
    expect(registerSchema.parse({ ...valid, userName: ' ali.veli ', email: ' ali@example.com ' })).toEqual(
      valid,
    );
    expect(createUserSchema.parse({ ...valid, roles: ['User', 'Editor'] })).toEqual({
      ...valid,
      roles: ['Editor', 'User'],
    });
  });

  it.each([
    [{ password: 'kısa' }, [passwordTooShort]],
    [{ password: 'x'.repeat(129) }, [passwordTooLong]],
    [{ password: 'ALI.VELI' }, [passwordSameAsUserName]],
    [{ password: 'ALI@example.com' }, [passwordSameAsEmail]],
    [{ userName: 'al' }, [AUTH_MESSAGES.userName]],
    [{ email: 'ali@example' }, [AUTH_MESSAGES.email]],
    [{ password: undefined }, [passwordTooShort]],
    [{ userName: 'ab', password: 'AB' }, [AUTH_MESSAGES.userName, passwordTooShort, passwordSameAsUserName]],
  ])('register %j → %j', (change, expected) => {
    const result = registerSchema.safeParse({ ...valid, ...change });
    expect(messages(registerSchema, { ...valid, ...change })).toEqual(expected);
    expect(result.success).toBe(false);
    if (!result.success && expected.some((key) => key.startsWith('auth:password.')))
      expect(result.error.issues.some((issue) => issue.path.join('.') === 'password')).toBe(true);
  });

  it('create user applies the same password policy and needs valid roles', () => {
    expect(messages(createUserSchema, { ...valid, password: 'ali.veli', roles: ['User'] })).toEqual([
      passwordSameAsUserName,
    ]);
    expect(messages(createUserSchema, { ...valid, roles: [] })).toEqual([AUTH_MESSAGES.roles]);
    expect(messages(createUserSchema, valid)).toEqual([AUTH_MESSAGES.roles]);
  });

  it('does not run the policy on fields of the wrong type', () => {
    expect(messages(registerSchema, { ...valid, userName: 12345678, password: '12345678' })).toEqual([
      AUTH_MESSAGES.userName,
    ]);
  });
});

describe('change password', () => {
  it('accepts a new password that differs from the current one (case counts)', () => {
    const input = { currentPassword: 'eski-parola', newPassword: 'ESKI-PAROLA' };
    expect(changePasswordSchema.parse(input)).toEqual(input);
  });

  it.each([
    [{ currentPassword: 'eski-parola', newPassword: 'eski-parola' }, [AUTH_MESSAGES.passwordSameAsCurrent]],
    [{ currentPassword: 'eski-parola', newPassword: 'yeni' }, [passwordTooShort]],
    [
      { currentPassword: 'kısa', newPassword: 'kısa' },
      [passwordTooShort, AUTH_MESSAGES.passwordSameAsCurrent],
    ],
    [{ currentPassword: '', newPassword: 'yeni-parola' }, [AUTH_MESSAGES.required]],
    [{ currentPassword: 'eski-parola', newPassword: 'y'.repeat(129) }, [passwordTooLong]],
  ])('%j → %j', (input, expected) => {
    expect(messages(changePasswordSchema, input)).toEqual(expected);
  });
});

describe('update user', () => {
  const valid = { userName: 'ali', email: 'ali@example.com', roles: ['Admin'] };

  it('reads the id from a JSON number only (docs/security.md "Input")', () => {
    expect(updateUserSchema.parse({ ...valid, id: 7 })).toEqual({ ...valid, id: 7 });
  });

  it.each([0, -1, 1.5, 'x', '', '7', true, [7], 2_147_483_648, undefined])('refuses id %j', (id) => {
    expect(messages(updateUserSchema, { ...valid, id })).toEqual([INVALID_ID]);
  });

  it('checks the user name, e-mail and roles like create', () => {
    expect(messages(updateUserSchema, { id: 1, userName: 'a b', email: 'x', roles: ['root'] })).toEqual([
      AUTH_MESSAGES.userName,
      AUTH_MESSAGES.email,
      AUTH_MESSAGES.roles,
    ]);
  });
});

describe('currency settings', () => {
  it('normalises, deduplicates and keeps 1 to 5 known codes', () => {
    expect(currencySettingsSchema.parse({ selectedCurrencies: ['usd', 'GOLD', 'USD', ' silver '] })).toEqual({
      selectedCurrencies: ['USD', 'XAU', 'XAG'],
    });
    // Six entries, five codes once duplicates are gone.
    expect(
      currencySettingsSchema.parse({ selectedCurrencies: ['USD', 'usd', 'EUR', 'GBP', 'CHF', 'BIST100'] }),
    ).toEqual({ selectedCurrencies: ['USD', 'EUR', 'GBP', 'CHF', 'BIST100'] });
  });

  it.each([[[]], [['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD']], [['XYZ']], ['USD'], [[1]], [undefined]])(
    'refuses %j',
    (selectedCurrencies) => {
      expect(messages(currencySettingsSchema, { selectedCurrencies })).toEqual([AUTH_MESSAGES.currencies]);
    },
  );
});
