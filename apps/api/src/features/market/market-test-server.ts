import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
