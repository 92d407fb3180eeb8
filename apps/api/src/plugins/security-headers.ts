import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Everything that is not a page (JSON, files): nothing may run or frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Browser security headers on every answer (docs/security.md "Browser headers"), with @fastify/helmet:
 * nosniff, a referrer policy, no framing, cross-origin isolation of resources. Pages bring their own
 * Content-Security-Policy with the hashes of their inline scripts (plugins/page-csp.ts); other answers
 * get NON_PAGE_CSP, except the OpenAPI viewer, which needs its own inline code. HSTS only over HTTPS
 * (browsers ignore it over plain HTTP, and a local `npm start` must not pin localhost to HTTPS).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs'))
      reply.header('content-security-policy', NON_PAGE_CSP);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
