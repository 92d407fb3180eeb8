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

/** The empty form (and the form again once sent: "check your mail"). */
export const EMPTY_ALERT: AlertValues = { email: '', kind: 'usd-above', threshold: '' };

/** The first problem of a refused answer (`{ message, errors }`), if it has one. */
export function serverErrorOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { errors, message } = data as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors) && typeof errors[0] === 'string') return errors[0];
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
