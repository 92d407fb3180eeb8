import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { seedDemoData } from '../db/seed.ts';

/** `npm run seed`: applies migrations and loads the demo data (idempotent). */
const config = loadConfigOrExit();
try {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { inserted } = await seedDemoData(database.db);
    console.log(`Demo data is in place (${inserted} new rows) in the ${database.kind} store.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
