import { seedDemoData } from '../demo-seed.ts';
import { runCli } from '../lib/run-cli.ts';

/** `npm run seed`: applies migrations and loads the demo data (idempotent). */
await runCli(async (database) => {
  const { inserted } = await seedDemoData(database.db);
  console.log(`Demo data is in place (${inserted} new rows) in the ${database.kind} store.`);
});
