import {
  type BorrowingLimitInput,
  type BorrowingLimitResult,
  type BorrowingRefusal,
  borrowingRefusal,
  computeBorrowingLimit,
  maxAmountForTerm,
} from './borrowing-limit.ts';
import { DEFAULT_LOAN_AMOUNTS } from './constants.ts';

/** The fields of a ranked offer the borrowing answer needs (POST /api/banks/search/{type} returns more). */
export interface RankedOffer {
  bankName: string;
  interestRate: number;
}

/** At most this many searches: the offer ranges are few, so the best offer settles in one or two. */
export const BORROWING_SEARCH_ROUNDS = 3;

export type BorrowingOfferAnswer<Offer extends RankedOffer> =
  | { kind: 'limit'; offer: Offer; result: Extract<BorrowingLimitResult, { ok: true }>; searches: number }
  | { kind: 'refused'; reason: BorrowingRefusal }
  /** No current offer covers `amount` for the type and term. */
  | { kind: 'noOffer'; amount: number };

function sameOffer(a: RankedOffer, b: RankedOffer): boolean {
  return a.bankName === b.bankName && a.interestRate === b.interestRate;
}

/**
 * The borrowing answer at the best current offer (docs/domain-rules.md#borrowing-limit). Offers have
 * amount ranges, so the best offer depends on the amount: search with a provisional amount (the type's
 * default, within the term cap), compute the limit at that offer's rate, search again with the amount
 * found; stop when the best offer for the found amount is the one it was computed with. If it still
 * changes after BORROWING_SEARCH_ROUNDS searches, the last offer is used and the answer is never more
 * than the amount that offer was found for. `search` returns the ranking, best first.
 */
export async function borrowingAtBestOffer<Offer extends RankedOffer>(
  input: Omit<BorrowingLimitInput, 'monthlyRatePercent' | 'ceiling'>,
  search: (amount: number) => Promise<readonly Offer[]>,
): Promise<BorrowingOfferAnswer<Offer>> {
  const refusal = borrowingRefusal(input);
  if (refusal) return { kind: 'refused', reason: refusal };
  let amount = Math.min(DEFAULT_LOAN_AMOUNTS[input.loanType], maxAmountForTerm(input.loanType, input.months));
  let previous: { offer: Offer; result: Extract<BorrowingLimitResult, { ok: true }> } | null = null;
  for (let searches = 1; searches <= BORROWING_SEARCH_ROUNDS; searches += 1) {
    const best = (await search(amount))[0];
    if (!best) return { kind: 'noOffer', amount };
    if (previous && sameOffer(best, previous.offer)) return { kind: 'limit', ...previous, searches };
    const last = searches === BORROWING_SEARCH_ROUNDS;
    const result = computeBorrowingLimit({
      ...input,
      monthlyRatePercent: best.interestRate,
      ...(last ? { ceiling: amount } : {}),
    });
    if (!result.ok) return { kind: 'refused', reason: result.reason };
    // Found exactly the amount searched for (or capped to it): the offer is the best for it.
    if (result.maxAmount === amount || last) return { kind: 'limit', offer: best, result, searches };
    previous = { offer: best, result };
    amount = result.maxAmount;
  }
  // Unreachable: the last round always returns.
  throw new Error('borrowingAtBestOffer: no answer');
}
