import { createServer, type Server } from 'node:http';
import { closeServer, listenOnFreePort } from './listen-on-free-port.ts';

interface Answer {
  status?: number;
  type?: string;
  body: string;
}

export interface SourceServerOptions {
  /** Every requested path is pushed here, in order. */
  requested?: string[];
  /** The answer to a path without a route (default: 404 'not found', no content type). */
  notFound?: Answer;
}

/**
 * Test only: a local HTTP server on 127.0.0.1 answering fixed bodies per path ('hang' never answers),
 * a 404 to any other path.
 */
export async function startSourceServer(
  routes: Record<string, Answer | 'hang'>,
  options: SourceServerOptions = {},
): Promise<{ url: (path: string) => string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    options.requested?.push(request.url ?? '');
    const route = routes[request.url ?? ''];
    if (route === 'hang') return; // never answers: the importer's time-out must fire
    if (!route) {
      const { notFound } = options;
      if (!notFound) response.writeHead(404).end('not found');
      else
        response
          .writeHead(notFound.status ?? 404, { 'content-type': notFound.type ?? 'text/plain' })
          .end(notFound.body);
      return;
    }
    response.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/plain' }).end(route.body);
  });
  const port = await listenOnFreePort(server);
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => closeServer(server),
  };
}
