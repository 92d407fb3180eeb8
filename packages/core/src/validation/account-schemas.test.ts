import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROLES } from '../auth/roles.ts';
import { INVALID_ID } from '../contract/ids.ts';
import arAuth from '../i18n/locales/ar/auth.json' with { type: 'json' };
import arCalc from '../i18n/locales/ar/calc.json' with { type: 'json' };
import arCommon from '../i18n/locales/ar/common.json' with { type: 'json' };
import enAuth from '../i18n/locales/en/auth.json' with { type: 'json' };
import enCalc from '../i18n/locales/en/calc.json' with { type: 'json' };
import enCommon from '../i18n/locales/en/common.json' with { type: 'json' };
import trAuth from '../i18n/locales/tr/auth.json' with { type: 'json' };
import trCalc from '../i18n/locales/tr/calc.json' with { type: 'json' };
import trCommon from '../i18n/locales/tr/common.json' with { type: 'json' };
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  createUserSchema,
  currencySettingsSchema,
  emailField,
  loginSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblems,
  registerSchema,
  rolesField,
  updateUserSchema,
  userNameField,
} from './account-schemas.ts';

type Tree = { [key: string]: string | Tree };

const LOCALES: Record<string, Record<string, Tree>> = {
  tr: { auth: trAuth, calc: trCalc, common: trCommon },
  en: { auth: enAuth, calc: enCalc, common: enCommon },
  ar: { auth: arAuth, calc: arCalc, common: arCommon },
};

/** The text of 'auth:password.tooShort' in one language, or undefined when the key is missing. */
function text(lang: string, messageKey: string): string | undefined {
  const [namespace = '', path = ''] = messageKey.split(':');
  let node: string | Tree | undefined = LOCALES[lang]?.[namespace];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.length > 0 ? node : undefined;
}

function expectTranslated(messageKey: string) {
  for (const lang of Object.keys(LOCALES))
    expect(text(lang, messageKey), `${lang} ${messageKey}`).toBeDefined();
}

