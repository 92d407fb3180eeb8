import { createHash } from 'node:crypto';
import type { DepositSearchResult } from '@pusula/core/contract/offer-search.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { seedDemoData } from '../../demo-seed.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  app = await buildApp({ config: { version: 't', webDir: '/nonexistent' }, database });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function search(payload: object, lang = 'tr') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/mevduat/search/all',
    payload,
    headers: { 'accept-language': lang },
  });
  return { status: response.statusCode, bytes: response.rawPayload, json: response.json() };
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`deposit search start date (${storeKind()})`, () => {
  it('without a start date the answer is byte for byte what it was (a term whose band cannot change)', async () => {
    // Hashes of the answers before start dates existed (same seed), for terms no calendar can move:
    // 90 days is always within 6 months, 365 days always within a year.
    expect(sha((await search({ enteredAmount: 100_000, maturity: 90 })).bytes)).toBe(BEFORE_90);
    expect(sha((await search({ enteredAmount: 250_000, maturity: 365, depositType: 'TL' })).bytes)).toBe(
      BEFORE_365,
    );
  });

  it('decides the stopaj band by calendar months from the start date', async () => {
    const rates = async (startDate: string, maturity: number) => {
      const { status, json } = await search({ enteredAmount: 100_000, maturity, startDate });
      expect(status).toBe(200);
      const data = (json as { data: DepositSearchResult[] }).data;
      expect(data.length).toBeGreaterThan(0);
      return [...new Set(data.map((offer) => offer.withholdingRate))];
    };
    expect(await rates('2026-07-01', 184)).toEqual([17.5]); // matures 2027-01-01 = start + 6 months
    expect(await rates('2026-01-01', 182)).toEqual([15]); // matures 2026-07-02, past 6 months
    expect(await rates('2026-08-31', 181)).toEqual([17.5]); // 31 Aug + 6 months = 28 Feb 2027
    expect(await rates('2026-08-31', 182)).toEqual([15]);
    expect(await rates('2027-03-01', 366)).toEqual([15]); // matures 2028-03-01 = start + 12 months
    expect(await rates('2026-03-01', 366)).toEqual([10]); // 2027 is no leap year: one day past a year
    // The rates in force on the start date: decision 9487 until 2025-07-08, 10041 from 2025-07-09.
    expect(await rates('2025-07-08', 90)).toEqual([15]);
    expect(await rates('2025-07-09', 90)).toEqual([17.5]);
    expect(await rates('2025-01-31', 400)).toEqual([5]);
  });

  it('the default is today in Istanbul: the same bytes as the explicit date', async () => {
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const implicit = await search({ enteredAmount: 100_000, maturity: 182 });
    const explicit = await search({ enteredAmount: 100_000, maturity: 182, startDate: today });
    expect(implicit.status).toBe(200);
    expect(explicit.bytes.equals(implicit.bytes)).toBe(true);
  });

  const invalid = ['2026-02-29', '01.07.2026', '2024-10-31', '2100-01-01', '', 20260701, null];
  for (const startDate of invalid) {
    it(`startDate ${JSON.stringify(startDate)} → 400 in the request's language`, async () => {
      for (const [lang, message] of [
        ['tr', 'Başlangıç tarihi 01.11.2024 ile 31.12.2099 arasında'],
        ['en', 'The start date must be a valid date written YYYY-MM-DD'],
        ['ar', 'يجب أن يكون تاريخ البدء'],
      ] as const) {
        const { status, json } = await search({ enteredAmount: 100_000, maturity: 90, startDate }, lang);
        expect(status).toBe(400);
        const body = json as { message: string; errors: string[] };
        expect(typeof body.message).toBe('string');
        expect(body.errors).toHaveLength(1);
        expect(body.errors[0]).toContain(message);
      }
    });
  }
});

const BEFORE_90 = '399a0b8bd78a5a09b25fe58851dc7f126b4dbfd6d1d8d1095642ac15b7571bfa';
const BEFORE_365 = 'd8c58f8361cdba35a501e9f345a2fd065497f4a94e4ea483dfebbace014044b8';
