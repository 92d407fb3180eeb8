import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, passwordProblems } from './account-schemas.ts';

const { passwordTooShort, passwordTooLong, passwordSameAsUserName, passwordSameAsEmail } = AUTH_MESSAGES;

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
