import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedFailure } from './error-message.ts';
import { ApiError, createHttpClient } from './http-client.ts';

// A real HTTP server on loopback answers as the API would; the browser's storage is a small map, on a
// `window` this file alone sees (the next file in the worker shares its globals: vitest.config.ts).
const seen: IncomingMessage[] = [];
let server: Server;
let base = '';
const store = new Map<string, string>();

beforeAll(async () => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
  server = createServer((request, response) => {
    seen.push(request);
    const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
    const body = request.url?.includes('errors')
      ? { message: 'm', errors: ['a', 'b'] }
      : { message: undefined };
    request.resume();
    request.on('end', () => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { data: 'ok' } : body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((done) => server.close(() => done()));
});

let notified: ResolvedFailure[] = [];
let unauthorized = 0;
const client = () =>
  createHttpClient(
    {
      translate: (key) => `t(${key})`,
      notify: (failure) => notified.push(failure),
      onUnauthorized: () => {
        unauthorized++;
      },
      getLanguage: () => 'en',
    },
    base,
  );

beforeEach(() => {
  seen.length = 0;
  notified = [];
  unauthorized = 0;
  store.clear();
});

describe('the API client (docs/requirements/api.md#client and #error-messages)', () => {
  it('has a 10 s time-out and sends the stored token as bearer with the page language', async () => {
    store.set('token', 'abc');
    const http = client();
    expect(http.defaults.timeout).toBe(10_000);
    await http.get('/ok');
    expect(seen[0]?.headers.authorization).toBe('Bearer abc');
    expect(seen[0]?.headers['accept-language']).toBe('en');
  });

  it('sends no authorization header without a token', async () => {
    await client().get('/ok');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('lets form data set its own multipart content type', async () => {
    const form = new FormData();
    form.append('full_name', 'Ayşe Yılmaz');
    await client().post('/ok', form);
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('401 removes token and user, signs out and shows the session message', async () => {
    store.set('token', 'abc');
    store.set('user', '{}');
    await expect(client().get('/x?status=401')).rejects.toBeInstanceOf(ApiError);
    expect(store.has('token')).toBe(false);
    expect(store.has('user')).toBe(false);
    expect(unauthorized).toBe(1);
    expect(notified).toEqual([{ text: 't(http.401)', level: 'error', signOut: true }]);
  });

  it('429 is a warning; server errors are joined by newlines', async () => {
    await expect(client().get('/x?status=429')).rejects.toThrow('t(http.429)');
    expect(notified[0]?.level).toBe('warning');
    await expect(client().get('/errors?status=400')).rejects.toThrow('a\nb');
    expect(unauthorized).toBe(0);
  });

  it('a quiet request fails without a toast (only logged), but a 401 still ends the session and says so', async () => {
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args);
    try {
      await expect(client().put('/x?status=500', {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
      expect(notified).toEqual([]);
      expect(warned).toHaveLength(1);
      store.set('token', 'abc');
      await expect(client().put('/x?status=401', {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
      expect(store.has('token')).toBe(false);
      expect(unauthorized).toBe(1);
      expect(notified).toHaveLength(1);
    } finally {
      console.warn = warn;
    }
  });

  it('no response: the cannot-connect message', async () => {
    const http = createHttpClient(
      {
        translate: (k) => k,
        notify: (f) => notified.push(f),
        onUnauthorized: () => {},
        getLanguage: () => 'tr',
      },
      'http://127.0.0.1:1',
    );
    await expect(http.get('/x')).rejects.toThrow('http.noResponse');
  });
});
