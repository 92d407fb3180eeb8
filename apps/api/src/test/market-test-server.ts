import { createServer, type Server } from 'node:http';
import { closeServer, listenOnFreePort } from './listen-on-free-port.ts';

/** Test only: a local HTTP server on 127.0.0.1 answering fixed bodies per path ('hang' never answers). */
export async function startSourceServer(
  routes: Record<string, { status?: number; type?: string; body: string } | 'hang'>,
): Promise<{ url: (path: string) => string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (route === 'hang') return; // never answers: the importer's time-out must fire
    if (!route) {
      response.writeHead(404).end('not found');
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
