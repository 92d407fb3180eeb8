import { type AmountTyping, rateInLocale } from '@pusula/core/format/amount-input.ts';
import { localeOf } from '@pusula/core/format/date-format.ts';
import { EARLY_REPAYMENT_LOAN_TYPES } from '@pusula/core/loans/early-repayment.ts';
import { REFINANCE_KNOWN, type RefinanceKnown } from '@pusula/core/validation/refinance-schema.ts';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { controlProps, FormField } from '../../components/ui/form-field.tsx';
import { LoanTermField } from '../../components/ui/loan-term-field.tsx';
import { LoanTypeSelect } from '../../components/ui/loan-type-select.tsx';
import { TextField, wholeMonths } from '../../components/ui/text-field.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import {
  refinanceAmountTyped,
  refinanceFieldSet,
  refinanceKnownChosen,
  refinanceLoanTypeChosen,
  selectRefinance,
} from './refinance-slice.ts';

// The amount fields read and type through these (stable, so the fields' callbacks stay stable).
const selectBalance = (state: RootState) => selectRefinance(state).inputs.balance;
const selectAmount = (state: RootState) => selectRefinance(state).inputs.amount;
const balanceTyped = (typing: AmountTyping) => refinanceAmountTyped({ ...typing, field: 'balance' });
const amountTyped = (typing: AmountTyping) => refinanceAmountTyped({ ...typing, field: 'amount' });

/**
 * The current loan: its type, how the visitor knows it, the monthly rate, and either the balance
 * owed with the months left or the original amount, term and instalments paid.
 */
export function RefinanceFields() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const dispatch = useAppDispatch();
  const { inputs, errors: keys } = useAppSelector(selectRefinance);
  const message = (key: string | undefined) => (key ? translateKnown(t, key) : undefined);
  const errors = {
    rate: message(keys.rate),
    balance: message(keys.balance),
    remaining: message(keys.remaining),
    amount: message(keys.amount),
    term: message(keys.term),
    paid: message(keys.paid),
  };
  const set = (field: 'rate' | 'remaining' | 'term' | 'paid', value: string) =>
    dispatch(refinanceFieldSet({ field, value }));
  return (
    <>
      <LoanTypeSelect
        id="refinance-type"
        label={t('calc:refinance.labels.loanType')}
        value={inputs.loanType}
        types={EARLY_REPAYMENT_LOAN_TYPES}
        onChange={(loanType) => dispatch(refinanceLoanTypeChosen(loanType))}
      />
      <FormField id="refinance-known" label={t('calc:refinance.labels.known')}>
        <select
          {...controlProps('refinance-known', undefined)}
          value={inputs.known}
          onChange={(event) => dispatch(refinanceKnownChosen(event.target.value as RefinanceKnown))}
        >
          {REFINANCE_KNOWN.map((known) => (
            <option key={known} value={known}>
              {t(`calc:refinance.known.${known}`)}
            </option>
          ))}
        </select>
      </FormField>
      <TextField
        id="refinance-rate"
        label={t('calc:refinance.labels.rate')}
        unit={t('calc:ui.percent')}
        error={errors.rate}
        inputMode="decimal"
        value={rateInLocale(inputs.rate, locale)}
        onChange={(value) => set('rate', value)}
      />
      {inputs.known === 'balance' ? (
        <>
          <AmountField
            id="refinance-balance"
            label={t('calc:refinance.labels.balance')}
            error={errors.balance}
            select={selectBalance}
            typed={balanceTyped}
          />
          <TextField
            id="refinance-remaining"
            label={t('calc:refinance.labels.remaining')}
            error={errors.remaining}
            inputMode="numeric"
            value={inputs.remaining}
            onChange={(text) => set('remaining', wholeMonths(text))}
          />
        </>
      ) : (
        <>
          <AmountField
            id="refinance-amount"
            label={t('calc:refinance.labels.amount')}
            error={errors.amount}
            select={selectAmount}
            typed={amountTyped}
          />
          <LoanTermField
            id="refinance-term"
            label={t('calc:refinance.labels.term')}
            error={errors.term}
            loanType={inputs.loanType}
            value={inputs.term}
            onChange={(value) => set('term', value)}
          />
          <TextField
            id="refinance-paid"
            label={t('calc:refinance.labels.paid')}
            error={errors.paid}
            inputMode="numeric"
            value={inputs.paid}
            onChange={(text) => set('paid', wholeMonths(text))}
          />
        </>
      )}
    </>
  );
}
