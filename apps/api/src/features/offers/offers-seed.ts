import { MAX_DEPOSIT_DAYS, MIN_DEPOSIT_AMOUNT } from '@pusula/core/deposits/constants.ts';
import { LOAN_TYPES, type LoanType, loanTerms, MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import type { Db } from '../../db/client.ts';
import { SAMPLE_AS_OF } from '../../db/sample-data.ts';
import { banks } from '../../db/schema.ts';
import { forgetOffers } from './offers-snapshot.ts';
import { depositOffers, loanOffers } from './offers-tables.ts';

/** Sample monthly rates (percent) around which each bank's demo loan offers vary, by loan type. */
const LOAN_BASE_RATE: Record<LoanType, number> = { ihtiyac: 3.19, tasit: 2.79, konut: 2.49, esnaf: 2.39 };
/** Largest amount a demo loan offer covers, by type (the rest of the range is 1.000 TL upward). */
const LOAN_MAX: Record<LoanType, number> = {
  ihtiyac: 1_000_000,
  tasit: 5_000_000,
  konut: MAX_AMOUNT,
  esnaf: 5_000_000,
};

/** Demo deposit term brackets in days, each with its sample base annual rate (percent). */
export const DEPOSIT_BRACKETS = [
  { minDays: 32, maxDays: 89, baseRate: 39.5 },
  { minDays: 90, maxDays: 179, baseRate: 41 },
  { minDays: 180, maxDays: 364, baseRate: 38 },
  { minDays: 365, maxDays: MAX_DEPOSIT_DAYS, baseRate: 34 },
] as const;

/** A deterministic spread of 0 … 10 steps per bank, different per product so rankings differ. */
function spread(bankIndex: number, salt: number): number {
  return (bankIndex * 7 + salt * 5 + ((bankIndex * salt) % 3)) % 11;
}

export function sampleLoanOffer(bankIndex: number, loanType: LoanType) {
  const salt = LOAN_TYPES.indexOf(loanType) + 1;
  const terms = loanTerms(loanType, 'page');
  return {
    loanType,
    monthlyRate: Math.round((LOAN_BASE_RATE[loanType] + spread(bankIndex, salt) * 0.07) * 100) / 100,
    minAmount: 1_000,
    maxAmount: LOAN_MAX[loanType],
    minTerm: terms[0] ?? 1,
    maxTerm: terms[terms.length - 1] ?? 1,
    // A few banks waive the allocation fee; the rest charge the regulatory maximum of 0.5 %.
    allocationFeeRate: bankIndex % 5 === 4 ? 0 : 0.5,
  };
}

export function sampleDepositOffer(bankIndex: number, bracket: (typeof DEPOSIT_BRACKETS)[number]) {
  return {
    currency: 'TL',
    annualRate: Math.round((bracket.baseRate + spread(bankIndex, bracket.minDays) * 0.5) * 100) / 100,
    // Every third bank opens deposits from 5.000 TL; the others from the legal-form minimum.
    minAmount: bankIndex % 3 === 2 ? 5_000 : MIN_DEPOSIT_AMOUNT,
    maxAmount: MAX_AMOUNT,
    minDays: bracket.minDays,
    maxDays: bracket.maxDays,
  };
}

/**
 * Demo loan and deposit offers for every seeded bank, loan type and deposit bracket, flagged as sample
 * with SAMPLE_AS_OF. Idempotent: a (bank, loan type) or (bank, deposit bracket) that already has any
 * row — current or retired by an editor — is left alone.
 */
export async function seedOffers(db: Db): Promise<{ inserted: number }> {
  const bankRows = await db.select({ id: banks.id, sortOrder: banks.sortOrder }).from(banks);
  const loanKeys = new Set(
    (await db.select({ bankId: loanOffers.bankId, loanType: loanOffers.loanType }).from(loanOffers)).map(
      (row) => `${row.bankId}:${row.loanType}`,
    ),
  );
  const depositKeys = new Set(
    (
      await db.select({ bankId: depositOffers.bankId, minDays: depositOffers.minDays }).from(depositOffers)
    ).map((row) => `${row.bankId}:${row.minDays}`),
  );
  const sample = { isSample: true, asOf: SAMPLE_AS_OF, effectiveFrom: new Date(`${SAMPLE_AS_OF}T00:00:00Z`) };
  const loans = bankRows.flatMap((bank) =>
    LOAN_TYPES.filter((type) => !loanKeys.has(`${bank.id}:${type}`)).map((type) => ({
      bankId: bank.id,
      ...sampleLoanOffer(bank.sortOrder, type),
      ...sample,
    })),
  );
  const deposits = bankRows.flatMap((bank) =>
    DEPOSIT_BRACKETS.filter((bracket) => !depositKeys.has(`${bank.id}:${bracket.minDays}`)).map(
      (bracket) => ({
        bankId: bank.id,
        ...sampleDepositOffer(bank.sortOrder, bracket),
        ...sample,
      }),
    ),
  );
  if (loans.length > 0) await db.insert(loanOffers).values(loans);
  if (deposits.length > 0) await db.insert(depositOffers).values(deposits);
  if (loans.length + deposits.length > 0) forgetOffers(db);
  return { inserted: loans.length + deposits.length };
}
