// The API contract for the contact form and the console's inbox (docs/requirements/api.md#contact, docs/content.md#contact-form).
import { z } from 'zod';
import { idParams, strictPositiveInt } from './ids.ts';
import { pagedSchema } from './paged.ts';

/** POST /api/send_mail_contact.php → `{ success: true }` or `{ success: false, error }`. */
export const contactAnswerSchema = z.object({ success: z.boolean(), error: z.string().optional() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const contactMessageItemSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  handled: z.boolean(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;

export const INBOX_PAGE_SIZE_DEFAULT = 15;
export const INBOX_PAGE_SIZE_MAX = 100;

const strictInt = (message: string, fallback?: number) =>
  z.string({ error: message }).transform((text, ctx) => {
    const value = text === '' && fallback !== undefined ? fallback : strictPositiveInt(text);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

const pageParam = (fallback: number) =>
  strictInt('contact:api.invalidPage', fallback)
    .optional()
    .transform((value) => value ?? fallback);

/** GET /api/ContactMessages query: 15 a page by default, larger pages capped at 100. */
export const contactInboxQuerySchema = z.object({
  pageNumber: pageParam(1),
  pageSize: pageParam(INBOX_PAGE_SIZE_DEFAULT).transform((size) => Math.min(size, INBOX_PAGE_SIZE_MAX)),
});

export const contactMessageIdSchema = idParams('contact:api.invalidId');

/** PUT /api/ContactMessages/{id}/handled body: `{ handled }`, true when left out (or no body at all). */
export const contactHandledBodySchema = z
  .object({ handled: z.boolean({ error: 'contact:api.invalidHandled' }).default(true) })
  .nullish();

export const contactMessageAnswerSchema = z.object({ data: contactMessageItemSchema });

/** GET /api/ContactMessages?pageNumber&pageSize → `{ data: ContactMessagePage }` (plus `mailEnabled`). */
export const contactMessagePageSchema = pagedSchema(contactMessageItemSchema).extend({
  /** False when SMTP_URL is unset: messages are only stored (the console says so). */
  mailEnabled: z.boolean(),
});
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;
export const contactMessagePageAnswerSchema = z.object({ data: contactMessagePageSchema });
