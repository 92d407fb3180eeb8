import {
  type AmountTyping,
  amountOfEntry,
  applyDecimalAmountInput,
} from '@pusula/core/format/amount-input.ts';
import type { EmployerIncentive } from '@pusula/core/salary/salary-month.ts';
import {
  computeSalary,
  EMPLOYER_INCENTIVES,
  minimumWageOf,
  SALARY_DEFAULT_GROSS,
  SALARY_DEFAULT_YEAR,
  SALARY_MAX_AMOUNT,
  type SalaryDirection,
  type SalaryResult,
} from '@pusula/core/salary/salary-year.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store.ts';

/** A message key under calc:salary.errors with the figure it names (TL), if any. */
export interface SalaryError {
  key: 'required' | 'belowMinimumGross' | 'belowMinimumNet' | 'maxAmount';
  amount?: number;
}

export interface SalaryState {
  direction: SalaryDirection;
  /** The amount field's entry ('50000', '28075.5'), shown in the page language (docs/number-format.md). */
  amount: string;
  incentive: EmployerIncentive;
  error: SalaryError | null;
  result: SalaryResult | null;
}

export const initialSalaryState: SalaryState = {
  direction: 'grossToNet',
  amount: String(SALARY_DEFAULT_GROSS),
  incentive: 'none',
  error: null,
  result: null,
};

/** docs/domain-rules.md#salary: at least the minimum wage (gross or net), at most SALARY_MAX_AMOUNT. */
export function salaryInputError(direction: SalaryDirection, entry: string): SalaryError | null {
  const amount = amountOfEntry(entry);
  if (amount === null || amount <= 0) return { key: 'required' };
  const minimum = minimumWageOf(SALARY_DEFAULT_YEAR);
  if (!minimum) return null;
  if (direction === 'grossToNet' && amount < minimum.gross)
    return { key: 'belowMinimumGross', amount: minimum.gross };
  if (direction === 'netToGross' && amount < minimum.net)
    return { key: 'belowMinimumNet', amount: minimum.net };
  return null;
}

const salarySlice = createSlice({
  name: 'salary',
  initialState: initialSalaryState,
  reducers: {
    /** Changing an input hides the previous result; above the maximum → the maximum, with its message. */
    salaryAmountTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyDecimalAmountInput(action.payload.text, SALARY_MAX_AMOUNT, action.payload.locale);
      state.amount = next.entry;
      state.error = next.capped ? { key: 'maxAmount', amount: SALARY_MAX_AMOUNT } : null;
      state.result = null;
    },
    salaryDirectionChanged(state, action: PayloadAction<string>) {
      state.direction = action.payload === 'netToGross' ? 'netToGross' : 'grossToNet';
      state.error = null;
      state.result = null;
    },
    salaryIncentiveChanged(state, action: PayloadAction<string>) {
      const found = EMPLOYER_INCENTIVES.find((incentive) => incentive === action.payload);
      state.incentive = found ?? 'none';
      state.result = null;
    },
    /** Calculate: check the amount, then compute the twelve months (docs/domain-rules.md#salary). */
    salaryCalculated(state) {
      state.error = salaryInputError(state.direction, state.amount);
      state.result = null;
      if (state.error) return;
      try {
        state.result = computeSalary({
          direction: state.direction,
          amount: amountOfEntry(state.amount) ?? 0,
          incentive: state.incentive,
          year: SALARY_DEFAULT_YEAR,
        });
      } catch (error) {
        // A calculation exception is logged and the result hidden, like the other calculators.
        console.error(error);
      }
    },
  },
});

export const { salaryAmountTyped, salaryDirectionChanged, salaryIncentiveChanged, salaryCalculated } =
  salarySlice.actions;
export const salaryReducer = salarySlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = salarySlice.injectInto(rootReducer);
export const selectSalary = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof salarySlice> {}
}
