import type { FastifyInstance } from 'fastify';
import { clip } from '../lib/safe-error.ts';

/**
 * One log line per request at most (Fastify's own two lines are off): changes and failures at info,
 * successful reads (GET/HEAD and read-only POST searches below 400: pages, rates, searches) at debug only, so
 * the default level does not write a line per visitor.
 */
export function registerRequestLog(app: FastifyInstance) {
  // Synchronous: no promise per request (docs/decisions/0011-per-request-work.md).
  app.addHook('onResponse', (request, reply, done) => {
    // Searches are POSTs that change nothing (`config: { readOnly: true }`): reads too.
    const read =
      request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config?.readOnly === true;
    const line = {
      method: request.method,
      // Cut: a request chooses its URL (docs/security.md "Logs").
      url: clip(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    // A page that does not exist or moved (404, 301) is a visitor's matter, not the server's: anyone can
    // ask for thousands (docs/security.md "Page rendering and caching").
    const pageAnswer =
      read && request.method !== 'POST' && !request.url.startsWith('/api') && reply.statusCode < 500;
    if ((read && reply.statusCode < 400) || pageAnswer) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
