import pThrottle from 'p-throttle';
import { FetchError, fetchText } from '../../lib/fetch-with-timeout.ts';
import { type FundKind, type FundRecord, FundSourceError, parseFundReturns } from './funds-parser.ts';

export const RETURNS_PATH = '/api/funds/fonGetiriBazliBilgiGetir';
export const SOURCE_TIMEOUT_MS = 30_000;

/** Resolves when one more request may start. */
export type RequestSlot = () => Promise<void>;

/** At most `limit` request starts in any `intervalMs` (strict: a sliding window, not fixed ones). */
export function requestSlots(limit: number, intervalMs: number): RequestSlot {
  return pThrottle({ limit, interval: intervalMs, strict: true })(async () => {});
}

/** The platform rate-limits hard (about 6 requests a minute); one limiter per process. */
export const platformLimiter = requestSlots(6, 60_000);

export interface FundSourceOptions {
  baseUrl: string;
  timeoutMs?: number;
  limiter?: RequestSlot;
  fetchImpl?: typeof fetch;
}

/** The request body the platform's own pages send for every period return of one fund kind. */
function requestBody(kind: FundKind) {
  return {
    dil: 'TR',
    fonTipi: kind,
    islem: 1,
    calismaTipi: 2,
    donemGetiri1a: '1',
    donemGetiri3a: '1',
    donemGetiri6a: '1',
    donemGetiriyb: '1',
    donemGetiri1y: '1',
    donemGetiri3y: '1',
    donemGetiri5y: '1',
  };
}

export function sourceUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${RETURNS_PATH}`;
}

/** Fetches and parses one kind's returns; any failure (HTTP, time-out, body) is a FundSourceError. */
export async function fetchFundReturns(kind: FundKind, options: FundSourceOptions): Promise<FundRecord[]> {
  await (options.limiter ?? platformLimiter)();
  let body: string;
  try {
    body = await fetchText(sourceUrl(options.baseUrl), {
      timeoutMs: options.timeoutMs ?? SOURCE_TIMEOUT_MS,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(requestBody(kind)),
      fetchImpl: options.fetchImpl,
    });
  } catch (error) {
    throw error instanceof FetchError ? new FundSourceError(error.message) : error;
  }
  return parseFundReturns(body);
}
