import fastifyMultipart from '@fastify/multipart';
import { contactAnswerSchema } from '@pusula/core/contract/contact.ts';
import { httpMessageKey } from '@pusula/core/i18n/http-messages.ts';
import { contactSchema } from '@pusula/core/validation/contact-schema.ts';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { addressGroup } from '../../lib/address-group.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requestLang, t } from '../../lib/request-lang.ts';
import {
  assertCleanText,
  BODY_LIMIT,
  isHoneypotHit,
  MULTIPART_LIMITS,
  parseUrlEncoded,
  readForm,
  refuseLargeBody,
  schemaInput,
} from './contact-body.ts';
import { insertWithinLimit } from './contact-repository.ts';

/** Parser errors of Fastify itself, as texts of this form. */
const PARSER_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'contact:api.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'contact:api.unreadable',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation.invalidJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'contact:api.unreadable',
};

/**
 * POST /api/send_mail_contact.php (docs/requirements/api.md#contact): the contact form, as multipart/form-data (or urlencoded,
 * or JSON). A filled honeypot gets `{ success: true }` and nothing else; a valid message is committed
 * (at most 5 per address in 10 minutes) before `{ success: true }`, then `onStored` wakes the outbox.
 * Every refusal is `{ success: false, error, message, errors? }` in the request's language.
 */
export const contactFormRoutes: FastifyPluginAsyncZod<{ db: Db; onStored: () => void }> = async (
  app,
  opts,
) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, parseUrlEncoded(String(body))),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) throw error; // the house handler logs it and answers 500
    const known = error instanceof HttpError ? error : null;
    const key = known?.messageKey ?? PARSER_ERRORS[error.code] ?? httpMessageKey(status);
    const errors = known?.errorKeys?.map((problem) => t(request, problem));
    const text = errors?.[0] ?? t(request, key);
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .send({ success: false, error: text, message: text, ...(errors ? { errors } : {}) });
  });

  app.post(
    '/send_mail_contact.php',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: refuseLargeBody,
      // Checked by assertCleanText with the shared rule, answered in the form's own error shape.
      config: { ownTextCheck: true },
      schema: {
        tags: ['contact'],
        summary: 'Contact form (multipart/form-data: full_name, email, phone_number, message)',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        response: { 200: contactAnswerSchema },
      },
    },
    async (request) => {
      const fields = await readForm(request);
      if (isHoneypotHit(fields)) return { success: true };
      assertCleanText(fields);
      const parsed = contactSchema.safeParse(schemaInput(fields));
      if (!parsed.success) {
        const problems = [...new Set(parsed.error.issues.map((issue) => issue.message))];
        throw new HttpError(400, 'http.400', { errors: problems });
      }
      const row = await insertWithinLimit(opts.db, {
        fullName: parsed.data.full_name,
        email: parsed.data.email,
        phoneNumber: parsed.data.phone_number,
        message: parsed.data.message,
        lang: requestLang(request),
        ip: addressGroup(request.ip), // an IPv6 client counts by its /64 (docs/security.md)
      });
      if (!row) throw new HttpError(429, 'http.429');
      opts.onStored();
      return { success: true };
    },
  );
};
