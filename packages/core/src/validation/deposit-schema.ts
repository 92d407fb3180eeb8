import { z } from 'zod';
import {
  DEPOSIT_TYPES,
  MAX_DEPOSIT_AMOUNT,
  MAX_DEPOSIT_DAYS,
  MIN_DEPOSIT_AMOUNT,
  MIN_DEPOSIT_DAYS,
} from '../deposits/constants.ts';
import { FIRST_WITHHOLDING_DATE } from '../deposits/withholding-rules.ts';
import { isIsoDate } from '../rules/calendar.ts';
import { isBlank, readWholeNumber, wholeAmountField } from './fields.ts';
import { CALC_MESSAGES } from './message-keys.ts';

const { deposit, common } = CALC_MESSAGES;

/** The last start date taken (the first is the first day a withholding rule is known for). */
export const LAST_DEPOSIT_START_DATE = '2099-12-31';

/** YYYY-MM-DD, a real date, from the first known withholding rule to LAST_DEPOSIT_START_DATE. */
const startDate = z
  .string({ error: deposit.invalidStartDate })
  .refine(
    (value) => isIsoDate(value) && value >= FIRST_WITHHOLDING_DATE && value <= LAST_DEPOSIT_START_DATE,
    deposit.invalidStartDate,
  );

/**
 * Deposit search request {enteredAmount, maturity, depositType}. Empty amount or days (or 0) →
 * 'Lütfen tüm alanları doldurun!'; amount < 1,000 → minimum message; > 50,000,000 → maximum message;
 * days < 32 → minimum-term message; days must be whole and at most 3650; only 'TL' is offered.
 * `startDate` (optional, YYYY-MM-DD) is the day the deposit starts: the API defaults it to today in
 * Istanbul; with the term it fixes the maturity date and the stopaj band
 * (docs/domain-rules.md#withholding-on-deposits).
 */
export const depositSchema = z.object(
  {
    enteredAmount: wholeAmountField(
      {
        required: deposit.allFieldsRequired,
        invalid: deposit.invalidAmount,
        max: deposit.maxAmount,
        min: { value: MIN_DEPOSIT_AMOUNT, key: deposit.minAmount },
      },
      MAX_DEPOSIT_AMOUNT,
    ),
    maturity: z.unknown().transform((value, ctx): number => {
      const days = readWholeNumber(value);
      if (days !== null && days >= MIN_DEPOSIT_DAYS && days <= MAX_DEPOSIT_DAYS) return days;
      let key: string = deposit.invalidTerm;
      if (isBlank(value) || days === 0) key = deposit.allFieldsRequired;
      else if (days !== null && days < MIN_DEPOSIT_DAYS) key = deposit.minTerm;
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }),
    depositType: z.enum(DEPOSIT_TYPES, { error: deposit.invalidType }).default('TL'),
    startDate: startDate.optional(),
  },
  { error: common.invalidInput },
);

export type DepositRequest = z.output<typeof depositSchema>;
