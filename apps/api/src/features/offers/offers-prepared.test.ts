import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DepositSearchResult, LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { account, startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;
let editor: Record<string, string>;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
  editor = (await account(ctx.app, ctx.db, ['Editor'])).auth;
});
afterAll(async () => {
  await ctx?.close();
});

const LOAN = { url: '/api/banks/search/ihtiyac', payload: { amount: 100_000, maturity: 12 } };
const DEPOSIT = { url: '/api/mevduat/search/all', payload: { enteredAmount: 100_000, maturity: 90 } };

async function search(target: typeof LOAN | typeof DEPOSIT, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'POST', ...target, headers });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

describe(`search answers prepared once per ranking (${storeKind()})`, () => {
  it('two identical searches return identical bytes with one ETag; the client copy gets a 304', async () => {
    const first = await search(LOAN);
    const second = await search(LOAN);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((JSON.parse(first.bytes.toString()) as { data: LoanSearchResult[] }).data.length).toBeGreaterThan(
      10,
    );

    const cached = await search(LOAN, { 'if-none-match': String(first.headers.etag) });
    expect(cached.status).toBe(304);
    expect(cached.bytes.length).toBe(0);
  });

  it('compressed forms decode to the same bytes', async () => {
    const plain = await search(DEPOSIT);
    const br = await search(DEPOSIT, { 'accept-encoding': 'br, gzip' });
    const gzip = await search(DEPOSIT, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });

  it("an editor's loan change changes the very next answer's bytes and ETag", async () => {
    const before = await search(LOAN, { 'accept-encoding': 'br' });
    const last = (
      JSON.parse(brotliDecompressSync(before.bytes).toString()) as { data: LoanSearchResult[] }
    ).data.at(-1);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/offers/loans/${last?.offerId}`,
      headers: editor,
      payload: { monthlyRate: 0.01 },
    });
    expect(changed.statusCode).toBe(200);
    const after = await search(LOAN, { 'accept-encoding': 'br' });
    expect(after.bytes.equals(before.bytes)).toBe(false);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const data = (JSON.parse(brotliDecompressSync(after.bytes).toString()) as { data: LoanSearchResult[] })
      .data;
    expect(data[0]).toMatchObject({ bankName: last?.bankName, interestRate: 0.01 });
    // The old copy is no longer current.
    expect((await search(LOAN, { 'if-none-match': String(before.headers.etag) })).status).toBe(200);
  });

  it("an editor's deposit change changes the very next answer's bytes", async () => {
    const before = await search(DEPOSIT);
    const last = (JSON.parse(before.bytes.toString()) as { data: DepositSearchResult[] }).data.at(-1);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/offers/deposits/${last?.offerId}`,
      headers: editor,
      payload: { annualRate: 90 },
    });
    expect(changed.statusCode).toBe(200);
    const after = await search(DEPOSIT);
    expect(after.bytes.equals(before.bytes)).toBe(false);
    const data = (JSON.parse(after.bytes.toString()) as { data: DepositSearchResult[] }).data;
    expect(data[0]).toMatchObject({ bankName: last?.bankName, interestRate: 90 });
  });
});
