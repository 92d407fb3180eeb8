import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { closeServer, listenOnFreePort } from './listen-on-free-port.ts';

/** Test only: one JSON request; the status and the parsed body ({} when empty or not JSON). */
export async function json(
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: { data?: unknown; token?: string } & Record<string, unknown> }> {
  const headers: Record<string, string> = { 'accept-language': 'tr', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // not JSON (an nginx error page): the status tells
  }
  return { status: response.status, body };
}

const fundsFixture = readFileSync(
  resolve(import.meta.dirname, '../features/funds/test-fixtures/tefas-fonGetiriBazliBilgiGetir.json'),
  'utf8',
);

/**
 * Test only: the fund platform and TCMB for the importers of several server processes, counting the
 * requests each receives: funds answer the fixture, TCMB answers 503 (a failed run still counts).
 */
export async function startCountingSources() {
  const hits = { funds: 0, tcmb: 0 };
  const server = createServer((request, response) => {
    if ((request.url ?? '').startsWith('/api/funds/')) {
      hits.funds += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(fundsFixture);
    } else if (request.url === '/tcmb/today.xml') {
      hits.tcmb += 1;
      response.writeHead(503).end('unavailable');
    } else response.writeHead(404).end();
  });
  const port = await listenOnFreePort(server);
  return {
    hits,
    fundsUrl: `http://127.0.0.1:${port}`,
    tcmbUrl: `http://127.0.0.1:${port}/tcmb/today.xml`,
    close: () => closeServer(server),
  };
}

/** Polls `read` until `done` holds (or the time is up); the milliseconds it took and the last value. */
export async function timeUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const ms = Math.round(performance.now() - started);
    if (done(value) || ms > timeoutMs) return { ms, value };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
