/** The contact form's fields, in form order (the wire names of docs/requirements/api.md#contact). */
export const CONTACT_FIELDS = ['full_name', 'email', 'phone_number', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_VALUES: ContactValues = { full_name: '', email: '', phone_number: '', message: '' };

/** The form's values: the fields plus the honeypot (`website`): people never see it, so only bots fill it. */
export type ContactFormValues = ContactValues & { website: string };

export const EMPTY_FORM: ContactFormValues = { ...EMPTY_VALUES, website: '' };

/** The multipart body of POST /api/send_mail_contact.php: every value trimmed, plus the honeypot. */
export function contactFormData(values: ContactValues, website: string): FormData {
  const body = new FormData();
  for (const field of CONTACT_FIELDS) body.append(field, values[field].trim());
  body.append('website', website);
  return body;
}

/** The error text a failed answer carries (`{ success: false, error }`), if any. */
export function serverErrorOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'error' in data) {
    const { error } = data as { error: unknown };
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return null;
}
