import { createConnection, createServer, type Socket } from 'node:net';
import { listenOnFreePort } from './listen-on-free-port.ts';

/**
 * Test only: a TCP proxy on 127.0.0.1 in front of a database, to play outages mid-run. `freeze()`
 * stops forwarding (connections stay open, nothing answers), `cut()` destroys every connection and
 * refuses new ones (a stopped server), `restore()` forwards again.
 */
export async function startDbProxy(target: { host: string; port: number }) {
  let mode: 'open' | 'frozen' | 'cut' = 'open';
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        // Frozen: the bytes are swallowed, as by a hung server or a dead network path.
        if (mode === 'open') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  const port = await listenOnFreePort(server);
  return {
    port,
    freeze: () => {
      mode = 'frozen';
    },
    cut: () => {
      mode = 'cut';
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
    },
    restore: () => {
      mode = 'open';
    },
    close: () =>
      new Promise<void>((done) => {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => done());
      }),
  };
}
