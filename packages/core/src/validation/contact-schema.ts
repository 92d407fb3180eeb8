import { z } from 'zod';
import { EMAIL_MAX, isPlainEmail } from './email.ts';
import { CALC_MESSAGES } from './message-keys.ts';

const { contact, common } = CALC_MESSAGES;

/** Digits, plus, hyphen, spaces and parentheses only (one character class: linear). */
const PHONE_CHARS = /^[0-9+\-\s()]+$/;

/** Any run of spaces, tabs or line breaks as one space: a name or phone never starts a new line of the mail. */
export function foldSpaces(value: string): string {
  return value.replace(/\s+/g, ' ');
}

/** Blank optional fields become undefined so they are not checked. */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/**
 * Contact form (docs/content.md#contact-form). Values are trimmed (the form sends them trimmed). full_name 3–100 characters,
 * spaces and line breaks folded to one space (so is the phone); email optional, ≤ 255 and a plain
 * address (`isPlainEmail`); every length is checked first and stops the field's other checks; phone_number 7–20 of digits + - space ( ); message optional,
 * 5–2000 characters.
 */
export const contactSchema = z.object(
  {
    full_name: z
      .string({ error: contact.fullName })
      .trim()
      .max(100, { message: contact.fullName, abort: true })
      .overwrite(foldSpaces)
      .min(3, contact.fullName),
    email: z.preprocess(
      blankToUndefined,
      z
        .string({ error: contact.email })
        .trim()
        .max(EMAIL_MAX, { message: contact.email, abort: true })
        .refine(isPlainEmail, contact.email)
        .optional(),
    ),
    phone_number: z
      .string({ error: contact.phone })
      .trim()
      .max(20, { message: contact.phone, abort: true })
      .overwrite(foldSpaces)
      .min(7, contact.phone)
      .regex(PHONE_CHARS, contact.phone),
    message: z.preprocess(
      blankToUndefined,
      z
        .string({ error: contact.message })
        .trim()
        .max(2000, { message: contact.message, abort: true })
        .min(5, contact.message)
        .optional(),
    ),
  },
  { error: common.invalidInput },
);

export type ContactMessage = z.output<typeof contactSchema>;
