import { AUTH_MESSAGES, passwordProblems } from '@pusula/core/validation/account-schemas.ts';
import dumbPasswords from 'dumb-passwords';

/**
 * The password policy as the server applies it (docs/security.md "Accounts"): the shared rules of
 * `passwordProblems` (length, whitespace only, not the user name or e-mail) plus a refusal of the
 * 10,000 most common passwords (`dumb-passwords`; `password`, `12345678`, `qwertyuiop`…). The list
 * stays on the server so the pages' JavaScript does not carry it.
 */
export function serverPasswordProblems(
  password: string,
  account: { userName?: string; email?: string },
): string[] {
  const problems = passwordProblems(password, account);
  if (problems.length === 0 && dumbPasswords.check(password)) problems.push(AUTH_MESSAGES.passwordCommon);
  return problems;
}
