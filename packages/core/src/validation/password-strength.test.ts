import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  loginSchema,
  passwordProblems,
  registerSchema,
} from './account-schemas.ts';
import { installPasswordJudge, loadPasswordJudge } from './password-strength.ts';

// The strength rule of docs/security.md "Passwords", with the real estimator and its word lists.
beforeAll(async () => {
  installPasswordJudge(await loadPasswordJudge());
});
afterAll(() => installPasswordJudge(undefined));

const { passwordWeak } = AUTH_MESSAGES;

describe('password strength (zxcvbn score of at least 3)', () => {
  it('refuses common passwords and their obvious variants, long enough or not', () => {
    for (const password of [
      'password123',
      'iloveyou12',
      'qwertyuiop',
      'Password1!',
      '12345678',
      'aaaaaaaaaaaa',
      'abcdefgh1234',
      'P@ssw0rd2024',
      'galatasaray1905',
    ])
      expect(passwordProblems(password, {}), password).toEqual([passwordWeak]);
  });

  it('counts the user name and e-mail as known words', () => {
    expect(passwordProblems('mehmetkaya34', { userName: 'mehmetkaya', email: 'mk@example.com' })).toEqual([
      passwordWeak,
    ]);
    expect(passwordProblems('zeynep.aydin!', { email: 'zeynep.aydin@example.com' })).toEqual([passwordWeak]);
  });

  it('accepts long or unpredictable passwords', () => {
    for (const password of [
      'Gizli-Parola-42',
      'mavi-kedi-çatıda-uyur',
      'tR7#kQ9!mZ2x',
      'Correct-Horse-Battery',
    ])
      expect(passwordProblems(password, {}), password).toEqual([]);
  });

  it('the schemas carry the refusal to the field', () => {
    const register = registerSchema.safeParse({
      userName: 'ayse',
      email: 'ayse@example.com',
      password: 'iloveyou12',
    });
    expect(register.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: passwordWeak }),
    ]);
    const change = changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'password123' });
    expect(change.error?.issues).toEqual([
      expect.objectContaining({ path: ['newPassword'], message: passwordWeak }),
    ]);
  });

  it('judges only the first 32 characters, so a crafted 128-character password costs what 32 do', () => {
    // The cost itself is measured against the real server (resilience/auth-cost.resilience.ts); here,
    // that the estimate never sees more than the first 32 characters.
    const units = ['ab1!', 'p@55', '4@3$', '1!|l', 'p4ssw0rd', '19901990', 'iloveyou', '0o0O'];
    for (const unit of units) {
      const long = unit.repeat(40).slice(0, 128);
      expect(passwordProblems(long, {}), unit).toEqual(passwordProblems(long.slice(0, 32), {}));
    }
    // A weak start stays weak whatever strong tail follows it.
    expect(passwordProblems(`password${'x'.repeat(24)}Zq7#vR2!mK9@wT4$`, {})).toEqual([passwordWeak]);
    expect(passwordProblems(`password${'x'.repeat(120)}`, {})).toEqual([passwordWeak]);
  });
});

describe('sign-in name and password lengths', () => {
  it('a sign-in name longer than any e-mail address is refused before anything else', () => {
    const result = loginSchema.safeParse({ email: 'a'.repeat(3000), password: 'x' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([AUTH_MESSAGES.identifierTooLong]);
    expect(loginSchema.safeParse({ email: `${'a'.repeat(243)}@example.com`, password: 'x' }).success).toBe(
      true,
    );
    const long = loginSchema.safeParse({ email: 'ali', password: 'x'.repeat(129) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([AUTH_MESSAGES.passwordTooLong]);
  });
});
