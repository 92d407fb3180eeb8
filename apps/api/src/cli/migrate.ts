import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';

/** `npm run migrate`: applies the committed migrations and exits. */
const config = loadConfigOrExit();
try {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(`Migrations applied to the ${database.kind} store.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
