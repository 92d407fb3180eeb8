/**
 * The alerts' kinds, limits and message keys without zod (docs/decisions/0018-alerts.md): pages and the
 * API's figures import these; the schemas that use zod are in validation/alert-schema.ts and load with
 * the form's first use, so zod stays out of the shared chunk (apps/web/vite.config.ts).
 */
/** The three alerts a visitor can subscribe to (docs/requirements/market-and-funds.md#alerts). */
export const ALERT_KINDS = ['usd-above', 'gold-gram-below', 'deposit32-above'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** At most this many alerts that are not unsubscribed per e-mail address. */
export const MAX_ALERTS_PER_ADDRESS = 10;

/** Largest threshold per kind (TL for a dollar, TL for a gram of gold, percent a year). */
export const THRESHOLD_MAX: Record<AlertKind, number> = {
  'usd-above': 1_000_000,
  'gold-gram-below': 10_000_000,
  'deposit32-above': 1_000,
};

export const ALERT_MESSAGES = {
  email: 'alerts:errors.email',
  kind: 'alerts:errors.kind',
  threshold: 'alerts:errors.threshold',
  token: 'alerts:errors.token',
  invalid: 'alerts:errors.invalid',
} as const;

/** A mailed token: 32 random bytes in base64url (43 characters). */
export const ALERT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
