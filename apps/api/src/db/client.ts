import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { secureDataDir } from './data-dir-modes.ts';
import { acquireDataDirLock } from './lock.ts';

/** The query builder over either driver (tables are imported where used, not registered here). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/**
 * Time limits of the PostgreSQL path (docs/security.md "Database outages"): a connection that does not
 * open in 2 s, a query that runs 5 s (server side) or waits 6 s for an answer (client side, for a
 * frozen server) fails, so a hung database gives 503s instead of hanging requests.
 */
export const PG_LIMITS = { connectMs: 2000, statementMs: 5000, queryMs: 6000 } as const;

/** The real PostgreSQL server path, used when DATABASE_URL is set. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: PG_LIMITS.connectMs,
    statement_timeout: PG_LIMITS.statementMs,
    idle_in_transaction_session_timeout: PG_LIMITS.statementMs,
    query_timeout: PG_LIMITS.queryMs,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the next query reconnects and health reports it meanwhile.
  });
  // A client the app holds between two statements (a transaction) has no listener of the pool's: when
  // the server ends its connection then (the idle-in-transaction limit above, under a starved process),
  // its 'error' event would be unhandled and end the process. The transaction's next statement fails
  // instead, and the pool drops the client when it comes back (db/postgres-client.test.ts).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded store: PGlite (PostgreSQL in WebAssembly) in `dataDir`, or in memory when dataDir is
 * undefined (tests). A data folder is locked for the life of the process: a second PGlite writer on
 * the same folder would lose its commits silently. It is made owner-only first, with a warning when it
 * was not (db/data-dir-modes.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  warn: (message: string) => void = console.warn,
  options: { loadDataDir?: Blob } = {},
): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  let release = () => {};
  if (dataDir) {
    const fixed = secureDataDir(dataDir);
    if (fixed > 0) {
      warn(
        `The data folder ${dataDir} was open to other users: ${fixed} files and folders are now owner-only ` +
          '(0600/0700). Check who could read it: it holds password hashes and the token secret.',
      );
    }
    release = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  // Imported here, not at the top: a server on PostgreSQL never loads PGlite and its Drizzle driver
  // (docs/decisions/0009-start-and-first-load.md).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]).catch((error: unknown) => {
    release();
    throw error;
  });
  try {
    client = dataDir
      ? await PGlite.create(resolve(dataDir, 'pglite'), options)
      : await PGlite.create(options);
    // PGlite writes a new store's first files with its own modes (0666), past the umask: owner-only too.
    if (dataDir) secureDataDir(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    /** The whole database as one uncompressed tarball (tests start from a migrated copy). */
    dumpDataDir: () => client.dumpDataDir('none'),
    ping: async () => {
      if (closed) throw new Error('database closed');
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir?: string | undefined }) {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openPglite(options.dataDir);
}
