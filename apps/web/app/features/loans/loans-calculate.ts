import { amountOfEntry } from '@pusula/core/format/amount-input.ts';
import type { AssetDetails } from '@pusula/core/loans/asset-cap-types.ts';
import type { LoanType, TermListContext } from '@pusula/core/loans/constants.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
import { planOfferFigures } from '@pusula/core/loans/plan-offer.ts';
import { defaultHousingCosts } from '@pusula/core/loans/upfront-cost-rules.ts';
import { computeTradesmanLoan } from '@pusula/core/tradesman/tradesman-loan.ts';
import type { AppThunk } from '../../lib/app-thunk.ts';
import { lazySchemas } from '../../lib/lazy-validation.ts';
import type { LoanOffer } from './loan-types.ts';
import { searchLoans } from './loans-search.ts';
import {
  customResultSet,
  esnafResultSet,
  loanFieldErrorsSet,
  loanResultsReset,
  selectLoans,
} from './loans-slice.ts';
import type { LoanField, LoansState } from './loans-state.ts';

/**
 * The visitor's own monthly rate priced with core, shaped like a bank offer (no bank, no fee); a
 * housing loan carries the site's default up-front costs of the day, as bank offers without their own do.
 */
export function customRateOffer(
  loanType: LoanType,
  amount: number,
  maturity: number,
  ratePercent: number,
): LoanOffer {
  const housingCosts = loanType === 'konut' ? defaultHousingCosts() : undefined;
  const plan = computeLoanPlan({
    principal: amount,
    monthlyRatePercent: ratePercent,
    months: maturity,
    loanType,
    ...(housingCosts ? { housingCosts } : {}),
  });
  return {
    bankName: '',
    displayName: '',
    logoColor: '',
    interestRate: ratePercent,
    ...planOfferFigures(plan, loanType, amount, maturity),
    isParticipation: false,
    isSample: false,
    asOf: null,
    isCustom: true,
  };
}

/**
 * The asset's details the search sends beside its value (docs/domain-rules.md#asset-value-caps): the
 * vehicle kind on the vehicle form, the energy class and home ownership on the housing form.
 */
export function assetDetailsOf(loans: LoansState): AssetDetails {
  const { vehicleKind, energyClass, ownsHome } = loans.assetDetails;
  if (loans.selectedLoanType === 'tasit') return { vehicleKind };
  if (loans.selectedLoanType === 'konut') return { energyClass, ownsHome };
  return {};
}

/** The loan schemas (and zod) load on the form's first use: lib/lazy-validation.ts. */
export const loadLoanSchemas = lazySchemas(() => import('@pusula/core/validation/loan-schemas.ts'));

export type CalculateOutcome = { ok: true } | { ok: false; errors: Partial<Record<LoanField, string>> };

/**
 * Calculate (docs/requirements/loans-and-deposits.md#loan-validation and #loan-calculation-paths): validate amount, term and the optional rate (message keys); with a custom
 * rate compute on the client; esnaf on the home widget computes the tradesman loan on the client
 * (term in months → years; a custom monthly rate × 12 as its annual rate); otherwise search the API.
 */
export function calculateLoan(
  context: TermListContext,
): AppThunk<Promise<CalculateOutcome>, { loans?: LoansState }> {
  return async (dispatch, getState) => {
    const { customRateSchema, loanSearchSchema } = await loadLoanSchemas();
    const loans = selectLoans(getState());
    const { selectedLoanType: loanType, loanAmount, loanTerm, customRates, assetValues } = loans;
    const errors: Partial<Record<LoanField, string>> = {};
    // The asset value's entry is language-free ('1234.5'): read as a number, not as Turkish text.
    const assetValue = amountOfEntry(assetValues[loanType]) ?? undefined;
    const parsed = loanSearchSchema(loanType, context).safeParse({
      amount: loanAmount,
      maturity: loanTerm,
      assetValue,
      ...(assetValue === undefined ? {} : assetDetailsOf(loans)),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const at = issue.path[0];
        const field = at === 'maturity' ? 'term' : at === 'assetValue' ? 'assetValue' : 'amount';
        errors[field] ??= issue.message;
      }
    }
    const rate = customRateSchema.safeParse(customRates[loanType]);
    if (!rate.success) errors.rate = rate.error.issues[0]?.message;
    if (!parsed.success || !rate.success) {
      // A refused Calculate empties the results shown before, as a failed search does
      // (docs/requirements/loans-and-deposits.md#loan-state): they no longer match the form.
      dispatch(loanResultsReset());
      dispatch(loanFieldErrorsSet(errors));
      return { ok: false, errors };
    }
    dispatch(loanFieldErrorsSet({}));
    const { amount, maturity } = parsed.data;
    const details = assetValue === undefined ? {} : assetDetailsOf(loans);
    if (loanType === 'esnaf' && context === 'widget') {
      const years = maturity / 12;
      const input =
        rate.data === undefined
          ? { principal: amount, years }
          : { principal: amount, years, annualRatePercent: rate.data * 12 };
      dispatch(esnafResultSet(computeTradesmanLoan(input)));
    } else if (rate.data !== undefined) {
      // The API puts the asset value's notice on its offers, computed for the request within the cap;
      // the visitor's own rate gets the same here (docs/domain-rules.md#asset-value-caps).
      // The caps' figures load with the schemas (already here), not with the page.
      const { capNotice } = await import('@pusula/core/loans/asset-caps.ts');
      const notice =
        assetValue === undefined ? null : capNotice(loanType, amount, maturity, assetValue, context, details);
      const offer = notice
        ? customRateOffer(loanType, notice.appliedAmount, notice.appliedMaturity, rate.data)
        : customRateOffer(loanType, amount, maturity, rate.data);
      dispatch(customResultSet(notice ? { ...offer, capNotice: notice } : offer));
    } else {
      const withValue = assetValue === undefined ? {} : { assetValue, ...details };
      void dispatch(searchLoans({ loanType, amount, maturity, ...withValue }));
    }
    return { ok: true };
  };
}
