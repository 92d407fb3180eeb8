import { isLoanType } from '@pusula/core/loans/constants.ts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banks } from '../../db/schema.ts';
import { depositOffers, loanOffers } from './offers-tables.ts';
import type { CurrentDepositOffer, CurrentLoanOffer, OfferBank } from './offers-types.ts';

type BankRow = typeof banks.$inferSelect;

function toBank(row: BankRow): OfferBank {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    logoColor: row.logoColor,
    website: row.website,
    isParticipation: row.isParticipation,
    // The banks table is the one source of "public bank" (seeded from db/seed-data/banks.ts).
    isPublic: row.isPublic,
    sortOrder: row.sortOrder,
  };
}

/** Every bank by id. */
export async function loadBanks(db: Db): Promise<Map<number, OfferBank>> {
  const rows = await db.select().from(banks).orderBy(asc(banks.sortOrder), asc(banks.id));
  return new Map(rows.map((row) => [row.id, toBank(row)]));
}

/** The offers in force now (not retired), joined with their banks. */
export async function loadCurrentOffers(db: Db): Promise<{
  loans: CurrentLoanOffer[];
  deposits: CurrentDepositOffer[];
}> {
  const [bankMap, loanRows, depositRows] = await Promise.all([
    loadBanks(db),
    db.select().from(loanOffers).where(isNull(loanOffers.retiredAt)),
    db.select().from(depositOffers).where(isNull(depositOffers.retiredAt)),
  ]);
  const loans: CurrentLoanOffer[] = [];
  for (const row of loanRows) {
    const bank = bankMap.get(row.bankId);
    if (!bank || !isLoanType(row.loanType)) continue;
    loans.push({
      id: row.id,
      bank,
      loanType: row.loanType,
      monthlyRate: row.monthlyRate,
      minAmount: row.minAmount,
      maxAmount: row.maxAmount,
      minTerm: row.minTerm,
      maxTerm: row.maxTerm,
      allocationFeeRate: row.allocationFeeRate,
      housingCosts: {
        mortgageFee: row.mortgageFee,
        appraisalFee: row.appraisalFee,
        earthquakeInsurance: row.earthquakeInsurance,
      },
      effectiveFrom: row.effectiveFrom.toISOString(),
      isSample: row.isSample,
      asOf: row.asOf,
    });
  }
  const deposits: CurrentDepositOffer[] = [];
  for (const row of depositRows) {
    const bank = bankMap.get(row.bankId);
    if (!bank) continue;
    deposits.push({
      id: row.id,
      bank,
      currency: row.currency,
      annualRate: row.annualRate,
      minAmount: row.minAmount,
      maxAmount: row.maxAmount,
      minDays: row.minDays,
      maxDays: row.maxDays,
      effectiveFrom: row.effectiveFrom.toISOString(),
      isSample: row.isSample,
      asOf: row.asOf,
    });
  }
  return { loans, deposits };
}

export type LoanOfferRow = typeof loanOffers.$inferSelect;
export type DepositOfferRow = typeof depositOffers.$inferSelect;
export type LoanOfferFields = Pick<
  LoanOfferRow,
  'loanType' | 'monthlyRate' | 'minAmount' | 'maxAmount' | 'minTerm' | 'maxTerm' | 'allocationFeeRate'
> &
  Partial<Pick<LoanOfferRow, 'mortgageFee' | 'appraisalFee' | 'earthquakeInsurance'>>;
export type DepositOfferFields = Pick<
  DepositOfferRow,
  'annualRate' | 'minAmount' | 'maxAmount' | 'minDays' | 'maxDays'
>;

export async function bankIdByName(db: Db, name: string): Promise<number | null> {
  const rows = await db.select({ id: banks.id, name: banks.name }).from(banks);
  const lower = name.toLocaleLowerCase('tr');
  return rows.find((row) => row.name.toLocaleLowerCase('tr') === lower)?.id ?? null;
}