/** Issue messages of a failed parse (each checked to be a key with a text in tr, en and ar); [] on success. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const keys = result.error.issues.map((issue) => issue.message);
  for (const key of keys) expectTranslated(key);
  return keys;
}

const { passwordTooShort, passwordTooLong, passwordSameAsUserName, passwordSameAsEmail } = AUTH_MESSAGES;

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

describe('password policy', () => {
  it('needs at least 8 and at most 128 characters', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
    expect(passwordProblems('a'.repeat(7), {})).toEqual([passwordTooShort]);
    expect(passwordProblems('a'.repeat(8), {})).toEqual([]);
    expect(passwordProblems('a'.repeat(128), {})).toEqual([]);
    expect(passwordProblems('a'.repeat(129), {})).toEqual([passwordTooLong]);
    expect(passwordProblems('', {})).toEqual([passwordTooShort]);
  });

  it('counts characters as typed (spaces too)', () => {
    expect(passwordProblems('       x', {})).toEqual([]);
  });

  it('refuses the user name, ignoring case and surrounding spaces', () => {
    const account = { userName: 'admin1234', email: 'root@example.com' };
    expect(passwordProblems('admin1234', account)).toEqual([passwordSameAsUserName]);
    expect(passwordProblems('ADMIN1234', account)).toEqual([passwordSameAsUserName]);
    expect(passwordProblems('Admin1234', account)).toEqual([passwordSameAsUserName]);
    expect(passwordProblems('  admin1234 ', account)).toEqual([passwordSameAsUserName]);
    expect(passwordProblems('admin12345', account)).toEqual([]);
  });

  it('ignores case the Turkish way too (İ/i, I/ı), on any keyboard', () => {
    // Turkish upper case of 'istanbul34' is 'İSTANBUL34' and of 'ılgaz_1234' is 'ILGAZ_1234'.
    expect(passwordProblems('İSTANBUL34', { userName: 'istanbul34' })).toEqual([passwordSameAsUserName]);
    expect(passwordProblems('ILGAZ_1234', { userName: 'ılgaz_1234' })).toEqual([passwordSameAsUserName]);
    expect(passwordProblems('ÇAĞRI.ŞÜKRÜ', { userName: 'çağrı.şükrü' })).toEqual([passwordSameAsUserName]);
    // Typed without Turkish rules: 'KILIÇ_ILKER' for 'kılıç_ilker' (I stands for both ı and i).
    expect(passwordProblems('KILIÇ_ILKER', { userName: 'kılıç_ilker' })).toEqual([passwordSameAsUserName]);
  });

  it('refuses the e-mail address, ignoring case', () => {
    const account = { userName: 'ali', email: 'ali.veli@example.com' };
    expect(passwordProblems('ali.veli@example.com', account)).toEqual([passwordSameAsEmail]);
    expect(passwordProblems('Ali.Veli@EXAMPLE.com', account)).toEqual([passwordSameAsEmail]);
    expect(passwordProblems('ali.veli@example.org', account)).toEqual([]);
  });

  it('reports every broken rule at once', () => {
    expect(passwordProblems('ALI', { userName: 'ali' })).toEqual([passwordTooShort, passwordSameAsUserName]);
    const long = 'x'.repeat(120);
    const email = `${long}@example.com`;
    expect(passwordProblems(email.toUpperCase(), { email })).toEqual([passwordTooLong, passwordSameAsEmail]);
  });

  it('skips the comparisons when the user name or e-mail is unknown or empty', () => {
    expect(passwordProblems('whatever-123', {})).toEqual([]);
    expect(passwordProblems('whatever-123', { userName: '', email: '' })).toEqual([]);
  });

  it('refuses a password of spaces only (docs/security.md "Accounts"), whatever kind of space', () => {
    expect(passwordProblems('        ', {})).toEqual([AUTH_MESSAGES.passwordBlank]);
    expect(passwordProblems('\t \u00a0\u3000    ', {})).toEqual([AUTH_MESSAGES.passwordBlank]);
    expect(passwordProblems('   a    ', {})).toEqual([]);
  });

  it('property: any upper/lower-case spelling of the user name is refused', () => {
    const letters = 'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ0123456789._-'.split('');
    // Per letter: kept, or changed by the Turkish or the default upper/lower case (single letters only:
    // the default lower case of İ is i + a combining dot, which no keyboard types).
    const change = fc.constantFrom<(c: string) => string>(
      (c) => c,
      (c) => c.toLocaleUpperCase('tr'),
      (c) => c.toLocaleLowerCase('tr'),
      (c) => c.toUpperCase(),
      (c) => c.toLowerCase(),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...letters), change), { minLength: 3, maxLength: 50 }),
        (pairs) => {
          const userName = pairs.map(([c]) => c).join('');
          const password = pairs.map(([c, f]) => (f(c).length === 1 ? f(c) : c)).join('');
          expect(passwordProblems(` ${password}`, { userName })).toContain(passwordSameAsUserName);
        },
      ),
    );
  });

  it('property: a password that differs in a letter other than case is not the user name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{8,20}$/), fc.nat(), (userName, at) => {
        const i = at % userName.length;
        const other = userName[i] === 'x' ? 'y' : 'x';
        const password = `${userName.slice(0, i)}${other}${userName.slice(i + 1)}`.toUpperCase();
        expect(passwordProblems(password, { userName })).toEqual([]);
      }),
    );
  });
});

describe('user name', () => {
  it.each([
    ['ali', 'ali'],
    ['  veli  ', 'veli'],
    ['Çağrı_01.x-y', 'Çağrı_01.x-y'],
    ['محمد', 'محمد'],
    ['a'.repeat(50), 'a'.repeat(50)],
  ])('accepts %j', (input, output) => {
    expect(userNameField.parse(input)).toBe(output);
  });

  it.each(['al', 'a'.repeat(51), 'ali@veli', 'ali veli', 'ali!', '', '   ', undefined, 42])(
    'refuses %j',
    (input) => {
      expect(messages(userNameField, input)).toEqual([AUTH_MESSAGES.userName]);
    },
  );
});

describe('e-mail', () => {
  it.each([
    ['ali@example.com', 'ali@example.com'],
    ['  ali.veli+not@alt.example.com.tr ', 'ali.veli+not@alt.example.com.tr'],
    [`${'a'.repeat(243)}@example.com`, `${'a'.repeat(243)}@example.com`],
  ])('accepts %j', (input, output) => {
    expect(emailField.parse(input)).toBe(output);
  });

  it.each([
    'ali',
    'ali@example',
    '@example.com',
    'ali@.com',
    'ali veli@example.com',
    'ali@veli@example.com',
    `${'a'.repeat(244)}@example.com`,
    '',
    null,
    7,
  ])('refuses %j', (input) => {
    expect(messages(emailField, input)).toContain(AUTH_MESSAGES.email);
    expect(new Set(messages(emailField, input))).toEqual(new Set([AUTH_MESSAGES.email]));
  });
});

describe('roles', () => {
  it('deduplicates and puts the chosen roles in the canonical order', () => {
    expect(rolesField.parse(['User', 'Admin', 'User'])).toEqual(['Admin', 'User']);
    expect(rolesField.parse(['Editor'])).toEqual(['Editor']);
  });

  it.each([[[]], [['admin']], [['Admin', 'Root']], ['Admin'], [[1]], [undefined]])('refuses %j', (input) => {
    expect(messages(rolesField, input)).toEqual([AUTH_MESSAGES.roles]);
  });
});

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
