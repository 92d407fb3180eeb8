/**
 * Password strength (docs/security.md "Passwords"): the zxcvbn estimate (`@zxcvbn-ts/core` with the
 * common-password, name and word lists of `@zxcvbn-ts/language-common` and `-en`) must reach
 * PASSWORD_MIN_SCORE, i.e. about 10^8 guesses or more: `password123`, `iloveyou12`, `qwertyuiop`
 * and keyboard walks are refused, a few unrelated words pass.
 *
 * The lists weigh about 1 MB, so they are not part of the schemas: `loadPasswordJudge()` imports
 * them (once). The pages load it where a password is typed (registration, change of password, the
 * user form; never in a public page's first load) and install it, so the schemas' `passwordProblems`
 * applies it; until then the other rules still apply. The server loads it once at start and passes
 * it to `passwordProblems` itself, after the request's limits (docs/security.md "Passwords").
 *
 * Only the first JUDGED_LENGTH characters are judged, with at most 4 l33t substitutions: zxcvbn's
 * work grows fast with the length (a crafted 128-character password took 300-600 ms), this keeps
 * one estimate near 10 ms, and a password whose first 32 characters are weak is weak.
 */
export const PASSWORD_MIN_SCORE = 3;

/** The zxcvbn score (0-4) of a password; `userInputs` (user name, e-mail) count as known words. */
export type PasswordJudge = (password: string, userInputs: string[]) => number;

const JUDGED_LENGTH = 32;

let installed: PasswordJudge | undefined;
let loading: Promise<PasswordJudge> | undefined;

export function installedPasswordJudge(): PasswordJudge | undefined {
  return installed;
}

/** Installs a judge by hand (the loaded one normally; tests may pass their own). */
export function installPasswordJudge(judge: PasswordJudge | undefined): void {
  installed = judge;
}

/** Loads the estimator and its lists once; later calls return the same judge (not installed). */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([{ ZxcvbnFactory }, common, en]) => {
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: JUDGED_LENGTH,
      l33tMaxSubstitutions: 4,
    });
    const judge: PasswordJudge = (password, userInputs) => zxcvbn.check(password, userInputs).score;
    return judge;
  });
  return loading;
}
