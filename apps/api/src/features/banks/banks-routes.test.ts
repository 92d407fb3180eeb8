import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';

let kit: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  kit = await startApp();
  await seedDemoData(kit.db);
});

afterAll(() => kit.close());

describe(`GET /api/banks (${storeKind()})`, () => {
  it('answers the public fields of each bank in the order they always had, nothing of the table besides', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/banks' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const { data } = response.json() as { data: Record<string, unknown>[] };
    expect(data.length).toBeGreaterThan(10);
    for (const bank of data)
      expect(Object.keys(bank)).toEqual([
        'name',
        'displayName',
        'website',
        'logoColor',
        'isParticipation',
        'isPublic',
        'isSample',
        'asOf',
      ]);
    expect(data[0]).toMatchObject({ name: 'Ziraat', isPublic: true });
  });
});
