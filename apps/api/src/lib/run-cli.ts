import { type Config, loadConfigOrExit } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { restrictNewFiles } from '../db/data-dir-modes.ts';
import { DataDirLockedError } from '../db/lock.ts';

/** What a command does once its database is open and migrated; resolving `false` means it failed (exit 1). */
export type CliTask = (database: Database, config: Config) => Promise<unknown>;

/**
 * The frame of the `npm run` commands (migrate, seed, imports): read the configuration (a wrong
 * setting is one message and exit 1), open the database (taking the DATA_DIR lock like the server,
 * so a command refuses to run beside a server on the embedded store), apply the migrations, run
 * the task, close. A thrown error is printed (a held lock as its one-line message) and exits 1.
 */
export async function runCli(task: CliTask, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  restrictNewFiles();
  const config = loadConfigOrExit(env);
  try {
    const database = await openDatabase(config);
    let ok: unknown;
    try {
      await database.migrate();
      ok = await task(database, config);
    } finally {
      await database.close();
    }
    if (ok === false) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  }
}
