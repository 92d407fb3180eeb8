import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './server-timeouts.ts';

// docs/security.md "Bounded work per request": a request that never finishes arriving is cut off.
const cleanups: (() => Promise<void>)[] = [];
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(timeouts?: Partial<ServerTimeouts>) {
  const app = await buildApp({ config: { version: 't', webDir: '/nonexistent' }, database, timeouts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

/** Opens a socket, writes `text`, and resolves with what came back and when the server closed it. */
function hang(port: number, text: string) {
  return new Promise<{ ms: number; answer: string }>((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ ms: performance.now() - started, answer }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    }, 10_000).unref();
  });
}

describe('server timeouts', () => {
  it('has production values by default: request 30 s, headers 10 s, keep-alive 72 s, idle socket 120 s', async () => {
    const { app } = await server();
    expect(SERVER_TIMEOUTS).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      connectionTimeoutMs: 120_000,
      checkIntervalMs: 1_000,
    });
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.timeout).toBe(120_000);
  });

  it('closes a POST whose body never arrives once the request time is up (408)', async () => {
    const { port } = await server({ requestTimeoutMs: 600, headersTimeoutMs: 400, checkIntervalMs: 100 });
    const { ms, answer } = await hang(
      port,
      'POST /api/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(ms).toBeLessThan(5000);
  });

  it('closes a connection whose headers never end once the header time is up', async () => {
    const { port } = await server({ requestTimeoutMs: 2000, headersTimeoutMs: 400, checkIntervalMs: 100 });
    const { ms, answer } = await hang(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2000);
  });
});
