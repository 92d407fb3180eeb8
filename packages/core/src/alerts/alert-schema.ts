import { z } from 'zod';
import { LANGS } from '../i18n/languages.ts';
import { EMAIL_MAX, isPlainEmail } from '../validation/email.ts';

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

/** At most 4 decimals (kuruş of a rate, hundredths of a percent and finer are refused, not rounded). */
const hasFewDecimals = (value: number) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6;

/**
 * POST /api/alerts: e-mail (trimmed, lower-cased, plain address ≤ 255), kind, threshold (> 0, at most
 * the kind's maximum, ≤ 4 decimals), the mails' language (tr, en or ar).
 */
export const alertSubscribeSchema = z
  .object(
    {
      email: z
        .string({ error: ALERT_MESSAGES.email })
        .trim()
        .max(EMAIL_MAX, { message: ALERT_MESSAGES.email, abort: true })
        .toLowerCase()
        .refine(isPlainEmail, ALERT_MESSAGES.email),
      kind: z.enum(ALERT_KINDS, { error: ALERT_MESSAGES.kind }),
      threshold: z
        .number({ error: ALERT_MESSAGES.threshold })
        .positive(ALERT_MESSAGES.threshold)
        .max(10_000_000, ALERT_MESSAGES.threshold)
        .refine(hasFewDecimals, ALERT_MESSAGES.threshold),
      lang: z.enum(LANGS, { error: ALERT_MESSAGES.invalid }).default('tr'),
    },
    { error: ALERT_MESSAGES.invalid },
  )
  .refine((value) => value.threshold <= THRESHOLD_MAX[value.kind], {
    message: ALERT_MESSAGES.threshold,
    path: ['threshold'],
  });

export type AlertSubscribe = z.output<typeof alertSubscribeSchema>;

/** A mailed token: 32 random bytes in base64url (43 characters). */
export const ALERT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const alertTokenSchema = z.object(
  { token: z.string({ error: ALERT_MESSAGES.token }).regex(ALERT_TOKEN, ALERT_MESSAGES.token) },
  { error: ALERT_MESSAGES.token },
);

/** The neutral answer of a subscription (the same whether or not the address is known). */
export const alertAcceptedSchema = z.object({ status: z.literal('check-your-mail') });
export const alertStateSchema = z.object({
  status: z.enum(['active', 'unsubscribed']),
  kind: z.enum(ALERT_KINDS),
  threshold: z.number(),
});
export type AlertState = z.output<typeof alertStateSchema>;

/** The manage view (the mailed manage link): the address's alerts that are not unsubscribed. */
export const alertManageUnsubscribeSchema = z.object(
  {
    token: z.string({ error: ALERT_MESSAGES.token }).regex(ALERT_TOKEN, ALERT_MESSAGES.token),
    id: z.uuid({ error: ALERT_MESSAGES.invalid }),
  },
  { error: ALERT_MESSAGES.invalid },
);
export const alertListSchema = z.object({
  alerts: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(ALERT_KINDS),
      threshold: z.number(),
      status: z.enum(['pending', 'active']),
    }),
  ),
});
export type AlertList = z.output<typeof alertListSchema>;
