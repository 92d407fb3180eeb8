import { type AmountTyping, rateInLocale } from '@pusula/core/format/amount-input.ts';
import { localeOf } from '@pusula/core/format/date-format.ts';
import {
  EARLY_REPAYMENT_LOAN_TYPES,
  PREPAYMENT_MODES,
  type PrepaymentMode,
} from '@pusula/core/loans/early-repayment.ts';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { controlProps, FormField } from '../../components/ui/form-field.tsx';
import { LoanTermField } from '../../components/ui/loan-term-field.tsx';
import { LoanTypeSelect } from '../../components/ui/loan-type-select.tsx';
import { TextField, wholeMonths } from '../../components/ui/text-field.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import styles from './early-repayment.module.css';
import {
  earlyRepaymentAmountTyped,
  earlyRepaymentFieldSet,
  earlyRepaymentLoanTypeChosen,
  earlyRepaymentModeChosen,
  selectEarlyRepayment,
} from './early-repayment-slice.ts';

// The amount fields read and type through these (stable, so the fields' callbacks stay stable).
const selectAmount = (state: RootState) => selectEarlyRepayment(state).inputs.amount;
const selectPartial = (state: RootState) => selectEarlyRepayment(state).inputs.partial;
const amountTyped = (typing: AmountTyping) => earlyRepaymentAmountTyped({ ...typing, field: 'amount' });
const partialTyped = (typing: AmountTyping) => earlyRepaymentAmountTyped({ ...typing, field: 'partial' });

/** The slice's inputs and its messages by field, translated. */
function useEarlyRepaymentForm() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const state = useAppSelector(selectEarlyRepayment);
  const message = (key: string | undefined) => (key ? translateKnown(t, key) : undefined);
  const errors = {
    amount: message(state.errors.amount),
    rate: message(state.errors.rate),
    term: message(state.errors.term),
    paid: message(state.errors.paid),
    partial: message(state.errors.partial),
  };
  return { t, locale, dispatch: useAppDispatch(), inputs: state.inputs, errors };
}

/** The loan: its type, amount, monthly rate, term and the instalments already paid. */
export function EarlyRepaymentLoanFields() {
  const { t, locale, dispatch, inputs, errors } = useEarlyRepaymentForm();
  return (
    <>
      <LoanTypeSelect
        id="early-type"
        label={t('calc:earlyRepayment.labels.loanType')}
        value={inputs.loanType}
        types={EARLY_REPAYMENT_LOAN_TYPES}
        onChange={(loanType) => dispatch(earlyRepaymentLoanTypeChosen(loanType))}
      />
      <AmountField
        id="early-amount"
        label={t('calc:earlyRepayment.labels.amount')}
        error={errors.amount}
        select={selectAmount}
        typed={amountTyped}
      />
      <TextField
        id="early-rate"
        label={t('calc:earlyRepayment.labels.rate')}
        unit={t('calc:ui.percent')}
        error={errors.rate}
        inputMode="decimal"
        value={rateInLocale(inputs.rate, locale)}
        onChange={(value) => dispatch(earlyRepaymentFieldSet({ field: 'rate', value }))}
      />
      <LoanTermField
        id="early-term"
        label={t('calc:earlyRepayment.labels.term')}
        error={errors.term}
        loanType={inputs.loanType}
        value={inputs.term}
        onChange={(value) => dispatch(earlyRepaymentFieldSet({ field: 'term', value }))}
      />
      <TextField
        id="early-paid"
        label={t('calc:earlyRepayment.labels.paid')}
        error={errors.paid}
        inputMode="numeric"
        value={inputs.paid}
        onChange={(text) => dispatch(earlyRepaymentFieldSet({ field: 'paid', value: wholeMonths(text) }))}
      />
    </>
  );
}

/** The optional partial prepayment and, once one is typed, what it should shorten or lower. */
export function EarlyRepaymentPrepaymentFields() {
  const { t, dispatch, inputs, errors } = useEarlyRepaymentForm();
  return (
    <>
      <AmountField
        id="early-partial"
        label={t('calc:earlyRepayment.labels.partial')}
        error={errors.partial}
        select={selectPartial}
        typed={partialTyped}
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
            onChange={(event) => dispatch(earlyRepaymentModeChosen(event.target.value as PrepaymentMode))}
          >
            {PREPAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`calc:earlyRepayment.modes.${mode}`)}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </>
  );
}
