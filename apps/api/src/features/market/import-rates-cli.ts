import { runCli } from '../../lib/run-cli.ts';
import { importRates } from './market-import.ts';

/** `npm run import:rates`: one import of every rates source (migrations first), then exit (1 when one failed). */
await runCli(async (database, config) => {
  const results = await importRates(database.db, {
    tcmbUrl: config.marketTcmbUrl,
    providerUrl: config.marketProviderUrl,
  });
  for (const result of results) {
    console.log(
      result.ok
        ? `${result.source}: ${result.rows} new quotes`
        : `${result.source}: failed (${result.error}); the last good quotes are kept`,
    );
  }
  if (!config.marketProviderUrl) console.log('provider: skipped (MARKET_PROVIDER_URL is not set)');
  return results.every((result) => result.ok);
});
