import type { Db } from '../../db/client.ts';
import { FetchError, fetchText } from '../../lib/fetch-with-timeout.ts';
import { insertBulletin, storedDays } from './market-history.ts';
import { recordRun } from './market-repository.ts';
import { MarketSourceError } from './market-types.ts';
import { parseTcmbXml } from './tcmb-parser.ts';

/** The run log's source of a backfill (kept apart from `tcmb`, whose failures mark the ticker stale). */
export const ARCHIVE_SOURCE = 'tcmb-archive';
/** At most one request a second to the central bank (docs/domain-rules.md#rates-history). */
export const ARCHIVE_MIN_INTERVAL_MS = 1_000;
/** A bulletin is about 9 KB; anything far larger is not one. */
const MAX_BULLETIN_CHARS = 1_000_000;

export interface BackfillOptions {
  /** The folder of the dated bulletins: `…/kurlar/` (`YYYYMM/DDMMYYYY.xml` below it). */
  archiveUrl: string;
  /** First and last Istanbul dates, `YYYY-MM-DD` (inclusive). */
  from: string;
  to: string;
  minIntervalMs?: number;
  timeoutMs?: number;
  /** One line per business day looked at. */
  onProgress?: (line: string) => void;
  /** Test seam: waits between requests. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface BackfillResult {
  /** Business days in the range, and how each ended. */
  days: number;
  stored: number;
  skipped: number;
  holidays: string[];
  failed: { date: string; error: string }[];
  rows: number;
}

/** The central bank's archive folder derived from the today.xml address (`…/kurlar/today.xml` → `…/kurlar/`). */
export function archiveUrlOf(todayUrl: string): string {
  return new URL('.', todayUrl).href;
}

/** `2021-01-04` → `202101/04012021.xml` (the bulletin's dated address). */
export function bulletinPath(date: string): string {
  const [year, month, day] = date.split('-');
  return `${year}${month}/${day}${month}${year}.xml`;
}

/** Monday to Friday between two dates (inclusive); weekends have no bulletin and are never asked for. */
export function businessDays(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += 86_400_000) {
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the central bank's dated bulletins of a range into the history (docs/domain-rules.md#rates-history):
 * days already stored are not asked again (resumable: an interrupted run continues where it stopped),
 * a stored day adds nothing (idempotent), a 404 is a holiday (no bulletin; readers use the previous
 * business day), a malformed or unreachable day is logged and skipped (the last good data stays), and
 * requests are at least `minIntervalMs` apart. One run-log row sums it up.
 */
export async function backfillRates(db: Db, options: BackfillOptions): Promise<BackfillResult> {
  const minInterval = options.minIntervalMs ?? ARCHIVE_MIN_INTERVAL_MS;
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  const startedAt = new Date();
  const days = businessDays(options.from, options.to);
  const done = await storedDays(db, 'tcmb', options.from, options.to);
  const result: BackfillResult = {
    days: days.length,
    stored: 0,
    skipped: 0,
    holidays: [],
    failed: [],
    rows: 0,
  };
  let lastRequest = Number.NEGATIVE_INFINITY;
  for (const [index, date] of days.entries()) {
    const position = `${date} (${index + 1}/${days.length})`;
    if (done.has(date)) {
      result.skipped += 1;
      options.onProgress?.(`${position}: already stored`);
      continue;
    }
    const waitMs = lastRequest + minInterval - now();
    if (waitMs > 0) await sleep(waitMs);
    lastRequest = now();
    try {
      const text = await fetchText(new URL(bulletinPath(date), options.archiveUrl).href, {
        timeoutMs: options.timeoutMs ?? 10_000,
        headers: { 'user-agent': 'FinansalPusula/1.0 (rates archive import)' },
      });
      if (text.length > MAX_BULLETIN_CHARS) throw new MarketSourceError('answer too large for a bulletin');
      const batch = parseTcmbXml(text);
      const rows = await insertBulletin(db, 'tcmb', batch);
      result.stored += 1;
      result.rows += rows;
      options.onProgress?.(`${position}: ${rows} quotes`);
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) {
        result.holidays.push(date);
        options.onProgress?.(`${position}: no bulletin (holiday)`);
        continue;
      }
      const message = (error as Error).message.slice(0, 300);
      result.failed.push({ date, error: message });
      options.onProgress?.(`${position}: failed (${message}); skipped`);
    }
  }
  await recordRun(db, {
    source: ARCHIVE_SOURCE,
    startedAt,
    finishedAt: new Date(),
    ok: result.failed.length === 0,
    error:
      result.failed.length === 0
        ? null
        : `${result.failed.length} days failed: ${result.failed.map((f) => f.date).join(', ')}`.slice(0, 500),
    rows: result.rows,
  });
  return result;
}
