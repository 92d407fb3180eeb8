import type { FastifyReply, FastifyRequest } from 'fastify';
import { KEPT_STATUSES } from './kept-pages.ts';
import type { RenderedPage } from './page-cache.ts';
import { sendPrepared } from './prepared-response.ts';

/** `vary`: a request header the answer depends on besides Accept-Encoding (page-request-key.ts#pageRequestKeyOf). */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, vary?: string) {
  reply.status(page.status).headers(page.headers);
  if (!page.headers['cache-control']) reply.header('cache-control', 'no-cache');
  if (request.method === 'HEAD') {
    if (vary) reply.header('vary', vary);
    return reply.header('etag', page.etag).send();
  }
  if (!KEPT_STATUSES.has(page.status)) return reply.send(page.prepared.body); // compressed by @fastify/compress
  // ETag, 304 (also for `W/` and lists in If-None-Match), Vary and the kept br/gzip bytes.
  return sendPrepared(request, reply, page.prepared, vary);
}
