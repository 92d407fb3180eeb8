import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, storeKind } from '../test/test-db.ts';

// At the default level (info): no line for a successful read, one line for a change or a failure.
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
    done();
  },
});
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: { version: 't', webDir: '/x' },
    database,
    logger: { level: 'info', stream: sink },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe(`request log lines (${storeKind()})`, () => {
  it('none for successful reads, exactly one for a refused change', async () => {
    lines.length = 0;
    for (let i = 0; i < 20; i += 1)
      expect((await app.inject({ url: '/api/Currency/latest' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    const refused = await app.inject({ method: 'DELETE', url: '/api/Users/5' });
    expect(refused.statusCode).toBe(401);
    expect(lines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/api/Users/5', statusCode: 401 }),
    ]);
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
  });

  it('none for page paths that do not exist, whatever their number (anyone can ask for them)', async () => {
    lines.length = 0;
    for (let i = 0; i < 50; i += 1) {
      expect((await app.inject({ url: `/yok-${i}?x=${'a'.repeat(500)}` })).statusCode).toBe(404);
    }
    expect(lines).toEqual([]);
    expect((await app.inject({ url: '/api/yok' })).statusCode).toBe(404);
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(1);
  });
});
