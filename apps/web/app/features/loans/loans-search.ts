import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { lazySchemas } from '../../lib/lazy-validation.ts';
import type { LoanOffer, LoanSearchRequest } from './loan-types.ts';

export const LOAN_SEARCH_FALLBACK = 'loans:errors.searchFailed';

/** The answer's schema (and zod) load with the first search: lib/lazy-validation.ts. */
const loadAnswerSchema = lazySchemas(() => import('@pusula/core/contract/offer-search.ts'));

/**
 * POST /api/banks/search/{type}: success stores the sorted offers, failure the error text. The answer
 * is checked against the contract first: a wrong shape fails as a 500 does (docs/requirements/api.md#client).
 */
export const searchLoans = createAppAsyncThunk<LoanOffer[], LoanSearchRequest, { rejectValue: string }>(
  'loans/search',
  async ({ loanType, ...body }, { rejectWithValue, extra }) => {
    try {
      const { loanSearchAnswerSchema: answer } = await loadAnswerSchema();
      const response = await extra.api.post(`/banks/search/${loanType}`, body, { answer });
      return response.data.data;
    } catch (error) {
      return rejectWithValue(error instanceof Error && error.message ? error.message : LOAN_SEARCH_FALLBACK);
    }
  },
);
