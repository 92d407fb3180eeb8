import { z } from 'zod';
import {
  ENERGY_CLASSES,
  type EnergyClass,
  takesAssetValue,
  VEHICLE_KINDS,
  type VehicleKind,
} from '../loans/asset-cap-types.ts';
import { assetCap } from '../loans/asset-caps.ts';
import {
  INTEREST_CALCULATOR_TERMS,
  LOAN_TYPES,
  type LoanType,
  loanTerms,
  MAX_AMOUNT,
  MAX_ASSET_VALUE,
  RATE_MAX,
  RATE_MIN,
  type TermListContext,
} from '../loans/constants.ts';
import { personalLoanMaxTerm } from '../loans/term-caps.ts';
import { TRADESMAN_MAX_YEARS, TRADESMAN_MIN_YEARS } from '../tradesman/constants.ts';
import {
  decimalAmountField,
  isBlank,
  optionalRateField,
  rateField,
  readWholeNumber,
  termField,
  wholeAmountField,
} from './fields.ts';
import { CALC_MESSAGES } from './message-keys.ts';

const { loan, interest, tradesman, common, asset: assetMessages } = CALC_MESSAGES;

const loanAmount = wholeAmountField(
  { required: loan.amountAndTermRequired, invalid: loan.invalidAmount, max: loan.maxAmount },
  MAX_AMOUNT,
);

export const loanTypeSchema = z.enum(LOAN_TYPES, { error: loan.invalidLoanType });

/**
 * The optional asset value of the vehicle and housing forms (docs/domain-rules.md#asset-value-caps): blank →
 * undefined; else TL with at most 2 decimals, over 0 and up to MAX_ASSET_VALUE. Other types ignore it,
 * as they ignore any key they do not know. The caps are checked with the asset's details below.
 */
function assetValueField(loanType: LoanType) {
  const read = decimalAmountField(assetMessages.invalid, assetMessages.max, MAX_ASSET_VALUE);
  return z
    .unknown()
    .transform((value, ctx): number | undefined => {
      if (!takesAssetValue(loanType) || isBlank(value)) return undefined;
      const parsed = read.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .optional();
}

/** An optional choice read only by `forType`: blank → undefined (the rule's default), else one of `values`. */
function choiceField<T extends string>(
  forType: LoanType,
  loanType: LoanType,
  values: readonly T[],
  invalid: string,
) {
  return z
    .unknown()
    .transform((value, ctx): T | undefined => {
      if (loanType !== forType || isBlank(value)) return undefined;
      if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    })
    .optional();
}

/** Housing: whether the buyer, the spouse or a child under 18 already owns a home (JSON boolean; blank → no). */
function ownsHomeField(loanType: LoanType) {
  return z
    .unknown()
    .transform((value, ctx): boolean | undefined => {
      if (loanType !== 'konut' || value === undefined || value === null) return undefined;
      if (typeof value === 'boolean') return value;
      ctx.addIssue({ code: 'custom', message: assetMessages.invalidOwnsHome });
      return z.NEVER;
    })
    .optional();
}

/**
 * Loan search input for one loan type: amount in whole lira (> 0, ≤ 50,000,000; number or '50.000')
 * and maturity in months from that type's list (konut: widget 12–120 or page 12–180); vehicle and
 * housing also an optional asset value with its details (vehicle kind; energy class and whether the
 * buyer already owns a home), a vehicle above its table's last band refused.
 */
export function loanSearchSchema(loanType: LoanType, context: TermListContext = 'page') {
  return z
    .object(
      {
        amount: loanAmount,
        maturity: termField(loanTerms(loanType, context), loan.amountAndTermRequired, loan.invalidTerm),
        assetValue: assetValueField(loanType),
        vehicleKind: choiceField<VehicleKind>(
          'tasit',
          loanType,
          VEHICLE_KINDS,
          assetMessages.invalidVehicleKind,
        ),
        energyClass: choiceField<EnergyClass>(
          'konut',
          loanType,
          ENERGY_CLASSES,
          assetMessages.invalidEnergyClass,
        ),
        ownsHome: ownsHomeField(loanType),
      },
      { error: common.invalidInput },
    )
    .superRefine(
      (input, ctx) => {
        // Runs beside the other fields' messages: only a refused vehicle, or a value too small to lend
        // one lira on, is an error; over the caps is answered with a notice.
        const { assetValue, vehicleKind, energyClass, ownsHome } = input;
        if (typeof assetValue !== 'number') return;
        const known = <T>(value: T, values: readonly unknown[]) =>
          values.includes(value) ? value : undefined;
        const cap = assetCap(loanType, assetValue, {
          vehicleKind: known(vehicleKind, VEHICLE_KINDS),
          energyClass: known(energyClass, ENERGY_CLASSES),
          ownsHome: ownsHome === true,
        });
        if (cap === null || (!cap.refused && cap.maxAmount >= 1)) return;
        const message = cap.refused ? cap.refusal : assetMessages.invalid;
        ctx.addIssue({ code: 'custom', path: ['assetValue'], message });
      },
      // Beside field errors too, but only on an object (not on null or a string).
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .superRefine(({ amount, maturity }, ctx) => {
      // Personal loans: BDDK's term caps by amount (other types have no amount-based cap we can check).
      if (loanType !== 'ihtiyac') return;
      const max = personalLoanMaxTerm(amount);
      if (maturity > max) {
        const message = max === 24 ? loan.termCapMid : loan.termCapHigh;
        ctx.addIssue({ code: 'custom', path: ['maturity'], message });
      }
    });
}

/** The optional custom monthly rate of the loan forms: blank → undefined, else a number 0–500. */
export const customRateSchema = optionalRateField(RATE_MIN, RATE_MAX, loan.invalidRate);

/** Interest-rate calculator: amount, term (from its list) and rate 0–500, all required. */
export const interestCalculatorSchema = z.object(
  {
    amount: wholeAmountField(
      { required: interest.allFieldsRequired, invalid: interest.invalidAmount, max: interest.maxAmount },
      MAX_AMOUNT,
    ),
    months: termField(INTEREST_CALCULATOR_TERMS, interest.allFieldsRequired, interest.invalidTerm),
    ratePercent: rateField(RATE_MIN, RATE_MAX, interest.allFieldsRequired, interest.rateRange),
  },
  { error: common.invalidInput },
);

/** Tradesman loan page: amount like the other loans and a term of 1–5 whole years. */
export const tradesmanSchema = z.object(
  {
    amount: loanAmount,
    years: z.unknown().transform((value, ctx): number => {
      const years = readWholeNumber(value);
      if (years !== null && years >= TRADESMAN_MIN_YEARS && years <= TRADESMAN_MAX_YEARS) return years;
      ctx.addIssue({
        code: 'custom',
        message: isBlank(value) ? loan.amountAndTermRequired : tradesman.invalidYears,
      });
      return z.NEVER;
    }),
  },
  { error: common.invalidInput },
);

export type LoanSearchInput = z.output<ReturnType<typeof loanSearchSchema>>;
export type InterestCalculatorInput = z.output<typeof interestCalculatorSchema>;
export type TradesmanFormInput = z.output<typeof tradesmanSchema>;
