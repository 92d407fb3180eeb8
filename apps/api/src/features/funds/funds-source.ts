import { type FundKind, type FundRecord, FundSourceError, parseFundReturns } from './funds-parser.ts';
import { RateLimiter } from './rate-limiter.ts';

export const RETURNS_PATH = '/api/funds/fonGetiriBazliBilgiGetir';
export const SOURCE_TIMEOUT_MS = 30_000;

/** The platform rate-limits hard (about 6 requests a minute); one limiter per process. */
export const platformLimiter = new RateLimiter(6, 60_000);

export interface FundSourceOptions {
  baseUrl: string;
  timeoutMs?: number;
  limiter?: RateLimiter;
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
  await (options.limiter ?? platformLimiter).acquire();
  const timeoutMs = options.timeoutMs ?? SOURCE_TIMEOUT_MS;
  let response: Response;
  let body: string;
  try {
    response = await (options.fetchImpl ?? fetch)(sourceUrl(options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(requestBody(kind)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new FundSourceError(`the source did not answer within ${timeoutMs} ms`);
    }
    throw new FundSourceError(`the source could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) throw new FundSourceError(`the source answered HTTP ${response.status}`);
  return parseFundReturns(body);
}
