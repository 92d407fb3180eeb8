import type { Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';

/**
 * Starts a server on a port the system picks on 127.0.0.1 and resolves with that port (tests run
 * in parallel, so no fixed port). Works for node:http, node:net and smtp-server's inner servers.
 */
export function listenOnFreePort(server: Server | HttpServer, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/** A loopback port nothing listens on when this resolves (for a process started later, or a refused connection). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listenOnFreePort(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Closes an HTTP server, dropping kept-alive and hanging connections first. */
export function closeServer(server: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
