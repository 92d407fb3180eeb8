import { FetchError, fetchText } from '../../lib/fetch-with-timeout.ts';
import { type ParsedHistory, parseFundHistory } from './fund-history-parser.ts';
import type { FundKind } from './funds-parser.ts';
import { FundSourceError } from './funds-parser.ts';
import { type FundSourceOptions, platformLimiter, SOURCE_TIMEOUT_MS } from './funds-source.ts';

export const HISTORY_PATH = '/api/funds/fonGnlBlgSiraliGetir';
/** Days asked for in one request (public clients of the 2026 endpoint use 28-day windows). */
export const HISTORY_CHUNK_DAYS = 28;

/** `2026-07-01` → `20260701`, the form the endpoint takes. */
export const compactDay = (day: string) => day.replaceAll('-', '');

/** The request body the platform's own data page sends (every filter empty, one fund kind). */
export function historyRequestBody(kind: FundKind, from: string, to: string, code: string | null = null) {
  return {
    fonTipi: kind,
    fonKodu: code,
    aramaMetni: null,
    fonTurKod: null,
    fonGrubu: null,
    sfonTurKod: null,
    fonTurAciklama: null,
    kurucuKod: null,
    basTarih: compactDay(from),
    bitTarih: compactDay(to),
    basSira: 1,
    bitSira: 100_000,
    dil: 'TR',
  };
}

export function historyUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${HISTORY_PATH}`;
}

/** One kind's daily rows from `from` to `to` (inclusive, one request); failures are FundSourceError. */
export async function fetchFundHistory(
  kind: FundKind,
  from: string,
  to: string,
  options: FundSourceOptions,
): Promise<ParsedHistory> {
  await (options.limiter ?? platformLimiter)();
  let body: string;
  try {
    body = await fetchText(historyUrl(options.baseUrl), {
      timeoutMs: options.timeoutMs ?? SOURCE_TIMEOUT_MS,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(historyRequestBody(kind, from, to)),
      fetchImpl: options.fetchImpl,
    });
  } catch (error) {
    throw error instanceof FetchError ? new FundSourceError(error.message) : error;
  }
  return parseFundHistory(body);
}
