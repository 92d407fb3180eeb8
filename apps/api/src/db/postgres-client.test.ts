import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres } from '../test/postgres-server.ts';
import { openPostgres } from './client.ts';

// A connection the server ends while the app holds it between two statements of a transaction (the
// server's idle-in-transaction limit, PG_LIMITS.statementMs, under a CPU-starved process; or an
// administrator's pg_terminate_backend): the transaction fails, the pool drops that connection and
// serves the next request, and the process does not die of an unhandled 'error' event
// (docs/security.md "Database outages"). Found when a trial ran this suite beside the browser tests.
let server: Awaited<ReturnType<typeof startTestPostgres>>;
beforeAll(async () => {
  server = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);

describe('the PostgreSQL pool when the server ends a connection held in a transaction', () => {
  it('fails that transaction, keeps the process alive and serves the next query', async () => {
    const database = openPostgres(server.url);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    process.prependListener('uncaughtException', record);
    try {
      const ended = database.db.transaction(async (tx) => {
        // The Database type covers both stores, so execute's rows are not typed: this one is node-postgres.
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        const pid = Number(result.rows[0]?.pid);
        await admin.query('select pg_terminate_backend($1)', [pid]);
        // The server's FATAL arrives while no statement of ours is running: the moment under test.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(ended).rejects.toThrow();
      await database.ping();
      expect(uncaught).toEqual([]);
    } finally {
      process.removeListener('uncaughtException', record);
      await admin.end();
      await database.close();
    }
  });
});
