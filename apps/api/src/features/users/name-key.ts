import { remove as withoutConfusables } from 'confusables';

/**
 * The look-alike key of a user name (docs/security.md "Accounts"): NFKC first (full-width `ａｄｍｉｎ`
 * becomes `admin`), then every character that looks like a Latin letter replaced by it (`аdmin` with
 * a Cyrillic а, `ѕ`, accented forms) by the `confusables` package, then lower case. Two names with
 * the same key cannot both exist, so nobody can pass for someone else by a look-alike name.
 */
export function nameKey(userName: string): string {
  return withoutConfusables(userName.trim().normalize('NFKC')).toLocaleLowerCase('en');
}
