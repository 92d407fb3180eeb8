import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import { createFetchClient, HttpError } from '../../lib/api-client/fetch-client.ts';
import type { FundPage, FundSource, SortKey } from './fund-types.ts';

/**
 * docs/requirements/market-and-funds.md#fund-calls: fund calls use a plain HTTP client, without the token header or the error
 * interceptor (no toasts); a failure hands back the server's error body.
 */
export const fundsHttp = createFetchClient({
  baseURL: '/api',
  timeout: 10_000,
  beforeRequest: (request) => {
    if (typeof document !== 'undefined')
      request.headers['Accept-Language'] = document.documentElement.lang || 'tr';
  },
});

export async function fetchFundPage(
  source: FundSource,
  pageNumber: number,
  pageSize: number,
  sortKey: SortKey | null,
) {
  const response = sortKey
    ? await fundsHttp.post<{ data: FundPage }>(`/${source}/sorted`, {
        pageNumber,
        pageSize,
        returnField: sortKey,
      })
    : await fundsHttp.post<{ data: FundPage }>(`/${source}/paginated`, { pageNumber, pageSize });
  return response.data.data;
}

export async function searchFundList(source: FundSource, searchParam: string) {
  const response = await fundsHttp.post<{
    data: { items: FundItem[]; isSample: boolean; asOf: string | null };
  }>(`/${source}/search`, { searchParam });
  return response.data.data;
}

/** The server's error body as stored in the slice (`{ message }`), or an empty one without a response. */
export function errorBody(error: unknown): { message?: string } {
  if (error instanceof HttpError) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string') return { message: data.message };
  }
  return {};
}
