// zod-free, so the form's state can show its messages before the schema loads (docs/decisions/0009-start-and-first-load.md).

/** Message keys of the refinancing calculator; texts under calc:refinance.errors. */
export const REFINANCE_MESSAGES = {
  invalidInput: 'calc:common.invalidInput',
  required: 'calc:refinance.errors.required',
  invalidKnown: 'calc:refinance.errors.invalidKnown',
  invalidLoanType: 'calc:refinance.errors.invalidLoanType',
  invalidAmount: 'calc:refinance.errors.invalidAmount',
  maxAmount: 'calc:refinance.errors.maxAmount',
  rateRange: 'calc:refinance.errors.rateRange',
  remainingRange: 'calc:refinance.errors.remainingRange',
  invalidTerm: 'calc:refinance.errors.invalidTerm',
  paidRange: 'calc:refinance.errors.paidRange',
  searchFailed: 'calc:refinance.errors.searchFailed',
} as const;
