import type { Db } from '../../db/client.ts';
import { fetchText } from '../../lib/fetch-with-timeout.ts';
import { appendQuotes, latestQuotes, recordRun } from './market-repository.ts';
import type { MarketSource, QuoteBatch } from './market-types.ts';
import { parseProviderJson } from './provider-parser.ts';
import { parseTcmbXml } from './tcmb-parser.ts';

export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;

/** A source's text; a time-out, network failure or non-2xx status throws with a short reason for the run log. */
function fetchSourceText(url: string, timeoutMs = DEFAULT_FETCH_TIMEOUT_MS): Promise<string> {
  return fetchText(url, { timeoutMs, headers: { 'user-agent': 'FinansalPusula/1.0 (rates importer)' } });
}

export interface RatesImportOptions {
  tcmbUrl: string;
  /** The JSON quote provider; skipped when unset. */
  providerUrl?: string | undefined;
  timeoutMs?: number;
}

export interface RunResult {
  source: MarketSource;
  ok: boolean;
  rows: number;
  error: string | null;
}

/**
 * Runs one source: load and parse, then append. Any failure (network, time-out, malformed data) is
 * written to the run log and leaves the stored quotes as they were.
 */
export async function importSource(
  db: Db,
  source: MarketSource,
  load: () => Promise<QuoteBatch>,
): Promise<RunResult> {
  const startedAt = new Date();
  let result: RunResult;
  try {
    const batch = await load();
    const rows = await appendQuotes(db, source, batch);
    result = { source, ok: true, rows, error: null };
  } catch (error) {
    result = { source, ok: false, rows: 0, error: (error as Error).message.slice(0, 500) };
  }
  await recordRun(db, {
    source,
    startedAt,
    finishedAt: new Date(),
    ok: result.ok,
    error: result.error,
    rows: result.rows,
  });
  return result;
}

/** The central bank's bulletin, then the quote provider (its gram prices use the stored USD rate). */
export async function importRates(db: Db, options: RatesImportOptions): Promise<RunResult[]> {
  const results = [
    await importSource(db, 'tcmb', async () =>
      parseTcmbXml(await fetchSourceText(options.tcmbUrl, options.timeoutMs)),
    ),
  ];
  const providerUrl = options.providerUrl;
  if (providerUrl) {
    results.push(
      await importSource(db, 'provider', async () => {
        const text = await fetchSourceText(providerUrl, options.timeoutMs);
        const usd = (await latestQuotes(db)).find((row) => row.code === 'USD');
        return parseProviderJson(text, usd?.value ?? null);
      }),
    );
  }
  return results;
}
