import { OVERDRAFT_MAX_AMOUNT } from '@pusula/core/cards/overdraft.ts';
import { rateInLocale } from '@pusula/core/format/amount-input.ts';
import { formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import { focusFirstError } from '../../components/ui/form-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import { OVERDRAFT_QUERY_NAMES, overdraftFromQuery, overdraftToQuery } from './overdraft-query.ts';
import {
  type OverdraftField,
  overdraftBalanceTyped,
  overdraftCalculated,
  overdraftDaysTyped,
  overdraftRateTyped,
  selectOverdraft,
} from './overdraft-slice.ts';

/**
 * Overdraft (KMH) interest form (docs/domain-rules.md#credit-card-and-overdraft-debt): the overdrawn
 * amount, days and the bank's monthly rate (empty: the ceiling); results after Calculate or from a link.
 */
export function OverdraftForm() {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const state = useAppSelector((root) => selectOverdraft(root));
  const message = (field: OverdraftField) => {
    const key = state.errors[field];
    return key
      ? t(`calc:overdraft.errors.${key}`, { max: formatTL(OVERDRAFT_MAX_AMOUNT, 0, locale) })
      : undefined;
  };

  const publish = useResultLink(OVERDRAFT_QUERY_NAMES, (values) => {
    const inputs = overdraftFromQuery(values);
    // Plain digits with a '.' in any language (docs/number-format.md).
    if (inputs.balance !== undefined) dispatch(overdraftBalanceTyped({ text: inputs.balance, locale: 'en' }));
    if (inputs.days !== undefined) dispatch(overdraftDaysTyped({ text: inputs.days, locale: 'en' }));
    if (inputs.rate !== undefined) dispatch(overdraftRateTyped(inputs.rate));
    dispatch(overdraftCalculated());
  });

  const onCalculate = () => {
    dispatch(overdraftCalculated());
    const after = selectOverdraft(store.getState());
    if (after.result) publish(overdraftToQuery(after));
    focusFirstError([
      ['kmh-balance', after.errors.balance],
      ['kmh-days', after.errors.days],
      ['kmh-rate', after.errors.rate],
    ]);
  };

  return (
    <>
      <CalculatorForm onCalculate={onCalculate} columns={2}>
        <AmountField
          id="kmh-balance"
          label={t('calc:overdraft.labels.balance')}
          error={message('balance')}
          select={(root: RootState) => selectOverdraft(root).balance}
          typed={overdraftBalanceTyped}
          withKurus
        />
        <TextField
          id="kmh-days"
          label={t('calc:overdraft.labels.days')}
          error={message('days')}
          inputMode="numeric"
          value={state.days}
          onChange={(text) => dispatch(overdraftDaysTyped({ text, locale }))}
        />
        <TextField
          id="kmh-rate"
          label={t('calc:overdraft.labels.rate')}
          error={message('rate')}
          inputMode="decimal"
          placeholder={t('calc:overdraft.labels.ratePlaceholder')}
          value={rateInLocale(state.rate, locale)}
          onChange={(text) => dispatch(overdraftRateTyped(text))}
        />
      </CalculatorForm>
      {state.result && <CopyLinkButton />}
    </>
  );
}
