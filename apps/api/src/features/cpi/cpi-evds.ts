import { CPI_MAX_VALUE, type CpiBase, isCpiMonth } from '@pusula/core/cpi/cpi-series.ts';
import type { Db } from '../../db/client.ts';
import { upsertCpi } from './cpi-repository.ts';
import { cpiImportRuns } from './cpi-tables.ts';

/**
 * The central bank's data service (EVDS, docs/domain-rules.md#evds-cpi-import): monthly series as
 * JSON `{ totalCount, items: [{ Tarih: "2026-1", TP_FG_J0: "3683.83000000", UNIXTIME }] }`, the series
 * code's dots turned into underscores, a month without a figure as null. The key goes in the `key`
 * header (EVDS since 5 April 2024).
 */
export const EVDS_URL = 'https://evds2.tcmb.gov.tr/service/evds';
/** The general CPI on the 2003=100 base (the series the central bank chained into January 2026). */
export const EVDS_CPI_SERIES = 'TP.FG.J0';
const MAX_ITEMS = 1000;
const TIMEOUT_MS = 10_000;

export interface EvdsPoint {
  month: string;
  value: number;
}

/** The months with a figure; anything malformed (a month, a value out of range) is left out. */
export function parseEvdsCpi(body: unknown, series = EVDS_CPI_SERIES): EvdsPoint[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new Error('EVDS answer without items');
  const field = series.replaceAll('.', '_');
  const points: EvdsPoint[] = [];
  for (const item of items.slice(0, MAX_ITEMS)) {
    const { Tarih: date, [field]: raw } = (item ?? {}) as Record<string, unknown>;
    if (typeof date !== 'string' || typeof raw !== 'string') continue;
    const match = /^(\d{4})-(\d{1,2})$/.exec(date);
    if (!match) continue;
    const month = `${match[1]}-${String(match[2]).padStart(2, '0')}`;
    const value = Number(raw);
    if (!isCpiMonth(month) || !Number.isFinite(value) || value <= 0 || value > CPI_MAX_VALUE) continue;
    points.push({ month, value: Math.round(value * 10_000) / 10_000 });
  }
  return points;
}

export interface EvdsImportOptions {
  apiKey: string;
  url?: string;
  series?: string;
  base?: CpiBase;
  /** First month asked for (YYYY-MM); default two years back. */
  from?: string;
  fetchImpl?: typeof fetch;
  now?: Date;
}

/** One import: fetch, parse, upsert each month as source 'evds'; every run is a row in cpi_import_runs. */
export async function importCpiFromEvds(db: Db, options: EvdsImportOptions): Promise<number> {
  const now = options.now ?? new Date();
  const from = options.from ?? `${now.getUTCFullYear() - 2}-01`;
  const until = `${String(now.getUTCDate()).padStart(2, '0')}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${now.getUTCFullYear()}`;
  const series = options.series ?? EVDS_CPI_SERIES;
  const url = `${options.url ?? EVDS_URL}/series=${series}&startDate=01-${from.slice(5, 7)}-${from.slice(0, 4)}&endDate=${until}&type=json`;
  try {
    const response = await (options.fetchImpl ?? fetch)(url, {
      headers: { key: options.apiKey },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`EVDS answered HTTP ${response.status}`);
    const points = parseEvdsCpi(await response.json(), series);
    for (const point of points) await upsertCpi(db, { ...point, base: options.base ?? '2003' }, 'evds', null);
    await db.insert(cpiImportRuns).values({ status: 'ok', rows: points.length });
    return points.length;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.insert(cpiImportRuns).values({ status: 'failed', error: message.slice(0, 500) });
    throw error;
  }
}
