/** The contact form's fields, in form order (the wire names of docs/requirements/api.md#contact). */
export const CONTACT_FIELDS = ['full_name', 'email', 'phone_number', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** Per field, the message key of its first problem (or, once translated for display, the text). */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** docs/requirements/site-and-pages.md#contact-page: idle → sending → success (form cleared) or error (the server's text or the default). */
export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';

export interface ContactFormState {
  values: ContactValues;
  /** The honeypot field (`website`): people never see it, so only bots fill it. */
  website: string;
  errors: ContactErrors;
  status: ContactStatus;
  /** The server's error text; null means the default failure text. */
  serverError: string | null;
}

export const EMPTY_VALUES: ContactValues = { full_name: '', email: '', phone_number: '', message: '' };

export const initialContactState: ContactFormState = {
  values: EMPTY_VALUES,
  website: '',
  errors: {},
  status: 'idle',
  serverError: null,
};

export type ContactAction =
  | { type: 'changed'; field: ContactField; value: string }
  | { type: 'honeypot'; value: string }
  | { type: 'invalid'; errors: ContactErrors }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'failed'; error: string | null };

export function contactReducer(state: ContactFormState, action: ContactAction): ContactFormState {
  switch (action.type) {
    case 'changed': {
      const { [action.field]: _fixed, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'honeypot':
      return { ...state, website: action.value };
    case 'invalid':
      return { ...state, errors: action.errors, status: 'idle', serverError: null };
    case 'sending':
      // Pending clears the previous error (docs/requirements/site-and-pages.md#contact-page).
      return { ...state, errors: {}, status: 'sending', serverError: null };
    case 'sent':
      return { ...initialContactState, status: 'success' };
    case 'failed':
      return { ...state, status: 'error', serverError: action.error };
  }
}

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
