import fastifyMultipart from '@fastify/multipart';
import { contactAnswerSchema } from '@pusula/core/contract/contact.ts';
import { contactSchema } from '@pusula/core/validation/contact-schema.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { addressGroup } from '../../lib/address-group.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requestLang } from '../../lib/request-lang.ts';
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

/** Parser errors of Fastify itself, as texts of this form (the error handler's `parserErrors`). */
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
 * Every refusal is `{ success: false, error, message, errors? }` in the request's language, answered
 * by the one error handler (plugins/errors.ts, route config `legacyErrorAnswer`).
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

  app.post(
    '/send_mail_contact.php',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: refuseLargeBody,
      // Texts are checked by assertCleanText with the shared rule; every failure is answered by the
      // one error handler (plugins/errors.ts) in the form's legacy shape.
      config: { ownTextCheck: true, legacyErrorAnswer: { parserErrors: PARSER_ERRORS } },
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
