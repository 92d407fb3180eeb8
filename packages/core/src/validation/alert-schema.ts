import { z } from 'zod';
import { ALERT_KINDS, ALERT_MESSAGES, ALERT_TOKEN, THRESHOLD_MAX } from '../alerts/alert-kinds.ts';
import { LANGS } from '../i18n/languages.ts';
import { EMAIL_MAX, isPlainEmail } from './email.ts';

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
