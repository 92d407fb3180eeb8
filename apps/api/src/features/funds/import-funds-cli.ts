import { runCli } from '../../lib/run-cli.ts';
import { importAllFunds } from './funds-importer.ts';

/**
 * `npm run import:funds`: applies migrations, imports investment (YAT) and pension (EMK) funds from
 * FUNDS_SOURCE_URL once and exits (1 when a kind failed; its last good import is kept).
 */
await runCli(async (database, config) => {
  let ok = true;
  for (const result of await importAllFunds(database.db, { baseUrl: config.fundsSourceUrl })) {
    if (result.ok) console.log(`${result.kind}: ${result.rows} funds imported.`);
    else {
      ok = false;
      console.error(`${result.kind}: import failed (${result.error}); the last good data is kept.`);
    }
  }
  return ok;
});
