import { lazySchemas } from './lazy-validation.ts';

/**
 * The password strength estimate (zxcvbn and its word lists, about 1 MB) for the forms where a
 * password is set: registration, change of password, the user form. Loaded on such a form's first
 * use, never in a public page's first load, and installed so the core schemas apply it
 * (docs/security.md "Passwords"); a failed load is tried again on the next use.
 */
export const loadPasswordJudge = lazySchemas(async () => {
  const strength = await import('@pusula/core/validation/password-strength.ts');
  strength.installPasswordJudge(await strength.loadPasswordJudge());
});
