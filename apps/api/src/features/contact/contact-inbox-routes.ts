import { contactMessageItemSchema, contactMessagePageSchema } from '@pusula/core/contract/contact.ts';
import { pageOf } from '@pusula/core/contract/paged.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../plugins/authz.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { listMessages, setHandled, toItem } from './contact-repository.ts';

const EDITORS = authorize('Admin', 'Editor');
const tags = ['contact'];
const security = [{ bearer: [] }];
export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_SIZE_MAX = 100;
const INT32_MAX = 2_147_483_647;

/** A positive 32-bit integer written plainly ("12"; not "0x1", " 1 ", "1e0", "012"), or null. */
export function strictPositiveInt(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= INT32_MAX ? value : null;
}

const strictInt = (message: string, fallback?: number) =>
  z.string({ error: message }).transform((text, ctx) => {
    const value = text === '' && fallback !== undefined ? fallback : strictPositiveInt(text);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

const pageParam = (fallback: number) =>
  strictInt('contact:api.invalidPage', fallback)
    .optional()
    .transform((value) => value ?? fallback);

const messageId = z.object({ id: strictInt('contact:api.invalidId') });

/**
 * The console's inbox (Admin, Editor): GET /api/ContactMessages?pageNumber&pageSize, newest first,
 * 15 a page, at most 100; PUT /api/ContactMessages/:id/handled with an optional `{ handled }`.
 */
export const contactInboxRoutes: FastifyPluginAsyncZod<{ db: Db; mailEnabled: boolean }> = async (
  app,
  opts,
) => {
  app.get(
    '/ContactMessages',
    {
      onRequest: EDITORS,
      schema: {
        tags,
        security,
        querystring: z.object({
          pageNumber: pageParam(1),
          pageSize: pageParam(PAGE_SIZE_DEFAULT).transform((size) => Math.min(size, PAGE_SIZE_MAX)),
        }),
        response: { 200: z.object({ data: contactMessagePageSchema }) },
      },
    },
    async (request) => {
      const { pageNumber, pageSize } = request.query;
      const { totalCount, items } = await listMessages(opts.db, pageNumber, pageSize);
      return { data: { items, ...pageOf(totalCount, pageNumber, pageSize), mailEnabled: opts.mailEnabled } };
    },
  );

  app.put(
    '/ContactMessages/:id/handled',
    {
      onRequest: EDITORS,
      schema: {
        tags,
        security,
        params: messageId,
        body: z
          .object({ handled: z.boolean({ error: 'contact:api.invalidHandled' }).default(true) })
          .nullish(),
        response: { 200: z.object({ data: contactMessageItemSchema }) },
      },
    },
    async (request) => {
      const handled = request.body?.handled ?? true;
      const row = await setHandled(opts.db, request.params.id, handled, request.user.userName);
      if (!row) throw new HttpError(404, 'http.404', { errors: ['contact:api.notFound'] });
      return { data: toItem(row) };
    },
  );
};
