import type { Lang } from '@pusula/core/i18n/languages.ts';
import { loanTerms } from '@pusula/core/loans/constants.ts';
import {
  EARLY_REPAYMENT_LOAN_TYPES,
  PREPAYMENT_MODES,
  type PrepaymentMode,
} from '@pusula/core/loans/early-repayment.ts';
import { type FormEvent, useCallback, useReducer } from 'react';
import { LocalAmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import form from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { LoanTypeSelect } from '../../components/ui/loan-type-select.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { preloadOnFirstUse } from '../../lib/lazy-validation.ts';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import styles from './early-repayment.module.css';
import {
  EARLY_REPAYMENT_QUERY_NAMES,
  earlyRepaymentFromQuery,
  earlyRepaymentLinkActions,
  earlyRepaymentToQuery,
} from './early-repayment-query.ts';
import { EarlyRepaymentResultPanel } from './early-repayment-result.tsx';
import {
  calculateAction,
  type EarlyRepaymentAction,
  type EarlyRepaymentInputs,
  earlyRepaymentReducer,
  initialEarlyRepaymentState,
  loadEarlyRepaymentSchema,
  typedAmount,
} from './early-repayment-state.ts';

interface MoneyFieldProps {
  id: string;
  label: string;
  entry: string;
  field: 'amount' | 'partial';
  error?: string;
  dispatch: (action: EarlyRepaymentAction) => void;
}

/** A whole-lira amount grouped live in the page language, like the other calculators' fields. */
function MoneyField({ id, label, entry, field, error, dispatch }: MoneyFieldProps) {
  const onType = useCallback(
    (text: string, locale: Lang) => {
      const action = typedAmount(field, text, locale);
      dispatch(action);
      return action.next.display;
    },
    [dispatch, field],
  );
  return <LocalAmountField id={id} label={label} entry={entry} error={error} onType={onType} />;
}

/**
 * Early repayment (docs/domain-rules.md#early-repayment): the loan, the instalments paid and an
 * optional partial amount; the result shows the payoff, the legal fee and the interest saved, and
 * for a partial prepayment the new plan (components/payment-plan).
 */
export function EarlyRepaymentCalculator() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(earlyRepaymentReducer, initialEarlyRepaymentState);
  const { inputs } = state;
  const message = (key: string | undefined) => (key ? translateKnown(t, key) : undefined);
  const errors = {
    amount: message(state.errors.amount),
    rate: message(state.errors.rate),
    term: message(state.errors.term),
    paid: message(state.errors.paid),
    partial: message(state.errors.partial),
  };

  /** Checks the inputs (the schema loads on first use), then shows the result or the messages. */
  const calculate = async (checked: EarlyRepaymentInputs) => {
    const action = await calculateAction(checked);
    dispatch(action);
    return action.read;
  };

  // A result link fills the form and calculates at once (docs/requirements/site-and-pages.md#result-links).
  const publish = useResultLink(EARLY_REPAYMENT_QUERY_NAMES, async (values) => {
    const actions = earlyRepaymentLinkActions(earlyRepaymentFromQuery(values));
    for (const action of actions) dispatch(action);
    // The reducer is pure: the same actions tell which inputs the link amounts to.
    await calculate(actions.reduce(earlyRepaymentReducer, state).inputs);
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const read = await calculate(inputs);
    if (read.ok) publish(earlyRepaymentToQuery(inputs));
    const found = read.ok ? {} : read.errors;
    focusFirstError([
      ['early-amount', found.amount],
      ['early-rate', found.rate],
      ['early-term', found.term],
      ['early-paid', found.paid],
      ['early-partial', found.partial],
    ]);
  };

  return (
    <>
      <form
        className={`${form.card} ${form.form} ${styles.form}`}
        noValidate
        onSubmit={onSubmit}
        {...preloadOnFirstUse(loadEarlyRepaymentSchema)}
      >
        <LoanTypeSelect
          id="early-type"
          label={t('calc:earlyRepayment.labels.loanType')}
          value={inputs.loanType}
          types={EARLY_REPAYMENT_LOAN_TYPES}
          onChange={(loanType) => dispatch({ type: 'loanTypeChosen', loanType })}
        />
        <MoneyField
          id="early-amount"
          label={t('calc:earlyRepayment.labels.amount')}
          entry={inputs.amount}
          field="amount"
          error={errors.amount}
          dispatch={dispatch}
        />
        <FormField
          id="early-rate"
          label={t('calc:earlyRepayment.labels.rate')}
          unit={t('calc:ui.percent')}
          error={errors.rate}
        >
          <input
            {...controlProps('early-rate', errors.rate)}
            inputMode="decimal"
            autoComplete="off"
            value={inputs.rate}
            onChange={(event) => dispatch({ type: 'set', field: 'rate', value: event.target.value })}
          />
        </FormField>
        <FormField id="early-term" label={t('calc:earlyRepayment.labels.term')} error={errors.term}>
          <select
            {...controlProps('early-term', errors.term)}
            value={inputs.term}
            onChange={(event) => dispatch({ type: 'set', field: 'term', value: event.target.value })}
          >
            {loanTerms(inputs.loanType, 'page').map((months) => (
              <option key={months} value={String(months)}>
                {t('calc:loan.labels.termMonths', { count: months })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="early-paid" label={t('calc:earlyRepayment.labels.paid')} error={errors.paid}>
          <input
            {...controlProps('early-paid', errors.paid)}
            inputMode="numeric"
            autoComplete="off"
            value={inputs.paid}
            onChange={(event) =>
              dispatch({
                type: 'set',
                field: 'paid',
                value: event.target.value.replace(/\D/g, '').slice(0, 3),
              })
            }
          />
        </FormField>
        <MoneyField
          id="early-partial"
          label={t('calc:earlyRepayment.labels.partial')}
          entry={inputs.partial}
          field="partial"
          error={errors.partial}
          dispatch={dispatch}
        />
        <p className={styles.hint}>{t('calc:earlyRepayment.labels.partialHint')}</p>
        {inputs.loanType === 'konut' && (
          <p className={styles.hint} data-testid="housing-partial-minimum">
            {t('calc:earlyRepayment.labels.partialHousingHint')}
          </p>
        )}
        {inputs.partial !== '' && (
          <FormField id="early-mode" label={t('calc:earlyRepayment.labels.mode')}>
            <select
              {...controlProps('early-mode', undefined)}
              value={inputs.mode}
              onChange={(event) =>
                dispatch({ type: 'modeChosen', mode: event.target.value as PrepaymentMode })
              }
            >
              {PREPAYMENT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`calc:earlyRepayment.modes.${mode}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <div className={`${form.actions} ${styles.actions}`}>
          <button type="submit" className={form.primary}>
            {t('calc:ui.calculate')}
          </button>
        </div>
      </form>
      {state.calculated && <CopyLinkButton />}
      {state.calculated && <EarlyRepaymentResultPanel {...state.calculated} />}
    </>
  );
}
