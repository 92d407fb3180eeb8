import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import type { FastifyInstance } from 'fastify';

/** One loan search (POST /api/banks/search/{type}) in `lang`: the status and the JSON body. */
export async function searchLoanOn(app: FastifyInstance, type: string, payload: unknown, lang = 'tr') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/banks/search/${type}`,
    payload: payload as object,
    headers: { 'accept-language': lang },
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: LoanSearchResult[]; errors?: string[] },
  };
}

/**
 * One loan search in Turkish unless `headers` say otherwise: the status, the body (or {} when empty, as
 * a 304 is), the exact bytes and the ETag, for the tests that compare answers byte for byte.
 */
export async function searchLoanBytes(
  app: FastifyInstance,
  type: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/banks/search/${type}`,
    payload,
    headers: { 'accept-language': 'tr', ...headers },
  });
  const body = (response.rawPayload.length > 0 ? response.json() : {}) as {
    data: LoanSearchResult[];
    message?: string;
    errors?: string[];
  };
  return { status: response.statusCode, body, bytes: response.rawPayload, etag: response.headers.etag };
}
