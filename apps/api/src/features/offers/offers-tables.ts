import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { banks } from '../../db/schema.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const rate = (name: string) => numeric(name, { precision: 8, scale: 4, mode: 'number' });

/**
 * Loan offers per bank and loan type (ihtiyac, tasit, konut, esnaf). Rows are never updated in place
 * except to set `retired_at`: a change inserts a new row (`replaces_id` → the old one) and retires the
 * old row in the same transaction, so the history of every offer stays readable.
 */
export const loanOffers = pgTable(
  'loan_offers',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    loanType: text('loan_type').notNull(),
    /** Monthly contract rate in percent (2.49 means 2.49 % a month). */
    monthlyRate: rate('monthly_rate').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** Term range in months, inclusive. */
    minTerm: integer('min_term').notNull(),
    maxTerm: integer('max_term').notNull(),
    /** Allocation fee as a percent of the principal (capped by core at 0.5 %). */
    allocationFeeRate: rate('allocation_fee_rate').notNull().default(0),
    /**
     * A housing offer's up-front costs in TL (docs/domain-rules.md#up-front-costs): mortgage registration,
     * appraisal, compulsory earthquake insurance. Null: the site's default in force on the search day.
     */
    mortgageFee: money('mortgage_fee'),
    appraisalFee: money('appraisal_fee'),
    earthquakeInsurance: money('earthquake_insurance'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    replacesId: integer('replaces_id'),
    changedBy: text('changed_by'),
    isSample: boolean('is_sample').notNull().default(false),
    asOf: date('as_of'),
  },
  (table) => [
    index('loan_offers_current_idx').on(table.loanType, table.bankId).where(sql`${table.retiredAt} is null`),
  ],
);

/** Deposit offers per bank: annual rate for an amount range and a term range in days (TL only). */
export const depositOffers = pgTable(
  'deposit_offers',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    currency: text('currency').notNull().default('TL'),
    /** Annual gross rate in percent (45 means 45 % a year). */
    annualRate: rate('annual_rate').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** Term range in days, inclusive. */
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    replacesId: integer('replaces_id'),
    changedBy: text('changed_by'),
    isSample: boolean('is_sample').notNull().default(false),
    asOf: date('as_of'),
  },
  (table) => [index('deposit_offers_current_idx').on(table.bankId).where(sql`${table.retiredAt} is null`)],
);
