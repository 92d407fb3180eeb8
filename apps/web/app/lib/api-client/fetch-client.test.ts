import { describe, expect, it } from 'vitest';
import { createFetchClient, HttpError } from './fetch-client.ts';

/** A client whose fetch records each call and answers with `reply`. */
function clientAnswering(reply: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createFetchClient({
    baseURL: '/api',
    timeout: 10_000,
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return reply();
    },
  });
  return { client, calls };
}

describe('the fetch client (the part of axios the app used)', () => {
  it('adds the query without undefined or null parameters, and reads a JSON answer', async () => {
    const { client, calls } = clientAnswering(async () => Response.json({ data: [1, 2] }));
    const answer = await client.get('/Logs', {
      params: { pageNumber: 2, level: undefined, search: null, q: 'a b' },
    });
    expect(calls[0]?.url).toBe('/api/Logs?pageNumber=2&q=a+b');
    expect(calls[0]?.init.method).toBe('GET');
    expect(answer).toEqual({ data: { data: [1, 2] }, status: 200 });
  });

  it('sends objects as JSON and form data as is; an empty answer reads as an empty text', async () => {
    const { client, calls } = clientAnswering(async () => new Response(null, { status: 204 }));
    const answer = await client.put('/x', { a: 1 });
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(answer).toEqual({ data: '', status: 204 });
    const form = new FormData();
    await client.post('/y', form);
    expect(calls[1]?.init.body).toBe(form);
    expect(new Headers(calls[1]?.init.headers).get('Content-Type')).toBeNull();
  });

  it('an answer outside 2xx rejects with its status and body; no answer rejects without a response', async () => {
    const refused = clientAnswering(async () => new Response('plain', { status: 503 }));
    const error = await refused.client.delete('/z').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ request: true, response: { status: 503, data: 'plain' } });
    const offline = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const lost = await offline.client.get('/z').catch((e: unknown) => e);
    expect(lost).toMatchObject({ request: true, response: undefined, message: 'fetch failed' });
  });

  it('a request that cannot be made (a body JSON cannot write) rejects as never sent', async () => {
    const { client, calls } = clientAnswering(async () => Response.json({}));
    const error = await client.post('/z', { n: 1n }).catch((e: unknown) => e);
    expect(error).toMatchObject({ request: false, response: undefined });
    expect(calls).toHaveLength(0);
  });

  it('an answer checked against a schema is read through it; a wrong shape rejects as a 500 without a body', async () => {
    // The contract's zod schemas have this shape; a plain one keeps zod out of this test.
    const answer = {
      safeParse: (data: unknown) =>
        typeof (data as { total?: unknown }).total === 'number'
          ? { success: true as const, data: { total: (data as { total: number }).total } }
          : { success: false as const },
    };
    const right = clientAnswering(async () => Response.json({ total: 5, extra: 'x' }));
    expect(await right.client.post('/z', {}, { answer })).toEqual({ data: { total: 5 }, status: 200 });
    const wrong = clientAnswering(async () => Response.json({ total: '5' }));
    const error = await wrong.client.post('/z', {}, { answer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ request: true, response: { status: 500, data: undefined } });
  });
});
