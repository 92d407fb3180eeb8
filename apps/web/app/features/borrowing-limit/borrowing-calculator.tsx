import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { applyAmountInput, showAmountEntry } from '@pusula/core/format/amount-input.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { BORROWING_LOAN_TYPES, type BorrowingLoanType } from '@pusula/core/loans/borrowing-limit.ts';
import { borrowingAtBestOffer } from '@pusula/core/loans/borrowing-limit-search.ts';
import { loanTerms, MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import { type FormEvent, useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { useFormattedInput } from '../../components/ui/use-formatted-input.ts';
import { api } from '../../lib/api-client/api.ts';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import styles from './borrowing.module.css';
import { BorrowingResult } from './borrowing-result.tsx';
import {
  type BorrowingAction,
  borrowingReducer,
  initialBorrowingState,
  MESSAGES,
  readBorrowingRequest,
} from './borrowing-state.ts';

interface MoneyFieldProps {
  id: string;
  label: string;
  entry: string;
  field: 'income' | 'existing';
  error?: string;
  dispatch: (action: BorrowingAction) => void;
}

/** A whole-lira amount field grouped live in the page language, like the other calculators' fields. */
function MoneyField({ id, label, entry, field, error, dispatch }: MoneyFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  const apply = useCallback(
    (text: string) => {
      const next = applyAmountInput(text, MAX_AMOUNT, locale);
      dispatch({ type: 'typed', field, next });
      return next.display;
    },
    [dispatch, field, locale],
  );
  const input = useFormattedInput(apply);
  return (
    <FormField id={id} label={label} unit={t('calc:ui.tl')} error={error}>
      <input
        {...controlProps(id, error)}
        ref={input.ref}
        inputMode="numeric"
        autoComplete="off"
        value={showAmountEntry(entry, locale)}
        onChange={input.onChange}
      />
    </FormField>
  );
}

async function searchOffers(loanType: BorrowingLoanType, maturity: number, amount: number) {
  const response = await api.post<{ data: LoanSearchResult[] }>(`/banks/search/${loanType}`, {
    amount,
    maturity,
  });
  return response.data.data;
}

/** "How much can I borrow" (docs/domain-rules.md#borrowing-limit): the form and, once calculated, the answer. */
export function BorrowingCalculator() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(borrowingReducer, initialBorrowingState);
  const message = (key: string | undefined) => (key ? translateKnown(t, key) : undefined);
  const errors = {
    income: message(state.errors.income),
    existing: message(state.errors.existing),
    term: message(state.errors.term),
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.calculating) return;
    const read = readBorrowingRequest(state);
    if (!read.ok) {
      dispatch({ type: 'invalid', errors: read.errors });
      focusFirstError([
        ['borrowing-income', read.errors.income],
        ['borrowing-term', read.errors.term],
      ]);
      return;
    }
    const { request } = read;
    dispatch({ type: 'calculating' });
    try {
      const answer = await borrowingAtBestOffer(request, (amount) =>
        searchOffers(request.loanType, request.months, amount),
      );
      dispatch({ type: 'answered', answer, request });
    } catch (error) {
      dispatch({
        type: 'failed',
        error: error instanceof Error && error.message ? error.message : MESSAGES.searchFailed,
      });
    }
  };

  return (
    <>
      <form
        className={`${form.card} ${form.form} ${styles.form}`}
        noValidate
        onSubmit={onSubmit}
        aria-busy={state.calculating}
      >
        <MoneyField
          id="borrowing-income"
          label={t('calc:borrowing.labels.income')}
          entry={state.income}
          field="income"
          error={errors.income}
          dispatch={dispatch}
        />
        <MoneyField
          id="borrowing-existing"
          label={t('calc:borrowing.labels.existing')}
          entry={state.existing}
          field="existing"
          error={errors.existing}
          dispatch={dispatch}
        />
        <FormField id="borrowing-type" label={t('calc:borrowing.labels.loanType')}>
          <select
            {...controlProps('borrowing-type', undefined)}
            value={state.loanType}
            onChange={(event) =>
              dispatch({ type: 'loanTypeChosen', loanType: event.target.value as BorrowingLoanType })
            }
          >
            {BORROWING_LOAN_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`loans:types.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="borrowing-term" label={t('calc:borrowing.labels.term')} error={errors.term}>
          <select
            {...controlProps('borrowing-term', errors.term)}
            value={state.term}
            onChange={(event) => dispatch({ type: 'termChosen', term: event.target.value })}
          >
            {loanTerms(state.loanType, 'page').map((months) => (
              <option key={months} value={String(months)}>
                {t('calc:loan.labels.termMonths', { count: months })}
              </option>
            ))}
          </select>
        </FormField>
        <div className={`${form.actions} ${styles.actions}`}>
          <button type="submit" className={form.primary} disabled={state.calculating}>
            {state.calculating
              ? t('calc:borrowing.labels.calculating')
              : t('calc:borrowing.labels.calculate')}
          </button>
        </div>
      </form>
      {state.error && (
        <p className={styles.error} role="alert">
          {translateKnown(t, state.error)}
        </p>
      )}
      {state.answered && <BorrowingResult {...state.answered} />}
    </>
  );
}
