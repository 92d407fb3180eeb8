/** Why a fetch failed, in a short sentence for a run log (never the body of a large error page). */
export class FetchError extends Error {
  readonly url: string;
  /** `timeout`: no full answer in time; `network`: not reachable; `status`: a non-2xx answer. */
  readonly kind: 'timeout' | 'network' | 'status';
  readonly status: number | undefined;
  constructor(url: string, kind: FetchError['kind'], message: string, status?: number) {
    super(message);
    this.name = 'FetchError';
    this.url = url;
    this.kind = kind;
    this.status = status;
  }
}

export interface FetchTextOptions extends Omit<RequestInit, 'signal'> {
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const timedOut = (error: unknown) => {
  const name = (error as Error | undefined)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

/**
 * Fetches a URL's text within `timeoutMs` (connecting and reading the body both count). Any
 * failure throws FetchError naming the URL: a time-out, an unreachable host or a non-2xx status.
 */
export async function fetchText(url: string, options: FetchTextOptions): Promise<string> {
  const { timeoutMs, fetchImpl = fetch, ...init } = options;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    if (timedOut(error)) throw new FetchError(url, 'timeout', `${url} did not answer within ${timeoutMs} ms`);
    throw new FetchError(url, 'network', `${url} could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new FetchError(url, 'status', `${url} answered HTTP ${response.status}`, response.status);
  }
  return text;
}
