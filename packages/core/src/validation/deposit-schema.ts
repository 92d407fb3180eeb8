import { z } from 'zod';
import {
  DEPOSIT_TYPES,
  MAX_DEPOSIT_AMOUNT,
  MAX_DEPOSIT_DAYS,
  MIN_DEPOSIT_AMOUNT,
  MIN_DEPOSIT_DAYS,
} from '../deposits/constants.ts';
import { isBlank, readWholeNumber, wholeAmountField } from './fields.ts';
import { CALC_MESSAGES } from './message-keys.ts';

const { deposit, common } = CALC_MESSAGES;

/**
 * Deposit search request {enteredAmount, maturity, depositType}. Empty amount or days (or 0) →
 * 'Lütfen tüm alanları doldurun!'; amount < 1,000 → minimum message; > 50,000,000 → maximum message;
 * days < 32 → minimum-term message; days must be whole and at most 3650; only 'TL' is offered.
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
  },
  { error: common.invalidInput },
);

export type DepositRequest = z.output<typeof depositSchema>;
