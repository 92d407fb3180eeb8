import { describe, expect, it } from 'vitest';
import { computeBorrowingLimit } from './borrowing-limit.ts';
import { BORROWING_SEARCH_ROUNDS, borrowingAtBestOffer } from './borrowing-limit-search.ts';

interface Offer {
  bankName: string;
  interestRate: number;
  minAmount: number;
  maxAmount: number;
}

/** A fake ranking: the offers covering the amount, lowest rate first; records each amount searched. */
function fakeSearch(offers: Offer[]) {
  const amounts: number[] = [];
  const search = async (amount: number) => {
    amounts.push(amount);
    return offers
      .filter((offer) => amount >= offer.minAmount && amount <= offer.maxAmount)
      .sort((a, b) => a.interestRate - b.interestRate);
  };
  return { amounts, search };
}

const input = { income: 60_000, existingPayments: 5_000, loanType: 'ihtiyac' as const, months: 12 };

describe('borrowing at the best current offer', () => {
  it('one offer for every amount: the second search confirms it', async () => {
    const { amounts, search } = fakeSearch([
      { bankName: 'A', interestRate: 3.19, minAmount: 1_000, maxAmount: 1_000_000 },
    ]);
    const answer = await borrowingAtBestOffer(input, search);
    const expected = computeBorrowingLimit({ ...input, monthlyRatePercent: 3.19 });
    expect(answer).toMatchObject({ kind: 'limit', offer: { bankName: 'A' }, result: expected, searches: 2 });
    // Provisional amount: the personal loan's default 50.000 TL, then the amount found.
    expect(amounts).toEqual([50_000, expected.ok ? expected.maxAmount : 0]);
  });

  it('a cheaper offer for larger amounts is found by searching again with the amount', async () => {
    const { amounts, search } = fakeSearch([
      { bankName: 'Small', interestRate: 3.5, minAmount: 1_000, maxAmount: 100_000 },
      { bankName: 'Large', interestRate: 2.9, minAmount: 100_001, maxAmount: 1_000_000 },
    ]);
    const answer = await borrowingAtBestOffer(input, search);
    expect(answer).toMatchObject({ kind: 'limit', offer: { bankName: 'Large' }, searches: 3 });
    const atLarge = computeBorrowingLimit({ ...input, monthlyRatePercent: 2.9 });
    if (answer.kind !== 'limit' || !atLarge.ok) throw new Error('expected an answer');
    expect(answer.result.maxAmount).toBe(atLarge.maxAmount);
    expect(amounts).toHaveLength(3);
  });

  it('stops after three searches and never answers more than the last offer was found for', async () => {
    // Each search moves the amount into the other offer's range, so the ranking never settles.
    const { amounts, search } = fakeSearch([
      { bankName: 'Cheap', interestRate: 1, minAmount: 1_000, maxAmount: 150_000 },
      { bankName: 'Dear', interestRate: 6, minAmount: 150_001, maxAmount: 1_000_000 },
    ]);
    const answer = await borrowingAtBestOffer(input, search);
    expect(amounts).toHaveLength(BORROWING_SEARCH_ROUNDS);
    if (answer.kind !== 'limit') throw new Error('expected an answer');
    expect(answer.result.maxAmount).toBeLessThanOrEqual(amounts.at(-1) ?? 0);
  });

  it('refuses before searching when there is no room, and says when no offer covers the amount', async () => {
    const none = fakeSearch([]);
    expect(
      await borrowingAtBestOffer({ ...input, income: 5_000, existingPayments: 6_000 }, none.search),
    ).toEqual({
      kind: 'refused',
      reason: 'incomeCovered',
    });
    expect(none.amounts).toEqual([]);
    expect(await borrowingAtBestOffer(input, none.search)).toEqual({ kind: 'noOffer', amount: 50_000 });
  });
});
