import { z } from 'zod';
import { isRole, ROLES } from '../auth/roles.ts';
import { idField } from '../contract/ids.ts';
import { isTickerCode, MAX_SELECTION, MIN_SELECTION, normalizeCode } from '../market/ticker-codes.ts';
import { EMAIL_MAX, isPlainEmail } from './email.ts';
import { CALC_MESSAGES } from './message-keys.ts';
import { installedPasswordJudge, PASSWORD_MIN_SCORE, type PasswordJudge } from './password-strength.ts';

/** Message keys (texts in i18n/locales/{tr,en,ar}/auth.json). */
export const AUTH_MESSAGES = {
  required: 'auth:validation.required',
  userName: 'auth:validation.userName',
  email: 'auth:validation.email',
  roles: 'auth:validation.roles',
  currencies: 'auth:validation.currencies',
  passwordTooShort: 'auth:password.tooShort',
  passwordTooLong: 'auth:password.tooLong',
  passwordSameAsUserName: 'auth:password.sameAsUserName',
  passwordSameAsEmail: 'auth:password.sameAsEmail',
  passwordSameAsCurrent: 'auth:password.sameAsCurrent',
  passwordBlank: 'auth:password.blank',
  /** Too easy to guess (password-strength.ts), once the estimator is loaded. */
  passwordWeak: 'auth:password.weak',
  /** The sign-in name is longer than any e-mail address (255) or user name (50) can be. */
  identifierTooLong: 'auth:validation.identifier',
} as const;

export const PASSWORD_MIN = 8;
/** Upper bound so a huge body cannot make hashing expensive. */
export const PASSWORD_MAX = 128;
/** The longest sign-in name: an e-mail address (a user name is at most 50 characters). */
export const IDENTIFIER_MAX = 255;

/** Letters (any script), digits, dot, underscore, hyphen; no '@', so sign-in by name or e-mail is unambiguous. */
const USER_NAME = /^[\p{L}\p{N}._-]{3,50}$/u;
/** Before NFKC (which may shorten a name a little): nothing longer is normalised or matched. */
const USER_NAME_INPUT_MAX = 200;

/**
 * Case-folds for the password comparisons: trimmed, lower-cased the Turkish way, dotless ı read as i.
 * So I, ı, İ and i all fold to i, and 'ADMIN' = 'admin', 'İSTANBUL' = 'istanbul', 'KILIÇ' = 'kılıç'
 * whichever keyboard typed them (Turkish rules alone turn 'ADMIN' into 'admın').
 */
function caseFold(text: string): string {
  return text.trim().toLocaleLowerCase('tr').replaceAll('ı', 'i');
}

/**
 * The password policy: at least 8 characters (at most 128), not equal to the user name or the e-mail
 * (ignoring case and surrounding spaces, see `caseFold`), and, when a judge is given or installed
 * (password-strength.ts), not too easy to guess. Returns the message keys of every broken rule (empty when the password is fine).
 */
export function passwordProblems(
  password: string,
  account: { userName?: string; email?: string },
  judge: PasswordJudge | undefined = installedPasswordJudge(),
): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(AUTH_MESSAGES.passwordTooShort);
  if (password.length > PASSWORD_MAX) problems.push(AUTH_MESSAGES.passwordTooLong);
  if (password.length >= PASSWORD_MIN && password.trim() === '') problems.push(AUTH_MESSAGES.passwordBlank);
  const folded = caseFold(password);
  if (account.userName && folded === caseFold(account.userName))
    problems.push(AUTH_MESSAGES.passwordSameAsUserName);
  if (account.email && folded === caseFold(account.email)) problems.push(AUTH_MESSAGES.passwordSameAsEmail);
  if (problems.length === 0 && judge) {
    const known = [account.userName, account.email, account.email?.split('@')[0]].filter(
      (word): word is string => Boolean(word),
    );
    if (judge(password, known) < PASSWORD_MIN_SCORE) problems.push(AUTH_MESSAGES.passwordWeak);
  }
  return problems;
}

/** A body that is not an object at all (only a hand-made request sends one). */
const notAnObject = { error: CALC_MESSAGES.common.invalidInput };

