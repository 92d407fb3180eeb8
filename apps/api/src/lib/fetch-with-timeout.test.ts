import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, freePort, listenOnFreePort } from '../test/listen-on-free-port.ts';
import { FetchError, fetchText } from './fetch-with-timeout.ts';

describe('fetchText', () => {
  const server = createServer((request, response) => {
    if (request.url === '/hang') return; // never answers
    if (request.url === '/slow-body') {
      response.writeHead(200).write('part');
      return; // the body never ends
    }
    if (request.url === '/down') return void response.writeHead(503).end('maintenance page');
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`${request.method} ${request.url}`);
  });
  let base = '';
  beforeAll(async () => {
    base = `http://127.0.0.1:${await listenOnFreePort(server)}`;
  });
  afterAll(() => closeServer(server));

  it('returns the text of a 2xx answer, passing the request options on', async () => {
    expect(await fetchText(`${base}/ok`, { timeoutMs: 2_000, method: 'POST', body: '{}' })).toBe('POST /ok');
  });

  it.each(['/hang', '/slow-body'])('gives up on %s after the time-out, naming the URL', async (path) => {
    const started = Date.now();
    const failure = fetchText(`${base}${path}`, { timeoutMs: 200 });
    await expect(failure).rejects.toBeInstanceOf(FetchError);
    await expect(failure).rejects.toMatchObject({
      kind: 'timeout',
      url: `${base}${path}`,
      message: `${base}${path} did not answer within 200 ms`,
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('fails on a non-2xx status without quoting the body', async () => {
    const failure = fetchText(`${base}/down`, { timeoutMs: 2_000 });
    await expect(failure).rejects.toMatchObject({
      kind: 'status',
      status: 503,
      message: `${base}/down answered HTTP 503`,
    });
  });

  it('fails on an unreachable host', async () => {
    const url = `http://127.0.0.1:${await freePort()}/`;
    await expect(fetchText(url, { timeoutMs: 2_000 })).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(new RegExp(`^${url} could not be reached: `)),
    });
  });
});
