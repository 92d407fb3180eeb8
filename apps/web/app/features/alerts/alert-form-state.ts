import type { AlertKind } from '@pusula/core/alerts/alert-kinds.ts';

/** The alert form's fields, in form order. */
export const ALERT_FIELDS = ['email', 'kind', 'threshold'] as const;
export type AlertField = (typeof ALERT_FIELDS)[number];
export interface AlertValues {
  email: string;
  kind: AlertKind;
  /** As typed, in the page language's number format. */
  threshold: string;
}
/** Per field, the message key of its first problem. */
export type AlertErrors = Partial<Record<AlertField, string>>;

/** idle → sending → sent ("check your mail", form cleared) or error (the server's text or the default). */
export interface AlertFormState {
  values: AlertValues;
  errors: AlertErrors;
  status: 'idle' | 'sending' | 'sent' | 'error';
  serverError: string | null;
}

export const initialAlertState: AlertFormState = {
  values: { email: '', kind: 'usd-above', threshold: '' },
  errors: {},
  status: 'idle',
  serverError: null,
};

export type AlertAction =
  | { type: 'changed'; field: AlertField; value: string }
  | { type: 'invalid'; errors: AlertErrors }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'failed'; error: string | null };

export function alertReducer(state: AlertFormState, action: AlertAction): AlertFormState {
  switch (action.type) {
    case 'changed': {
      const { [action.field]: _fixed, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'invalid':
      return { ...state, errors: action.errors, status: 'idle', serverError: null };
    case 'sending':
      return { ...state, errors: {}, status: 'sending', serverError: null };
    case 'sent':
      return { ...initialAlertState, status: 'sent' };
    case 'failed':
      return { ...state, status: 'error', serverError: action.error };
  }
}

/** The first problem of a refused answer (`{ message, errors }`), if it has one. */
export function serverErrorOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { errors, message } = data as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors) && typeof errors[0] === 'string') return errors[0];
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
