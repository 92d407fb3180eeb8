import { rateInLocale } from '@pusula/core/format/amount-input.ts';
import { localeOf } from '@pusula/core/format/date-format.ts';
import { INTEREST_CALCULATOR_TERMS } from '@pusula/core/loans/constants.ts';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import { INTEREST_QUERY_NAMES, interestFromQuery, interestToQuery } from './interest-calc-query.ts';
import {
  calculateInterest,
  interestAmountTyped,
  interestRateTyped,
  interestTermChanged,
  loadInterestSchemas,
  selectInterestCalc,
} from './interest-calc-slice.ts';

/**
 * Interest-rate calculator form (docs/requirements/calculators.md#interest-rate): amount, term, monthly
 * rate, Calculate; a result link fills it and calculates at once (docs/requirements/site-and-pages.md#result-links).
 */
export function InterestForm() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const state = useAppSelector((root) => selectInterestCalc(root));
  // Whether the address holds the shown result's inputs: the store keeps a result for the visit, but
  // coming back to the page the address holds none, so the copy-link button waits for a Calculate
  // (docs/decisions/0006-redux-for-form-state.md).
  const [linked, setLinked] = useState(false);
  const message = (key: string | undefined) => (key ? translateKnown(t, key) : undefined);
  const errors = {
    amount: message(state.errors.amount),
    months: message(state.errors.months),
    rate: message(state.errors.ratePercent),
  };

  const publish = useResultLink(INTEREST_QUERY_NAMES, async (values) => {
    const inputs = interestFromQuery(values);
    // Plain digits in any language (docs/number-format.md); the form's own validation applies.
    if (inputs.amount !== undefined) dispatch(interestAmountTyped({ text: inputs.amount, locale: 'en' }));
    if (inputs.months !== undefined) dispatch(interestTermChanged(inputs.months));
    if (inputs.rate !== undefined) dispatch(interestRateTyped(inputs.rate));
    await dispatch(calculateInterest());
    setLinked(Boolean(selectInterestCalc(store.getState()).result));
  });

  const onCalculate = async () => {
    await dispatch(calculateInterest());
    const { errors: found, result, amount, months, rate } = selectInterestCalc(store.getState());
    if (result) publish(interestToQuery({ amount, months, rate }));
    setLinked(Boolean(result));
    focusFirstError([
      ['interest-amount', found.amount],
      ['interest-term', found.months],
      ['interest-rate', found.ratePercent],
    ]);
  };

  return (
    <>
      <CalculatorForm columns={3} onCalculate={onCalculate} preload={loadInterestSchemas}>
        <AmountField
          id="interest-amount"
          label={t('calc:interest.labels.amount')}
          error={errors.amount}
          select={(root: RootState) => selectInterestCalc(root).amount}
          typed={interestAmountTyped}
        />
        <FormField id="interest-term" label={t('calc:interest.labels.term')} error={errors.months}>
          <select
            {...controlProps('interest-term', errors.months)}
            value={state.months}
            onChange={(event) => dispatch(interestTermChanged(event.target.value))}
          >
            {INTEREST_CALCULATOR_TERMS.map((months) => (
              <option key={months} value={String(months)}>
                {t('calc:loan.labels.termMonths', { count: months })}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id="interest-rate"
          label={t('calc:interest.labels.rate')}
          unit={t('calc:ui.percent')}
          error={errors.rate}
          inputMode="decimal"
          placeholder={t('calc:interest.labels.ratePlaceholder')}
          value={rateInLocale(state.rate, locale)}
          onChange={(text) => dispatch(interestRateTyped(text))}
        />
      </CalculatorForm>
      {state.result && linked && <CopyLinkButton />}
    </>
  );
}
