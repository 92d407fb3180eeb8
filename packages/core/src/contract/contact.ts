// The API contract for the contact form and the console's inbox (spec §3, §5, §7; issue 9).
import { z } from 'zod';
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

/** GET /api/ContactMessages?pageNumber&pageSize → `{ data: ContactMessagePage }` (plus `mailEnabled`). */
export const contactMessagePageSchema = pagedSchema(contactMessageItemSchema).extend({
  /** False when SMTP_URL is unset: messages are only stored (the console says so). */
  mailEnabled: z.boolean(),
});
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;
