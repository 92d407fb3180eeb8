import { z } from 'zod';

/** Ids are PostgreSQL `serial` values: positive 32-bit integers. */
export const INT32_MAX = 2_147_483_647;
/** The shared message when an id is not one (texts in i18n/locales/{tr,en,ar}/common.json). */
export const INVALID_ID = 'common:validation.invalidId';

/** A positive 32-bit integer written plainly ("12"; not "0x1", " 1 ", "1e0", "012", "-1"), or null. */
export function strictPositiveInt(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= INT32_MAX ? value : null;
}

/**
 * An id in a path (docs/security.md "Input"): a plain positive 32-bit decimal, else 400 with `message`;
 * a well-formed id that does not exist is the route's 404. Gives the number.
 */
export const idParam = (message = INVALID_ID) =>
  z.string({ error: message }).transform((text, ctx) => {
    const value = strictPositiveInt(text);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

/** An id in a JSON body: a JSON number that is a positive 32-bit integer (not "1", true or [1]). */
export const idField = (message = INVALID_ID) =>
  z.number({ error: message }).int(message).min(1, message).max(INT32_MAX, message);

/** `{ id }` path parameters. */
export const idParams = (message = INVALID_ID) => z.object({ id: idParam(message) });
