import {
  type AssetDetails,
  DEFAULT_ENERGY_CLASS,
  DEFAULT_VEHICLE_KIND,
} from '@pusula/core/loans/asset-cap-types.ts';
import {
  DEFAULT_LOAN_AMOUNTS,
  DEFAULT_LOAN_TERMS,
  DEFAULT_LOAN_TYPE,
  type LoanType,
} from '@pusula/core/loans/constants.ts';
import type { TradesmanResult } from '@pusula/core/tradesman/tradesman-loan.ts';
import type { LoanOffer } from './loan-types.ts';
import { DEFAULT_LOAN_SORT_ORDER, type LoanSortOrder } from './offer-sort.ts';

export type LoanField = 'amount' | 'term' | 'rate' | 'assetValue';

/** docs/requirements/loans-and-deposits.md#loan-state loan state, plus field errors, the searched flag and the offer whose plan is open. */
export interface LoansState {
  selectedLoanType: LoanType;
  /** The amount field's entry: plain digits, shown grouped in the page language (docs/number-format.md). */
  loanAmount: string;
  /** Months as a string; '' when not chosen. */
  loanTerm: string;
  customRates: Record<LoanType, string>;
  /** The optional vehicle invoice / home value per type, an entry like loanAmount with kuruş (docs/domain-rules.md#asset-value-caps). */
  assetValues: Record<LoanType, string>;
  /** The vehicle form's kind, the housing form's energy class and "already owns a home" (defaults: other, other, no). */
  assetDetails: Required<AssetDetails>;
  calculationResults: LoanOffer[];
  esnafResult: TradesmanResult | null;
  loading: boolean;
  error: string | null;
  showModal: boolean;
  /** True once a search or calculation has finished (before: the prompt; after, if empty: the message). */
  searched: boolean;
  /** Message keys by field (max amount, required, invalid rate). */
  fieldErrors: Partial<Record<LoanField, string>>;
  selectedOffer: LoanOffer | null;
  /** The list's order; kept across calculations on the same page (docs/domain-rules.md#true-cost). */
  sortOrder: LoanSortOrder;
}

export function initialLoansState(loanType: LoanType = DEFAULT_LOAN_TYPE): LoansState {
  return {
    selectedLoanType: loanType,
    loanAmount: String(DEFAULT_LOAN_AMOUNTS[loanType]),
    loanTerm: String(DEFAULT_LOAN_TERMS[loanType]),
    customRates: { ihtiyac: '', tasit: '', konut: '', esnaf: '' },
    assetValues: { ihtiyac: '', tasit: '', konut: '', esnaf: '' },
    assetDetails: { vehicleKind: DEFAULT_VEHICLE_KIND, energyClass: DEFAULT_ENERGY_CLASS, ownsHome: false },
    calculationResults: [],
    esnafResult: null,
    loading: false,
    error: null,
    showModal: false,
    searched: false,
    fieldErrors: {},
    selectedOffer: null,
    sortOrder: DEFAULT_LOAN_SORT_ORDER,
  };
}
