import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import type { FundCompare, FundDetail, FundPagesData } from '@pusula/core/contract/fund-pages.ts';
import {
  cleanSeries,
  type FundPeriodReturns,
  fundReturns,
  monthsBefore,
  periodStart,
  rebaseTo100,
} from '@pusula/core/market/fund-returns.ts';
import type { FundHistoryRange } from '@pusula/core/site/fund-paths.ts';
import type { Db } from '../../db/client.ts';
import { codesWithPrices, latestDayOf, pricesOf } from './fund-history-repository.ts';
import { FUND_KINDS, type FundKind } from './funds-parser.ts';
import { fundSnapshot, type KindSnapshot } from './funds-snapshot.ts';

const byCode = new WeakMap<FundItem[], Map<string, FundItem>>();

function indexOf(snapshot: KindSnapshot): Map<string, FundItem> {
  let map = byCode.get(snapshot.items);
  if (!map) {
    map = new Map(snapshot.items.map((item) => [item.fundCode, item]));
    byCode.set(snapshot.items, map);
  }
  return map;
}

async function findFund(db: Db, code: string) {
  for (const kind of FUND_KINDS) {
    const snapshot = await fundSnapshot(db, kind);
    const item = indexOf(snapshot).get(code);
    if (item) return { kind, item, snapshot };
  }
  return null;
}

/**
 * The founder as the name starts (`ATA PORTFÖY …` → `ATA PORTFÖY`, `… EMEKLİLİK VE HAYAT A.Ş. …` → up to
 * EMEKLİLİK/HAYAT). The history answer carries no founder field, so this is read from the name.
 */
export function founderOf(name: string): string | null {
  const match = /^(.{2,60}?\b(?:PORTFÖY|EMEKLİLİK|HAYAT)(?: VE (?:EMEKLİLİK|HAYAT))?)(?=\s|$)/u.exec(name);
  return match?.[1] ?? null;
}

const platformReturns = (item: FundItem): FundPeriodReturns => ({
  '1m': item.oneMonthReturn,
  '3m': item.threeMonthReturn,
  '6m': item.sixMonthReturn,
  ytd: item.yearToDateReturn,
  '1y': item.oneYearReturn,
  '3y': item.threeYearReturn,
  '5y': item.fiveYearReturn,
});

/**
 * A fund's page data: the fund list's row (name, umbrella type, the platform's returns) joined with
 * its stored prices (for the returns, from a month before the 5-year period's start, so a fund priced
 * before that day counts as old enough when the start falls on a holiday; the history of `range` for
 * the chart). Null when the code is neither listed nor priced.
 */
export async function fundDetail(db: Db, code: string, range: FundHistoryRange): Promise<FundDetail | null> {
  const [found, latestDay] = await Promise.all([findFund(db, code), latestDayOf(db, code)]);
  if (!found && !latestDay) return null;
  const stored = latestDay
    ? await pricesOf(db, code, monthsBefore(periodStart(latestDay, '5y'), 1), latestDay)
    : [];
  const series = cleanSeries(stored.map((row) => ({ date: row.day, price: row.price })));
  const last = series.at(-1) ?? null;
  const name = found?.item.fundName ?? stored.at(-1)?.name ?? code;
  const fromHistory = series.length >= 2 || !found;
  const rangeStart = last ? periodStart(last.date, range) : '';
  return {
    code,
    name,
    kind: (found?.kind ?? (stored.at(-1)?.kind as FundKind | undefined) ?? 'YAT') as FundKind,
    umbrellaType: found?.item.umbrellaFundType ?? '',
    founder: founderOf(name),
    latest: last,
    returns: fromHistory ? fundReturns(series) : platformReturns((found as { item: FundItem }).item),
    returnsFrom: fromHistory ? 'history' : 'platform',
    range,
    history: series.filter((point) => point.date >= rangeStart),
    isSample: stored.length > 0 ? stored.every((row) => row.isSample) : (found?.snapshot.isSample ?? false),
    asOf: last?.date ?? found?.item.asOf ?? found?.snapshot.asOf ?? null,
  };
}

/** Up to three funds side by side, their prices rebased to 100 from the latest of their first days. */
export async function fundCompare(db: Db, codes: string[], range: FundHistoryRange): Promise<FundCompare> {
  const details = await Promise.all(codes.map((code) => fundDetail(db, code, range)));
  const found = details.filter((detail): detail is FundDetail => detail !== null);
  const rebased = rebaseTo100(found.map((detail) => detail.history));
  return {
    range,
    funds: found.map(({ history: _history, ...rest }) => rest),
    series: found.map((detail, i) => ({ code: detail.code, points: rebased[i] ?? [] })),
    unknown: codes.filter((_code, i) => details[i] === null),
  };
}

/** Every listed or priced fund code, sorted. */
export async function fundCodes(db: Db): Promise<string[]> {
  const codes = new Set(await codesWithPrices(db));
  for (const kind of FUND_KINDS)
    for (const item of (await fundSnapshot(db, kind)).items) codes.add(item.fundCode);
  return [...codes].sort();
}

/** Codes with a page, read again at most once a minute (new funds show within that). */
const CODES_MAX_AGE_MS = 60_000;

export function fundPagesData(db: Db): FundPagesData {
  let known: { codes: Set<string>; at: number } | null = null;
  let loading: Promise<Set<string>> | null = null;
  const knownCodes = async () => {
    if (known && Date.now() - known.at < CODES_MAX_AGE_MS) return known.codes;
    loading ??= fundCodes(db)
      .then((codes) => {
        known = { codes: new Set(codes), at: Date.now() };
        return known.codes;
      })
      .finally(() => {
        loading = null;
      });
    return known?.codes ?? loading;
  };
  return {
    exists: async (code) => (await knownCodes()).has(code),
    detail: (code, range) => fundDetail(db, code, range),
    compare: (codes, range) => fundCompare(db, codes, range),
    codes: () => fundCodes(db),
  };
}
