import { loadConfigOrExit } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/lock.ts';
import { importAllFunds } from './funds-importer.ts';

/**
 * `npm run import:funds`: applies migrations, imports investment (YAT) and pension (EMK) funds from
 * FUNDS_SOURCE_URL once and exits (1 when a kind failed; its last good import is kept). Takes the
 * DATA_DIR lock like the server, so it refuses to run beside a server on the embedded store.
 */
const config = loadConfigOrExit();
try {
  const database = await openDatabase(config);
  let failed = false;
  try {
    await database.migrate();
    for (const result of await importAllFunds(database.db, { baseUrl: config.fundsSourceUrl })) {
      if (result.ok) console.log(`${result.kind}: ${result.rows} funds imported.`);
      else {
        failed = true;
        console.error(`${result.kind}: import failed (${result.error}); the last good data is kept.`);
      }
    }
  } finally {
    await database.close();
  }
  if (failed) process.exit(1);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
