import { MarketSourceError } from './market-types.ts';

export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;

/**
 * Fetches a source's text with a time-out. A non-2xx status, a time-out or a network failure throws
 * MarketSourceError with a short reason for the run log (never the body of a large error page).
 */
export async function fetchSourceText(url: string, timeoutMs = DEFAULT_FETCH_TIMEOUT_MS): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'FinansalPusula/1.0 (rates importer)' },
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new MarketSourceError(`timed out after ${timeoutMs} ms`);
    }
    throw new MarketSourceError(`unreachable: ${(error as Error).message}`);
  }
  try {
    const text = await response.text();
    if (!response.ok) throw new MarketSourceError(`HTTP ${response.status}`);
    return text;
  } catch (error) {
    if (error instanceof MarketSourceError) throw error;
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new MarketSourceError(`timed out after ${timeoutMs} ms`);
    }
    throw new MarketSourceError(`read failed: ${(error as Error).message}`);
  }
}
