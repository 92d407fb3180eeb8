import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ADMIN_PREFIX } from '@pusula/core/site/routes.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const SPA_FALLBACK = '__spa-fallback.html';

/** Every prerendered page of the build: URL path → its index.html, relative to the build root. */
function findPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(full);
      else if (entry.name === 'index.html') {
        const rel = relative(root, dir).split(sep).join('/');
        pages.set(rel ? `/${rel}` : '/', relative(root, full).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return pages;
}

/**
 * Serves the built web app from the API process: hashed assets cached for a year, HTML revalidated
 * on every visit, precompressed .br/.gz files when the client accepts them. Prerendered pages by
 * path; the admin console through the client-only fallback; any other path gets the fallback with
 * 404 (the app shows its not-found page, which redirects home).
 */
export async function registerWebStatic(app: FastifyInstance, webDir: string) {
  if (!existsSync(join(webDir, SPA_FALLBACK))) {
    app.log.warn({ webDir }, 'web build not found: only the API is served (run `npm run build`)');
    return { servesWeb: false as const };
  }
  const pages = findPages(webDir);
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.includes(`${sep}assets${sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendPage = (reply: FastifyReply, file: string, status: number) => reply.status(status).sendFile(file);

  return {
    servesWeb: true as const,
    handle(request: FastifyRequest, reply: FastifyReply) {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
      const page = pages.get(path);
      if (page) return sendPage(reply, page, 200);
      if (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`))
        return sendPage(reply, SPA_FALLBACK, 200);
      return sendPage(reply, SPA_FALLBACK, 404);
    },
  };
}
