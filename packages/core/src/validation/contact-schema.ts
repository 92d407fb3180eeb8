import { z } from 'zod';
import { CALC_MESSAGES } from './message-keys.ts';

const { contact, common } = CALC_MESSAGES;

/** Address-like: something@something.tld without spaces (docs/content.md#contact-form asks no more). */
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, plus, hyphen, spaces and parentheses only. */
const PHONE_CHARS = /^[0-9+\-\s()]+$/;

/** Blank optional fields become undefined so they are not checked. */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/**
 * Contact form (docs/content.md#contact-form). Values are trimmed (the form sends them trimmed). full_name 3–100 characters;
 * email optional, ≤ 255 and address-like; phone_number 7–20 of digits + - space ( ); message optional,
 * 5–2000 characters.
 */
export const contactSchema = z.object(
  {
    full_name: z
      .string({ error: contact.fullName })
      .trim()
      .min(3, contact.fullName)
      .max(100, contact.fullName),
    email: z.preprocess(
      blankToUndefined,
      z
        .string({ error: contact.email })
        .trim()
        .max(255, contact.email)
        .regex(EMAIL_LIKE, contact.email)
        .optional(),
    ),
    phone_number: z
      .string({ error: contact.phone })
      .trim()
      .min(7, contact.phone)
      .max(20, contact.phone)
      .regex(PHONE_CHARS, contact.phone),
    message: z.preprocess(
      blankToUndefined,
      z
        .string({ error: contact.message })
        .trim()
        .min(5, contact.message)
        .max(2000, contact.message)
        .optional(),
    ),
  },
  { error: common.invalidInput },
);

export type ContactMessage = z.output<typeof contactSchema>;
