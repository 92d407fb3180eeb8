/**
 * Message keys used as zod issue messages. The text lives in i18n/locales/{tr,en,ar}/calc.json under
 * the path after `calc:` (e.g. calc:loan.amountAndTermRequired → {"loan": {"amountAndTermRequired"}}).
 */
export const CALC_MESSAGES = {
  common: {
    invalidInput: 'calc:common.invalidInput',
  },
  asset: {
    invalid: 'calc:asset.invalid',
    max: 'calc:asset.max',
    vehicleRefusedGeneral: 'calc:asset.vehicleRefusedGeneral',
    vehicleRefusedElectric: 'calc:asset.vehicleRefusedElectric',
    invalidVehicleKind: 'calc:asset.invalidVehicleKind',
    invalidEnergyClass: 'calc:asset.invalidEnergyClass',
    invalidOwnsHome: 'calc:asset.invalidOwnsHome',
  },
  loan: {
    amountAndTermRequired: 'calc:loan.amountAndTermRequired',
    invalidAmount: 'calc:loan.invalidAmount',
    maxAmount: 'calc:loan.maxAmount',
    invalidTerm: 'calc:loan.invalidTerm',
    termCapMid: 'calc:loan.termCapMid',
    termCapHigh: 'calc:loan.termCapHigh',
    invalidRate: 'calc:loan.invalidRate',
    invalidLoanType: 'calc:loan.invalidLoanType',
  },
  interest: {
    allFieldsRequired: 'calc:interest.allFieldsRequired',
    invalidAmount: 'calc:interest.invalidAmount',
    maxAmount: 'calc:interest.maxAmount',
    invalidTerm: 'calc:interest.invalidTerm',
    rateRange: 'calc:interest.rateRange',
  },
  deposit: {
    allFieldsRequired: 'calc:deposit.allFieldsRequired',
    invalidAmount: 'calc:deposit.invalidAmount',
    minAmount: 'calc:deposit.minAmount',
    minAmountTl: 'calc:deposit.minAmountTl',
    maxAmount: 'calc:deposit.maxAmount',
    minTerm: 'calc:deposit.minTerm',
    invalidTerm: 'calc:deposit.invalidTerm',
    invalidType: 'calc:deposit.invalidType',
    invalidStartDate: 'calc:deposit.invalidStartDate',
  },
  vat: {
    invalidAmount: 'calc:vat.invalidAmount',
    maxAmount: 'calc:vat.maxAmount',
    rateRange: 'calc:vat.rateRange',
    tevkifatRange: 'calc:vat.tevkifatRange',
    invalidOperation: 'calc:vat.invalidOperation',
  },
  tradesman: {
    invalidYears: 'calc:tradesman.invalidYears',
  },
  contact: {
    fullName: 'calc:contact.fullName',
    email: 'calc:contact.email',
    phone: 'calc:contact.phone',
    message: 'calc:contact.message',
  },
} as const;
