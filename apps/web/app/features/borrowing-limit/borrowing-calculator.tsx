import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { applyAmountInput } from '@pusula/core/format/amount-input.ts';
import type { Lang } from '@pusula/core/i18n/languages.ts';
import {
  BORROWING_INCOME_SHARES,
  BORROWING_LOAN_TYPES,
  type BorrowingIncomeShare,
  type BorrowingLoanType,
} from '@pusula/core/loans/borrowing-limit.ts';
import { borrowingAtBestOffer } from '@pusula/core/loans/borrowing-limit-search.ts';
import { loanTerms, MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import { type FormEvent, useCallback, useReducer, useRef } from 'react';
import { LocalAmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import form from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { LoanTypeSelect } from '../../components/ui/loan-type-select.tsx';
import { api } from '../../lib/api-client/api.ts';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import styles from './borrowing.module.css';
import {
  BORROWING_QUERY_NAMES,
  borrowingFromQuery,
  borrowingLinkActions,
  borrowingToQuery,
} from './borrowing-query.ts';
import { BorrowingResult } from './borrowing-result.tsx';
import {
  type BorrowingAction,
  type BorrowingState,
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
  const onType = useCallback(
    (text: string, locale: Lang) => {
      const next = applyAmountInput(text, MAX_AMOUNT, locale);
      dispatch({ type: 'typed', field, next });
      return next.display;
    },
    [dispatch, field],
  );
  return <LocalAmountField id={id} label={label} entry={entry} error={error} onType={onType} />;
}

async function searchOffers(loanType: BorrowingLoanType, maturity: number, amount: number) {
  const response = await api.post<{ data: LoanSearchResult[] }>(`/banks/search/${loanType}`, {
    amount,
    maturity,
  });
  return response.data.data;
}

/**
 * "How much can I borrow" (docs/domain-rules.md#borrowing-limit): the form and, once calculated, the
 * answer; a result link fills the form and calculates at once (docs/requirements/site-and-pages.md#result-links).
 */
export function BorrowingCalculator() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(borrowingReducer, initialBorrowingState);
  // A link's inputs are applied and calculated in one go: the calculation reads them from here.
  const latest = useRef(state);
  latest.current = state;
  const message = (key: string | undefined) => (key ? translateKnown(t, key) : undefined);
  const errors = {
    income: message(state.errors.income),
    existing: message(state.errors.existing),
    term: message(state.errors.term),
  };

  const calculate = async (current: BorrowingState, onAnswered?: () => void) => {
    if (current.calculating) return;
    const read = readBorrowingRequest(current);
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
      onAnswered?.();
    } catch (error) {
      dispatch({
        type: 'failed',
        error: error instanceof Error && error.message ? error.message : MESSAGES.searchFailed,
      });
    }
  };

  const publish = useResultLink(BORROWING_QUERY_NAMES, (values) => {
    const actions = borrowingLinkActions(borrowingFromQuery(values));
    const next = actions.reduce(borrowingReducer, latest.current);
    for (const action of actions) dispatch(action);
    void calculate(next);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { income, existing, loanType, term, share } = state;
    void calculate(state, () => publish(borrowingToQuery({ income, existing, loanType, term, share })));
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
        <LoanTypeSelect
          id="borrowing-type"
          label={t('calc:borrowing.labels.loanType')}
          value={state.loanType}
          types={BORROWING_LOAN_TYPES}
          onChange={(loanType) => dispatch({ type: 'loanTypeChosen', loanType })}
        />
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
        <FormField id="borrowing-share" label={t('calc:borrowing.labels.share')}>
          <select
            {...controlProps('borrowing-share', undefined)}
            value={String(state.share)}
            onChange={(event) =>
              dispatch({ type: 'shareChosen', share: Number(event.target.value) as BorrowingIncomeShare })
            }
          >
            {BORROWING_INCOME_SHARES.map((share) => (
              <option key={share} value={String(share)}>
                {t(`calc:borrowing.shares.${share}`)}
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
      {state.answered && (
        <>
          <CopyLinkButton />
          <BorrowingResult {...state.answered} />
        </>
      )}
    </>
  );
}
