import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { freePort, listenOnFreePort } from '../test/listen-on-free-port.ts';
import { openPostgres } from './client.ts';

// A database that is down (connection refused) or frozen (accepts, never answers): the API answers
// 503 with the spec's text, within the limits of docs/security.md "Database outages", never 500 or a hang.
const sockets = new Set<Socket>();
const frozen = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => frozen.close(resolve));
});

async function appOn(url: string) {
  const database = openPostgres(url);
  const app = await buildApp({ config: { version: 't', webDir: '/x', jwtSecret: 'x'.repeat(40) }, database });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, close };
}

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
};

describe('database outages', () => {
  it.each([
    ['down', async () => `postgres://u:p@127.0.0.1:${await freePort()}/db`],
    ['frozen', async () => `postgres://u:p@127.0.0.1:${await listenOnFreePort(frozen)}/db`],
  ])(
    '%s: health says 503 within 2 s; reads and sign-in answer 503 with the spec text',
    async (_kind, url) => {
      const { app, close } = await appOn(await url());
      try {
        const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
        expect(health.result.statusCode).toBe(503);
        expect(health.ms).toBeLessThan(2000);
        for (const request of [
          { method: 'GET' as const, url: '/api/banks' },
          { method: 'POST' as const, url: '/api/Auth/login', payload: { email: 'ali', password: 'x' } },
        ]) {
          const answer = await timed(() => app.inject(request));
          expect(answer.result.statusCode, request.url).toBe(503);
          expect(answer.result.json()).toEqual({
            message: 'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
          });
          expect(answer.ms, request.url).toBeLessThan(4000);
        }
      } finally {
        await close();
      }
    },
  );
});
