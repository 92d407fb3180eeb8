// The API contract for the system log (docs/requirements/api.md#endpoints, docs/requirements/accounts-and-admin.md#system-logs): GET /api/Logs (Admin).
import { z } from 'zod';
import { pagedSchema } from './paged.ts';

export const LOG_LEVELS = ['info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const LOG_PAGE_SIZE_MAX = 100;
const page = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'admin:logs.invalidPage' })
      .int('admin:logs.invalidPage')
      .min(1, 'admin:logs.invalidPage')
      .default(fallback),
  );

/** GET /api/Logs?pageNumber&pageSize&level&search: 15 a page, at most 100; '' or 'all' = every level. */
export const logQuerySchema = z.object({
  pageNumber: page(1),
  pageSize: page(15).transform((size) => Math.min(size, LOG_PAGE_SIZE_MAX)),
  level: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(LOG_LEVELS, { error: 'admin:logs.invalidLevel' }).optional(),
  ),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((text) => text || undefined),
});

export const logEntrySchema = z.object({
  id: z.number(),
  /** One of LOG_LEVELS (stored as text). */
  level: z.string(),
  /** What happened (the console translates it): sign-ins, registrations, changes, server errors. */
  event: z.string(),
  message: z.string(),
  userName: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  statusCode: z.number().nullable(),
  durationMs: z.number().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

const { items, ...paging } = pagedSchema(logEntrySchema).shape;

/** GET /api/Logs answer: the spec names the list `logs` rather than `items` (paging fields shared). */
export const logPageSchema = z.object({ logs: items, ...paging });
export type LogPage = z.infer<typeof logPageSchema>;
