import type { FastifyInstance } from 'fastify';

/** Everything that is not a page (JSON, files): nothing may run or frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

/** The @fastify/helmet options these headers stand for (security-headers.test.ts checks them). */
export const HELMET_OPTIONS = {
  global: true,
  contentSecurityPolicy: false,
  hsts: false,
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const;

/**
 * What @fastify/helmet writes for HELMET_OPTIONS, written out once: helmet runs eleven middlewares and
 * an async hook per request to set the same ten constants (a twelfth of a search's CPU, decision 0011).
 * The test compares this table with helmet's own answer, so a helmet upgrade that adds a header fails it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Headers that act only on a document (framing, CSP, referrer, opener, XSS filter, download and DNS
 * hints) or only help revalidation, which a year-long immutable file never needs. A hashed build file
 * (script, style sheet, font) keeps nosniff and its cross-origin resource policy: every page loads ten or
 * more of them, and over HTTP/1.1 these ~0.5 KB of headers per file were about 5 % of a page's
 * JavaScript bytes (docs/decisions/0011-per-request-work.md, docs/security.md "Browser headers").
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'last-modified',
  'etag',
  'accept-ranges',
];

/**
 * A hashed build file answered successfully (`/assets/…`, served with `immutable` by web-render.ts).
 * Never a document: an HTML answer keeps every document header whatever its URL says (a path such
 * as `/assets/../kampanyalar` names a page, docs/security.md "Page rendering and caching").
 */
function isBuiltFile(url: string, status: number, type: unknown): boolean {
  return status === 200 && url.startsWith('/assets/') && !String(type ?? '').startsWith('text/html');
}

/**
 * Browser security headers on every answer (docs/security.md "Browser headers"): nosniff, a referrer
 * policy, no framing, cross-origin isolation of resources, set where helmet set them (on request, so a
 * route may still override one). Pages bring their own Content-Security-Policy with the hashes of their
 * inline scripts (lib/page-csp.ts); other answers get NON_PAGE_CSP, except the OpenAPI viewer, which
 * needs its own inline code. HSTS only over HTTPS (browsers ignore it over plain HTTP, and a local
 * `npm start` must not pin localhost to HTTPS). Synchronous hooks: no promise per request.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isBuiltFile(request.url, reply.statusCode, reply.getHeader('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      done(null, payload);
      return;
    }
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs'))
      reply.header('content-security-policy', NON_PAGE_CSP);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
