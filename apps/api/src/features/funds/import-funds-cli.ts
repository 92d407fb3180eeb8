import { runCli } from '../../lib/run-cli.ts';
import { backfillRange } from './fund-history-cli-args.ts';
import { importFundHistory } from './fund-history-importer.ts';
import { importAllFunds } from './funds-importer.ts';

/**
 * `npm run import:funds`: applies migrations, imports investment (YAT) and pension (EMK) funds from
 * FUNDS_SOURCE_URL once and exits (1 when a kind failed; its last good import is kept).
 * `npm run import:funds -- --history-from 2026-01-01 [--history-to 2026-06-30]`: the daily prices of
 * that range instead (at most five years and a month; 28-day windows at the platform's 6 a minute).
 */
const range = backfillRange(process.argv.slice(2), new Date().toISOString().slice(0, 10));
if ('error' in range) {
  console.error(range.error);
  process.exit(1);
}

await runCli(async (database, config) => {
  let ok = true;
  if (range.history) {
    const options = { baseUrl: config.fundsSourceUrl };
    for (const result of await importFundHistory(database.db, range.history, options)) {
      const window = `${result.kind} ${result.from}..${result.to}`;
      if (result.ok)
        console.log(`${window}: ${result.rows} prices stored, ${result.skipped.length} rows skipped.`);
      else {
        ok = false;
        console.error(`${window}: failed (${result.error}); the stored days are kept.`);
      }
    }
    return ok;
  }
  for (const result of await importAllFunds(database.db, { baseUrl: config.fundsSourceUrl })) {
    if (result.ok) console.log(`${result.kind}: ${result.rows} funds imported.`);
    else {
      ok = false;
      console.error(`${result.kind}: import failed (${result.error}); the last good data is kept.`);
    }
  }
  return ok;
});
