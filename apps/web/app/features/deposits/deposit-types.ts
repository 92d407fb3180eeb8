import type { DepositSearchBody, DepositSearchResult } from '@pusula/core/contract/offer-search.ts';

/** One ranked deposit offer as POST /api/mevduat/search/all returns it (docs/requirements/api.md#offer-search plus extras). */
export type DepositOffer = DepositSearchResult;

export type DepositSearchRequest = DepositSearchBody;
