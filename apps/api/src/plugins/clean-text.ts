import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstDistinct, HttpError } from '../lib/http-error.ts';
import { t } from '../lib/request-lang.ts';

// C0 controls other than tab, line feed and carriage return, and DEL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text can be stored and shown: no NUL or other control character, no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * Whether every string and key in a value is clean text, without building anything: the common case
 * (nothing wrong) costs one walk, and uncleanFields names the fields only when this says no.
 */
export function isAllClean(value: unknown): boolean {
  if (typeof value === 'string') return isCleanText(value);
  if (value === null || typeof value !== 'object') return true;
  // An explicit stack, not recursion (see uncleanFields).
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop() as Record<string, unknown>;
    // for-in with hasOwn: the own enumerable string keys, as Object.entries in uncleanFields.
    for (const key in current) {
      if (!Object.hasOwn(current, key)) continue;
      if (!isCleanText(key)) return false;
      const item = current[key];
      if (typeof item === 'string') {
        if (!isCleanText(item)) return false;
      } else if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return true;
}

/**
 * The dotted paths (`texts.en.title`) of every string, key included, that is not clean text.
 * PostgreSQL refuses NUL in text columns; a lone surrogate cannot be encoded as UTF-8 at all.
 */
export function uncleanFields(value: unknown, path = ''): string[] {
  // An explicit stack, not recursion: a JSON body nested thousands deep must be a 4xx, not a stack overflow.
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [current, at] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isCleanText(current)) found.push(at || '-');
    } else if (current !== null && typeof current === 'object') {
      const inner: [unknown, string][] = [];
      for (const [key, item] of Object.entries(current)) {
        if (isCleanText(key)) inner.push([item, at ? `${at}.${key}` : key]);
        else found.push(at || '-');
      }
      stack.push(...inner.reverse());
    }
  }
  return found;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks its texts itself (the contact form, to answer in its legacy error shape). */
    ownTextCheck?: boolean;
  }
}

function refuseUnclean(request: FastifyRequest, skip?: (request: FastifyRequest) => boolean) {
  if (request.routeOptions.config.ownTextCheck || skip?.(request)) return;
  if (isAllClean(request.params) && isAllClean(request.query) && isAllClean(request.body)) return;
  const fields = [
    // A wildcard route's rest of the path is named `path` rather than Fastify's `*`.
    ...uncleanFields(request.params).map((field) => (field === '*' ? 'path' : field)),
    ...uncleanFields(request.query),
    ...uncleanFields(request.body),
  ];
  if (fields.length === 0) return;
  throw new HttpError(400, 'http.400', {
    errors: firstDistinct(fields, (field) => field).map((field) =>
      t(request, 'validation.invalidText', { field }),
    ),
  });
}

/**
 * One rule for every route (docs/security.md "Input"): a NUL byte, another control character or an
 * unpaired surrogate in any path parameter, query value or body string is a 400 naming the field,
 * before validation, so it never reaches the database or the system log.
 */
export function registerCleanText(
  app: FastifyInstance,
  /** Requests that check themselves (page requests: the site's own 400 page, web-render.ts). */
  skip?: (request: FastifyRequest) => boolean,
) {
  // Synchronous (no promise per request); a throw becomes the error answer as an async rejection did.
  app.addHook('preValidation', (request, _reply, done) => {
    refuseUnclean(request, skip);
    done();
  });
}
