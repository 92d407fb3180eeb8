import { CONSOLE_ROLES } from '@pusula/core/auth/roles.ts';
import {
  contactHandledBodySchema,
  contactInboxQuerySchema,
  contactMessageAnswerSchema,
  contactMessageIdSchema,
  contactMessagePageAnswerSchema,
} from '@pusula/core/contract/contact.ts';
import { pageOf } from '@pusula/core/contract/paged.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { authorize } from '../../plugins/authz.ts';
import { listMessages, setHandled, toItem } from './contact-repository.ts';

const EDITORS = authorize(...CONSOLE_ROLES);
const tags = ['contact'];
const security = [{ bearer: [] }];
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
        querystring: contactInboxQuerySchema,
        response: { 200: contactMessagePageAnswerSchema },
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
        params: contactMessageIdSchema,
        body: contactHandledBodySchema,
        response: { 200: contactMessageAnswerSchema },
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
