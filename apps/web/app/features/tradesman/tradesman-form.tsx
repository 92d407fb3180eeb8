import { TRADESMAN_YEARS } from '@pusula/core/tradesman/constants.ts';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import { TRADESMAN_QUERY_NAMES, tradesmanFromQuery, tradesmanToQuery } from './tradesman-query.ts';
import {
  calculateTradesman,
  loadTradesmanSchemas,
  selectTradesman,
  tradesmanAmountTyped,
  tradesmanYearsChanged,
} from './tradesman-slice.ts';

/**
 * Tradesman loan form (docs/requirements/calculators.md#tradesman-loan): amount and term in years;
 * results only after Calculate, or at once from a result link (docs/requirements/site-and-pages.md#result-links).
 */
export function TradesmanForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const state = useAppSelector((root) => selectTradesman(root));
  // Whether the address holds the shown result's inputs: the store keeps a result for the visit, but
  // coming back to the page the address holds none, so the copy-link button waits for a Calculate
  // (docs/decisions/0006-redux-for-form-state.md).
  const [linked, setLinked] = useState(false);
  const errors = {
    amount: state.errors.amount ? translateKnown(t, state.errors.amount) : undefined,
    years: state.errors.years ? translateKnown(t, state.errors.years) : undefined,
  };

  const publish = useResultLink(TRADESMAN_QUERY_NAMES, async (values) => {
    const inputs = tradesmanFromQuery(values);
    // Plain digits in any language (docs/number-format.md); the form's own validation applies.
    if (inputs.amount !== undefined) dispatch(tradesmanAmountTyped({ text: inputs.amount, locale: 'en' }));
    if (inputs.years !== undefined) dispatch(tradesmanYearsChanged(inputs.years));
    await dispatch(calculateTradesman());
    setLinked(Boolean(selectTradesman(store.getState()).result));
  });

  const onCalculate = async () => {
    await dispatch(calculateTradesman());
    const { errors: found, result, amount, years } = selectTradesman(store.getState());
    if (result) publish(tradesmanToQuery({ amount, years }));
    setLinked(Boolean(result));
    focusFirstError([
      ['tradesman-amount', found.amount],
      ['tradesman-years', found.years],
    ]);
  };

  return (
    <>
      <CalculatorForm columns={2} onCalculate={onCalculate} preload={loadTradesmanSchemas}>
        <AmountField
          id="tradesman-amount"
          label={t('calc:tradesman.labels.amount')}
          error={errors.amount}
          select={(root: RootState) => selectTradesman(root).amount}
          typed={tradesmanAmountTyped}
        />
        <FormField id="tradesman-years" label={t('calc:tradesman.labels.term')} error={errors.years}>
          <select
            {...controlProps('tradesman-years', errors.years)}
            value={state.years}
            onChange={(event) => dispatch(tradesmanYearsChanged(event.target.value))}
          >
            {TRADESMAN_YEARS.map((years) => (
              <option key={years} value={String(years)}>
                {t('calc:tradesman.labels.termYears', { count: years })}
              </option>
            ))}
          </select>
        </FormField>
      </CalculatorForm>
      {state.result && linked && <CopyLinkButton />}
    </>
  );
}
