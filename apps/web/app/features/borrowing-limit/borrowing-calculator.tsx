import type { AmountTyping } from '@pusula/core/format/amount-input.ts';
import {
  BORROWING_INCOME_SHARES,
  BORROWING_LOAN_TYPES,
  type BorrowingIncomeShare,
} from '@pusula/core/loans/borrowing-limit.ts';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { LoanTermField } from '../../components/ui/loan-term-field.tsx';
import { LoanTypeSelect } from '../../components/ui/loan-type-select.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import styles from './borrowing.module.css';
import {
  BORROWING_QUERY_NAMES,
  borrowingFromQuery,
  borrowingLinkActions,
  borrowingToQuery,
} from './borrowing-query.ts';
import { BorrowingResult } from './borrowing-result.tsx';
import {
  borrowingAmountTyped,
  borrowingLoanTypeChosen,
  borrowingShareChosen,
  borrowingTermChosen,
  calculateBorrowing,
  selectBorrowing,
} from './borrowing-slice.ts';

// The amount fields read and type through these (stable, so the fields' callbacks stay stable).
const selectIncome = (state: RootState) => selectBorrowing(state).income;
const selectExisting = (state: RootState) => selectBorrowing(state).existing;
const incomeTyped = (typing: AmountTyping) => borrowingAmountTyped({ ...typing, field: 'income' });
const existingTyped = (typing: AmountTyping) => borrowingAmountTyped({ ...typing, field: 'existing' });

/**
 * "How much can I borrow" (docs/domain-rules.md#borrowing-limit): the form and, once calculated, the
 * answer; a result link fills the form and calculates at once (docs/requirements/site-and-pages.md#result-links).
 */
export function BorrowingCalculator() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const state = useAppSelector(selectBorrowing);
  // Whether the address holds the shown answer's inputs: the store keeps an answer for the visit, but
  // coming back to the page the address holds none, so the copy-link button waits for a Calculate.
  const [linked, setLinked] = useState(false);
  const message = (key: string | undefined) => (key ? translateKnown(t, key) : undefined);
  const errors = {
    income: message(state.errors.income),
    existing: message(state.errors.existing),
    term: message(state.errors.term),
  };

  /** Calculate (the thunk reads the form from the store); the form's messages focus the first wrong field. */
  const calculate = async () => {
    const done = await dispatch(calculateBorrowing());
    if (done.ok === false)
      focusFirstError([
        ['borrowing-income', done.errors.income],
        ['borrowing-term', done.errors.term],
      ]);
    const answered = done.ok === true && done.answered;
    if (done.ok !== 'busy') setLinked(answered);
    return answered;
  };

  const publish = useResultLink(BORROWING_QUERY_NAMES, (values) => {
    for (const action of borrowingLinkActions(borrowingFromQuery(values))) dispatch(action);
    void calculate();
  });

  const onCalculate = async () => {
    const { income, existing, loanType, term, share } = selectBorrowing(store.getState());
    if (await calculate()) publish(borrowingToQuery({ income, existing, loanType, term, share }));
  };

  return (
    <>
      <CalculatorForm
        columns={2}
        onCalculate={onCalculate}
        busy={state.calculating}
        submitLabel={t('calc:borrowing.labels.calculate')}
        busyLabel={t('calc:borrowing.labels.calculating')}
      >
        <AmountField
          id="borrowing-income"
          label={t('calc:borrowing.labels.income')}
          error={errors.income}
          select={selectIncome}
          typed={incomeTyped}
        />
        <AmountField
          id="borrowing-existing"
          label={t('calc:borrowing.labels.existing')}
          error={errors.existing}
          select={selectExisting}
          typed={existingTyped}
        />
        <LoanTypeSelect
          id="borrowing-type"
          label={t('calc:borrowing.labels.loanType')}
          value={state.loanType}
          types={BORROWING_LOAN_TYPES}
          onChange={(loanType) => dispatch(borrowingLoanTypeChosen(loanType))}
        />
        <LoanTermField
          id="borrowing-term"
          label={t('calc:borrowing.labels.term')}
          error={errors.term}
          loanType={state.loanType}
          value={state.term}
          onChange={(term) => dispatch(borrowingTermChosen(term))}
        />
        <FormField id="borrowing-share" label={t('calc:borrowing.labels.share')}>
          <select
            {...controlProps('borrowing-share', undefined)}
            value={String(state.share)}
            onChange={(event) =>
              dispatch(borrowingShareChosen(Number(event.target.value) as BorrowingIncomeShare))
            }
          >
            {BORROWING_INCOME_SHARES.map((share) => (
              <option key={share} value={String(share)}>
                {t(`calc:borrowing.shares.${share}`)}
              </option>
            ))}
          </select>
        </FormField>
      </CalculatorForm>
      {state.error && (
        <p className={styles.error} role="alert">
          {translateKnown(t, state.error)}
        </p>
      )}
      {state.answered && (
        <>
          {linked && <CopyLinkButton />}
          <BorrowingResult {...state.answered} />
        </>
      )}
    </>
  );
}
