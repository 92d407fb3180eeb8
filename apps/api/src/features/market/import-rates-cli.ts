import { loadConfigOrExit } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/lock.ts';
import { importRates } from './market-import.ts';

/** `npm run import:rates`: one import of every rates source (migrations first), then exit. */
const config = loadConfigOrExit();
try {
  const database = await openDatabase(config);
  let failed = false;
  try {
    await database.migrate();
    const results = await importRates(database.db, {
      tcmbUrl: config.marketTcmbUrl,
      providerUrl: config.marketProviderUrl,
    });
    for (const result of results) {
      failed ||= !result.ok;
      console.log(
        result.ok
          ? `${result.source}: ${result.rows} new quotes`
          : `${result.source}: failed (${result.error}); the last good quotes are kept`,
      );
    }
    if (!config.marketProviderUrl) console.log('provider: skipped (MARKET_PROVIDER_URL is not set)');
  } finally {
    await database.close();
  }
  if (failed) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
