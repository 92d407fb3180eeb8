import { httpMessageKey } from '@pusula/core/i18n/http-messages.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isClientAbort, isDatabaseUnavailable } from '../db/unavailable.ts';
import { firstDistinct, HttpError } from '../lib/http-error.ts';
import { t } from '../lib/request-lang.ts';
import { clip } from '../lib/safe-error.ts';

export interface ErrorBody {
  message: string;
  errors?: string[];
}

/** A problem text: a known message key is translated; a zod default message becomes "field: invalid". */
function problemText(request: FastifyRequest, message: string, path: string): string {
  const translated = t(request, message);
  if (translated !== message) return translated;
  const field = path.replace(/^\//, '').replaceAll('/', '.') || '-';
  return t(request, 'validation.field', { field, message: t(request, 'validation.invalidType') });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers failures in the contact form's legacy shape (docs/requirements/api.md#contact):
     * `{ success: false, error, message, errors? }`, `error` and `message` both the first problem.
     * `parserErrors` gives Fastify's body-parser error codes the form's own message keys.
     */
    legacyErrorAnswer?: { parserErrors: Record<string, string> };
  }
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  const legacy = reply.request.routeOptions.config?.legacyErrorAnswer;
  if (!legacy) return reply.status(status).type('application/json; charset=utf-8').send(body);
  const text = body.errors?.[0] ?? body.message;
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, error: text, message: text, ...(body.errors ? { errors: body.errors } : {}) });
}

/** A parser error the route gives its own message key (`legacyErrorAnswer.parserErrors`), as an HttpError. */
function routeParserError(request: FastifyRequest, error: FastifyError): HttpError | null {
  const key = request.routeOptions.config?.legacyErrorAnswer?.parserErrors[error.code];
  if (!key || error instanceof HttpError) return null;
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return new HttpError(status, key);
}

/**
 * The one error handler: every failure leaves as `{ message, errors? }` in the request's language,
 * with the spec's status codes, and never with a stack trace; a route with `legacyErrorAnswer` (the
 * contact form) gets the same answer in its documented legacy shape.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = routeParserError(request, thrown) ?? thrown;
    if (error instanceof HttpError) {
      const errors = error.errorKeys?.map((key) => t(request, key, error.params));
      return send(reply, error.statusCode, {
        message: t(request, error.messageKey, error.params),
        ...(errors ? { errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = firstDistinct(error.validation, (issue) =>
        problemText(request, issue.message ?? '', issue.instancePath),
      );
      return send(reply, 400, { message: t(request, httpMessageKey(400)), errors });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 400, {
        message: t(request, httpMessageKey(400)),
        errors: [t(request, 'validation.invalidJson')],
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const text = t(request, 'bounds.bodyTooLarge');
      return send(reply, 413, { message: text, errors: [text] });
    }
    // A client that hung up mid-request is not an outage: one info line, no error path.
    if (isClientAbort(request.raw, error)) {
      request.log.info({ code: error.code }, 'client closed the request');
      return send(reply, 400, { message: t(request, httpMessageKey(400)) });
    }
    if (isDatabaseUnavailable(error)) {
      // The `err` serializer (lib/safe-error.ts) writes the class and code only, never the query.
      request.log.error({ err: error, route: request.routeOptions.url }, 'database unavailable');
      return send(reply, 503, { message: t(request, httpMessageKey(503)) });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
    } else {
      request.log.info({ code: error.code, status }, clip(error.message));
    }
    return send(reply, status, { message: t(request, httpMessageKey(status)) });
  });
}

/**
 * Fastify's own request errors (a path that is not valid percent-encoding, a path parameter over
 * the router's length limit) in the same shape, without echoing the input (`frameworkErrors`).
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'validation.pathTooLong'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'validation.badUrl'
        : undefined;
  if (!problem) request.log.info({ code: error.code }, 'framework error');
  return send(reply, 400, {
    message: t(request, httpMessageKey(400)),
    ...(problem ? { errors: [t(request, problem)] } : {}),
  });
}

/** Unknown `/api` paths answer 404 in the error shape. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, { message: t(request, httpMessageKey(404)) });
}
