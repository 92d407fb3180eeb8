import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

const KB = 1024;
/** Routes that name no limit of their own (and bodies sent where none is expected, e.g. DELETE). */
export const DEFAULT_BODY_LIMIT = 16 * KB;

const ACCOUNT = 4 * KB; // user name ≤ 50, e-mail ≤ 255, passwords ≤ 128 characters, even all \u-escaped
const SEARCH = 4 * KB; // a few numbers and a search text
const NONE = 1 * KB; // a route that takes no body or a flag

/**
 * The largest body each route accepts, in bytes (docs/security.md "Bounded work per request" has the
 * same table with the reasons). Fastify refuses a longer body with 413 before parsing it: by its
 * declared length at once, or while it arrives when it is chunked. Every route with a body is listed
 * (a test checks `unlistedBodyRoutes`); one that is not keeps DEFAULT_BODY_LIMIT.
 */
export const BODY_LIMITS: Record<string, number> = {
  'POST /api/Auth/login': ACCOUNT,
  'POST /api/Auth/register': ACCOUNT,
  'POST /api/Auth/change-password': ACCOUNT,
  'POST /api/Users': ACCOUNT,
  'PUT /api/Users': ACCOUNT,
  'PUT /api/Users/settings': ACCOUNT,
  'DELETE /api/Users/:id': NONE,
  'POST /api/banks/search/ihtiyac': SEARCH,
  'POST /api/banks/search/tasit': SEARCH,
  'POST /api/banks/search/konut': SEARCH,
  'POST /api/banks/search/esnaf': SEARCH,
  'POST /api/mevduat/search/all': SEARCH,
  'POST /api/Tefas/paginated': SEARCH,
  'POST /api/Tefas/sorted': SEARCH,
  'POST /api/Tefas/search': SEARCH,
  'POST /api/Befas/paginated': SEARCH,
  'POST /api/Befas/sorted': SEARCH,
  'POST /api/Befas/search': SEARCH,
  'PUT /api/ContactMessages/:id/handled': NONE,
  'POST /api/offers/loans': 4 * KB,
  'PUT /api/offers/loans/:id': 4 * KB,
  'DELETE /api/offers/loans/:id': NONE,
  'POST /api/offers/deposits': 4 * KB,
  'PUT /api/offers/deposits/:id': 4 * KB,
  'DELETE /api/offers/deposits/:id': NONE,
  // Three languages × (title 120 + description 600 characters), at most 3 bytes each, plus the rest.
  'POST /api/campaigns/admin': 16 * KB,
  'PUT /api/campaigns/admin/:id': 16 * KB,
  // At most 500 ids of up to 10 digits.
  'PUT /api/campaigns/admin/order': 8 * KB,
  // Three languages × (HTML content 50,000 + the other texts 4,180 characters), at most 3 bytes each.
  'PUT /api/guides/admin/:slug': 512 * KB,
  // One index value of the console's CPI editor; a removal takes no body.
  'PUT /api/cpi/:base/:month': 1 * KB,
  'DELETE /api/cpi/:base/:month': NONE,
  // The form's own limit (contact-body.ts BODY_LIMIT): four fields of at most 4 KB each.
  'POST /api/send_mail_contact.php': 16 * KB,
  // An alert: e-mail, kind, threshold, language; room for a long address to be refused with 400.
  'POST /api/alerts': 16 * KB,
  // A 43-character token (in the body, or the query with the one-click form body).
  'POST /api/alerts/confirm': NONE,
  'POST /api/alerts/unsubscribe': NONE,
  'POST /api/alerts/manage': NONE,
  'POST /api/alerts/manage/unsubscribe': NONE,
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes of an app that take a body but are missing from BODY_LIMITS (a test keeps this empty). */
const unlisted = new WeakMap<FastifyInstance, string[]>();

export function unlistedBodyRoutes(app: FastifyInstance): string[] {
  return unlisted.get(app) ?? [];
}

function applyBodyLimit(app: FastifyInstance, route: RouteOptions) {
  const methods = [route.method].flat().filter((method) => BODY_METHODS.has(method));
  for (const method of methods) {
    const key = `${method} ${route.url}`;
    const limit = BODY_LIMITS[key];
    if (limit === undefined) {
      // Kept at the route's own limit or DEFAULT_BODY_LIMIT.
      unlisted.set(app, [...unlistedBodyRoutes(app), key]);
      continue;
    }
    if (route.bodyLimit !== undefined && route.bodyLimit !== limit)
      throw new Error(`${key} sets bodyLimit ${route.bodyLimit}, BODY_LIMITS says ${limit}`);
    route.bodyLimit = limit;
  }
}

/** Browsers never compress a request body; a compressed one only multiplies the work (a zip bomb). */
function refuseEncodedBody(request: FastifyRequest) {
  const encoding = request.headers['content-encoding'];
  const named = encoding?.trim().toLowerCase();
  if (!named || named === 'identity') return;
  throw new HttpError(415, 'bounds.compressedBody', { errors: ['bounds.compressedBody'] });
}

/**
 * Before any body is read: a Content-Encoding other than identity is 415, and each route gets its
 * body limit from BODY_LIMITS. Registered before every route.
 */
export function registerRequestBounds(app: FastifyInstance) {
  app.addHook('onRoute', (route) => applyBodyLimit(app, route));
  app.addHook('onRequest', (request, _reply, done) => {
    refuseEncodedBody(request);
    done();
  });
}
