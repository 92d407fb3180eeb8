import type { DepositSearchBody, DepositSearchResult } from '@pusula/core/contract/offer-search.ts';

/** One ranked deposit offer as POST /api/mevduat/search/all returns it (spec §3 plus extras). */
export type DepositOffer = DepositSearchResult;

export type DepositSearchRequest = DepositSearchBody;
