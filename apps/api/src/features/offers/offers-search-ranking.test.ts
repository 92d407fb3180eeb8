import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { DEFAULT_LOAN_AMOUNTS, LOAN_TYPES, loanTerms } from '@pusula/core/loans/constants.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { bankIdByName, insertLoanOffer, replaceLoanOffer } from './offers-repository.ts';
import { searchLoanOn } from './offers-search-test-kit.ts';
import { reloadOffers } from './offers-snapshot.ts';
import { loanOffers } from './offers-tables.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

const searchLoan = (type: string, payload: unknown, lang?: string) =>
  searchLoanOn(ctx.app, type, payload, lang);

describe(`loan search (${storeKind()})`, () => {
  it('every loan type and every term of its page list finds all 21 banks, ranked by rate then total', async () => {
    for (const type of LOAN_TYPES) {
      for (const maturity of loanTerms(type, 'page')) {
        const { status, body } = await searchLoan(type, { amount: DEFAULT_LOAN_AMOUNTS[type], maturity });
        expect(status, `${type} ${maturity}`).toBe(200);
        expect(body.data).toHaveLength(21);
        expect(new Set(body.data.map((o) => o.bankName)).size).toBe(21);
        for (let k = 1; k < body.data.length; k += 1) {
          const [a, b] = [body.data[k - 1], body.data[k]] as [LoanSearchResult, LoanSearchResult];
          expect(
            a.interestRate < b.interestRate ||
              (a.interestRate === b.interestRate && a.totalPayment <= b.totalPayment),
          ).toBe(true);
        }
      }
    }
  });

  it('each offer matches core computeLoanPlan to the kuruş, with the extra fields', async () => {
    const { body } = await searchLoan('tasit', { amount: '300.000', maturity: 24 });
    for (const offer of body.data) {
      const plan = computeLoanPlan({
        principal: 300_000,
        monthlyRatePercent: offer.interestRate,
        months: 24,
        loanType: 'tasit',
        allocationFee: offer.allocationFee,
      });
      expect(offer).toMatchObject({
        amount: 300_000,
        maturity: 24,
        monthlyPayment: plan.installment,
        totalPayment: plan.totalPayment,
        totalInterest: plan.totalInterest,
        annualCostRate: plan.annualCostRatePercent,
        isSample: true,
        asOf: '2026-11-20',
      });
      expect([0, 1500]).toContain(offer.allocationFee);
    }
    const participation = body.data
      .filter((o) => o.isParticipation)
      .map((o) => o.bankName)
      .sort();
    expect(participation).toEqual(['Albaraka', 'Kuveytturk', 'TFKB', 'VakifKatilim', 'ZiraatKatilim']);
  });

  it('konut is untaxed: no KKDF or BSMV, and the page list reaches 180 months', async () => {
    const { status, body } = await searchLoan('konut', { amount: 300_000, maturity: 180 });
    expect(status).toBe(200);
    expect(body.data.every((o) => o.totalKkdf === 0 && o.totalBsmv === 0)).toBe(true);
    const ihtiyac = await searchLoan('ihtiyac', { amount: 300_000, maturity: 12 });
    expect(ihtiyac.body.data.every((o) => o.totalKkdf > 0 && o.totalKkdf === o.totalBsmv)).toBe(true);
  });

  it('a hand-worked offer, to the kuruş', async () => {
    // Akbank's ihtiyac offer becomes 2.00 % a month with a 0.5 % allocation fee. For 100.000 TL over
    // 12 months: i = 0.02 × (1 + 0.15 KKDF + 0.15 BSMV) = 0.026; A = 100000 × 0.026 / (1 − 1.026^−12)
    // = 2600 / 0.265093… = 9807.834… → 9.807,83 TL. Month 1: interest 100000 × 0.02 = 2.000,00,
    // KKDF = BSMV = 300,00, principal 9807.83 − 2600 = 7.207,83. Carrying the schedule, month 12 repays
    // the last 9.559,32 with 191,19 interest and 2 × 28,68 tax = 9.807,87, so the total is
    // 11 × 9807.83 + 9807.87 = 117.694,00 TL; fee = 0.5 % × 100000 = 500,00 TL. At 2.00 % it is the
    // cheapest ihtiyac offer, so it ranks first.
    const bankId = (await bankIdByName(ctx.db, 'Akbank')) as number;
    const [current] = await ctx.db
      .select({ id: loanOffers.id })
      .from(loanOffers)
      .where(
        and(eq(loanOffers.bankId, bankId), eq(loanOffers.loanType, 'ihtiyac'), isNull(loanOffers.retiredAt)),
      );
    const id = current?.id ?? 0;
    expect(
      await replaceLoanOffer(ctx.db, id, { monthlyRate: 2, allocationFeeRate: 0.5 }, 'test'),
    ).not.toBeNull();
    await reloadOffers(ctx.db);
    const { body } = await searchLoan('ihtiyac', { amount: 100_000, maturity: 12 });
    expect(body.data[0]).toMatchObject({
      bankName: 'Akbank',
      interestRate: 2,
      monthlyPayment: 9807.83,
      totalPayment: 117694,
      totalInterest: 13610.78,
      allocationFee: 500,
      amount: 100_000,
      isParticipation: false,
    });
  });

  it('ties on rate rank the lower total payment first', async () => {
    const enpara = (await bankIdByName(ctx.db, 'Enpara')) as number;
    const teb = (await bankIdByName(ctx.db, 'Teb')) as number;
    // Two konut offers at the same 0.50 %: same rate, amount and term give the same instalments and
    // total payment, so the order falls back to the banks' list order (TEB before Enpara).
    await insertLoanOffer(
      ctx.db,
      enpara,
      {
        loanType: 'konut',
        monthlyRate: 0.5,
        minAmount: 1000,
        maxAmount: 1_000_000,
        minTerm: 12,
        maxTerm: 180,
        allocationFeeRate: 0,
      },
      'test',
    );
    await insertLoanOffer(
      ctx.db,
      teb,
      {
        loanType: 'konut',
        monthlyRate: 0.5,
        minAmount: 1000,
        maxAmount: 1_000_000,
        minTerm: 12,
        maxTerm: 180,
        allocationFeeRate: 0.5,
      },
      'test',
    );
    await reloadOffers(ctx.db);
    const { body } = await searchLoan('konut', { amount: 500_000, maturity: 120 });
    expect(body.data.slice(0, 2).map((o) => o.bankName)).toEqual(['Teb', 'Enpara']);
    expect(body.data[0]?.totalPayment).toBe(body.data[1]?.totalPayment);
    expect(body.data).toHaveLength(21);
  });

  it('only offers covering the amount are listed (demo ihtiyac offers stop at 1.000.000 TL)', async () => {
    const { status, body } = await searchLoan('ihtiyac', { amount: 2_000_000, maturity: 12 });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('answers from memory: a change made behind its back shows only after a reload', async () => {
    const before = await searchLoan('tasit', { amount: 123_456, maturity: 36 });
    await ctx.db.execute(
      sql`update loan_offers set monthly_rate = monthly_rate + 5 where loan_type = 'tasit'`,
    );
    const after = await searchLoan('tasit', { amount: 123_457, maturity: 36 });
    expect(after.body.data.map((o) => o.interestRate)).toEqual(before.body.data.map((o) => o.interestRate));
    await reloadOffers(ctx.db);
    const reloaded = await searchLoan('tasit', { amount: 123_457, maturity: 36 });
    expect(reloaded.body.data[0]?.interestRate).toBeCloseTo((before.body.data[0]?.interestRate ?? 0) + 5, 6);
    await ctx.db.execute(
      sql`update loan_offers set monthly_rate = monthly_rate - 5 where loan_type = 'tasit'`,
    );
    await reloadOffers(ctx.db);
  });
});