/** A new loan offer, in force from now. */
export async function insertLoanOffer(db: Db, bankId: number, fields: LoanOfferFields, by: string) {
  const [row] = await db
    .insert(loanOffers)
    .values({ bankId, ...fields, changedBy: by })
    .returning();
  return row as LoanOfferRow;
}

type Check<T> = (merged: T) => string[];

/**
 * Changes a current loan offer the history-keeping way: retires the old row and inserts its
 * replacement (`replaces_id`) in one transaction. Null when the offer is unknown or already retired;
 * `problems` (and no change) when `check` refuses the merged row.
 */
export async function replaceLoanOffer(
  db: Db,
  id: number,
  fields: Partial<LoanOfferFields>,
  by: string,
  check: Check<LoanOfferFields> = () => [],
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(loanOffers)
      .where(and(eq(loanOffers.id, id), isNull(loanOffers.retiredAt)))
      .for('update');
    if (!current) return null;
    const problems = check({ ...current, ...fields });
    if (problems.length > 0) return { problems, row: null };
    const now = new Date();
    await tx.update(loanOffers).set({ retiredAt: now }).where(eq(loanOffers.id, id));
    const { id: _id, retiredAt: _r, effectiveFrom: _e, isSample: _s, asOf: _a, ...kept } = current;
    const [row] = await tx
      .insert(loanOffers)
      .values({ ...kept, ...fields, effectiveFrom: now, replacesId: current.id, changedBy: by })
      .returning();
    return { problems, row: row as LoanOfferRow };
  });
}

export async function retireLoanOffer(db: Db, id: number, by: string) {
  const [row] = await db
    .update(loanOffers)
    .set({ retiredAt: new Date(), changedBy: by })
    .where(and(eq(loanOffers.id, id), isNull(loanOffers.retiredAt)))
    .returning();
  return row ?? null;
}

export async function insertDepositOffer(db: Db, bankId: number, fields: DepositOfferFields, by: string) {
  const [row] = await db
    .insert(depositOffers)
    .values({ bankId, currency: 'TL', ...fields, changedBy: by })
    .returning();
  return row as DepositOfferRow;
}

export async function replaceDepositOffer(
  db: Db,
  id: number,
  fields: Partial<DepositOfferFields>,
  by: string,
  check: Check<DepositOfferFields> = () => [],
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(depositOffers)
      .where(and(eq(depositOffers.id, id), isNull(depositOffers.retiredAt)))
      .for('update');
    if (!current) return null;
    const problems = check({ ...current, ...fields });
    if (problems.length > 0) return { problems, row: null };
    const now = new Date();
    await tx.update(depositOffers).set({ retiredAt: now }).where(eq(depositOffers.id, id));
    const { id: _id, retiredAt: _r, effectiveFrom: _e, isSample: _s, asOf: _a, ...kept } = current;
    const [row] = await tx
      .insert(depositOffers)
      .values({ ...kept, ...fields, effectiveFrom: now, replacesId: current.id, changedBy: by })
      .returning();
    return { problems, row: row as DepositOfferRow };
  });
}

export async function retireDepositOffer(db: Db, id: number, by: string) {
  const [row] = await db
    .update(depositOffers)
    .set({ retiredAt: new Date(), changedBy: by })
    .where(and(eq(depositOffers.id, id), isNull(depositOffers.retiredAt)))
    .returning();
  return row ?? null;
}

/** Every row (current and retired) of a bank's offers, newest first: the change history. */
export async function offerHistory(db: Db, bankId: number) {
  const [loans, deposits] = await Promise.all([
    db
      .select()
      .from(loanOffers)
      .where(eq(loanOffers.bankId, bankId))
      .orderBy(asc(loanOffers.loanType), asc(loanOffers.id)),
    db
      .select()
      .from(depositOffers)
      .where(eq(depositOffers.bankId, bankId))
      .orderBy(asc(depositOffers.minDays), asc(depositOffers.id)),
  ]);
  return { loans, deposits };
}
