/** Per field, the message key of its first problem (or, once translated for display, the text). */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * A sent form's life (the contact form: docs/requirements/site-and-pages.md#contact-page; the alert
 * form: docs/decisions/0018-alerts.md): idle → sending → sent (form cleared) or error (the server's
 * text or the form's default failure text).
 */
export type FormStatus = 'idle' | 'sending' | 'sent' | 'error';

export interface FormState<Values> {
  values: Values;
  errors: FormErrors<Values>;
  status: FormStatus;
  /** The server's error text; null means the form's default failure text. */
  serverError: string | null;
}

export function initialFormState<Values>(values: Values): FormState<Values> {
  return { values, errors: {}, status: 'idle', serverError: null };
}

export type FormAction<Values> =
  | { type: 'changed'; field: keyof Values; value: string }
  | { type: 'invalid'; errors: FormErrors<Values> }
  | { type: 'sending' }
  /** Accepted: the form starts again from `cleared` (its empty values). */
  | { type: 'sent'; cleared: Values }
  | { type: 'failed'; error: string | null };

export function formReducer<Values>(state: FormState<Values>, action: FormAction<Values>): FormState<Values> {
  switch (action.type) {
    case 'changed': {
      const { [action.field]: _fixed, ...errors } = state.errors;
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: errors as FormErrors<Values>,
      };
    }
    case 'invalid':
      return { ...state, errors: action.errors, status: 'idle', serverError: null };
    case 'sending':
      // Pending clears the previous error (docs/requirements/site-and-pages.md#contact-page).
      return { ...state, errors: {}, status: 'sending', serverError: null };
    case 'sent':
      return { ...initialFormState(action.cleared), status: 'sent' };
    case 'failed':
      return { ...state, status: 'error', serverError: action.error };
  }
}
