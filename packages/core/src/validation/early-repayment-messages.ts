// zod-free, so the form's state can show its messages before the schema loads (docs/decisions/0009-start-and-first-load.md).

/** Message keys of the early-repayment calculator; texts under calc:earlyRepayment.errors. */
export const EARLY_REPAYMENT_MESSAGES = {
  invalidInput: 'calc:common.invalidInput',
  required: 'calc:earlyRepayment.errors.required',
  invalidLoanType: 'calc:earlyRepayment.errors.invalidLoanType',
  invalidAmount: 'calc:earlyRepayment.errors.invalidAmount',
  maxAmount: 'calc:earlyRepayment.errors.maxAmount',
  rateRange: 'calc:earlyRepayment.errors.rateRange',
  invalidTerm: 'calc:earlyRepayment.errors.invalidTerm',
  paidRange: 'calc:earlyRepayment.errors.paidRange',
  invalidPartial: 'calc:earlyRepayment.errors.invalidPartial',
  partialTooLarge: 'calc:earlyRepayment.errors.partialTooLarge',
  partialBelowInstalment: 'calc:earlyRepayment.errors.partialBelowInstalment',
  invalidMode: 'calc:earlyRepayment.errors.invalidMode',
} as const;
