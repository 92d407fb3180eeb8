import type { CpiAnswer, CpiLatestAnswer } from '@pusula/core/contract/cpi.ts';
import { createFetchClient } from '../../lib/api-client/fetch-client.ts';

/** The index is public data: a plain client without the token or the error toasts (like the funds'). */
const cpiHttp = createFetchClient({ baseURL: '/api', timeout: 10_000 });

/** GET /api/cpi: every stored month on both bases and the link between them. */
export async function fetchCpi(): Promise<CpiAnswer> {
  const response = await cpiHttp.get<{ data: CpiAnswer }>('/cpi');
  return response.data.data;
}

/** GET /api/cpi/latest: the latest month's yearly change, without the series. */
export async function fetchLatestCpi(): Promise<CpiLatestAnswer> {
  const response = await cpiHttp.get<{ data: CpiLatestAnswer }>('/cpi/latest');
  return response.data.data;
}