const required = z.string({ error: AUTH_MESSAGES.required }).trim().min(1, AUTH_MESSAGES.required);
/** NFKC first, so full-width or composed look-alikes are stored in one canonical form (docs/security.md). */
export const userNameField = z
  .string({ error: AUTH_MESSAGES.userName })
  .trim()
  .max(USER_NAME_INPUT_MAX, { message: AUTH_MESSAGES.userName, abort: true })
  .transform((name) => name.normalize('NFKC'))
  .pipe(z.string().regex(USER_NAME, AUTH_MESSAGES.userName));
/** The length first, and aborting: the shape check never sees an over-long value (docs/security.md). */
export const emailField = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .max(EMAIL_MAX, { message: AUTH_MESSAGES.email, abort: true })
  .refine(isPlainEmail, AUTH_MESSAGES.email);
/** Shape only; the policy (which needs the user name and e-mail) runs in `withPasswordPolicy`. */
const passwordField = z.string({ error: AUTH_MESSAGES.passwordTooShort });
export const rolesField = z
  .array(z.string({ error: AUTH_MESSAGES.roles }), { error: AUTH_MESSAGES.roles })
  .min(1, AUTH_MESSAGES.roles)
  .refine((roles) => roles.every(isRole), AUTH_MESSAGES.roles)
  .transform((roles) => ROLES.filter((role) => roles.includes(role)));

function withPasswordPolicy<T extends { password: string; userName: string; email: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  for (const key of passwordProblems(value.password, value))
    ctx.addIssue({ code: 'custom', message: key, path: ['password'] });
}

/** POST /api/Auth/login: `email` also accepts the user name. */
export const loginSchema = z.object(
  {
    email: required.max(IDENTIFIER_MAX, AUTH_MESSAGES.identifierTooLong),
    password: z
      .string({ error: AUTH_MESSAGES.required })
      .min(1, AUTH_MESSAGES.required)
      .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
  },
  notAnObject,
);

/** POST /api/Auth/register. */
export const registerSchema = z
  .object({ userName: userNameField, email: emailField, password: passwordField }, notAnObject)
  .superRefine(withPasswordPolicy);

/** POST /api/Auth/change-password (the user name/e-mail rules are checked by the server). */
export const changePasswordSchema = z
  .object(
    {
      currentPassword: z
        .string({ error: AUTH_MESSAGES.required })
        .min(1, AUTH_MESSAGES.required)
        .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
      newPassword: passwordField,
    },
    notAnObject,
  )
  .superRefine((value, ctx) => {
    for (const key of passwordProblems(value.newPassword, {}))
      ctx.addIssue({ code: 'custom', message: key, path: ['newPassword'] });
    if (value.newPassword === value.currentPassword)
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordSameAsCurrent, path: ['newPassword'] });
  });

/** POST /api/Users (admin). */
export const createUserSchema = z
  .object(
    { userName: userNameField, email: emailField, password: passwordField, roles: rolesField },
    notAnObject,
  )
  .superRefine(withPasswordPolicy);

/** PUT /api/Users (admin). */
export const updateUserSchema = z.object(
  {
    id: idField(),
    userName: userNameField,
    email: emailField,
    roles: rolesField,
  },
  notAnObject,
);

/** PUT /api/Users/settings: the ticker codes, 1 to 5, known codes only (GOLD/SILVER read as XAU/XAG). */
export const currencySettingsSchema = z.object(
  {
    selectedCurrencies: z
      .array(z.string({ error: AUTH_MESSAGES.currencies }), { error: AUTH_MESSAGES.currencies })
      .transform((codes) => [...new Set(codes.map(normalizeCode))])
      .refine(
        (codes) =>
          codes.length >= MIN_SELECTION && codes.length <= MAX_SELECTION && codes.every(isTickerCode),
        AUTH_MESSAGES.currencies,
      ),
  },
  notAnObject,
);

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type CreateUserInput = z.input<typeof createUserSchema>;
export type UpdateUserInput = z.input<typeof updateUserSchema>;
