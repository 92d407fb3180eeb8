import { parseArgs } from 'node:util';
import { runCli } from '../../lib/run-cli.ts';
import { backfillRange } from './backfill-range.ts';
import { archiveUrlOf, backfillRates } from './market-backfill.ts';
import { istanbulDate } from './market-history.ts';
import { importRates } from './market-import.ts';

/**
 * `npm run import:rates`: one import of every rates source (migrations first), then exit (1 when one
 * failed). `npm run import:rates -- --from 2021-01-01 [--to 2026-11-27]`: the central bank's dated
 * bulletins of that range into the history instead, one request a second, with a progress line per day
 * (resumable and idempotent: run it again to continue or to retry failed days).
 */
const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });

await runCli(async (database, config) => {
  if (values.from !== undefined || values.to !== undefined) {
    const range = backfillRange(values.from, values.to, istanbulDate(new Date()));
    if ('error' in range) {
      console.error(range.error);
      return false;
    }
    const result = await backfillRates(database.db, {
      archiveUrl: archiveUrlOf(config.marketTcmbUrl),
      ...range,
      onProgress: (line) => console.log(line),
    });
    console.log(
      `tcmb archive: ${result.stored} days stored (${result.rows} quotes), ${result.skipped} already stored, ` +
        `${result.holidays.length} without a bulletin, ${result.failed.length} failed`,
    );
    return result.failed.length === 0;
  }
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
