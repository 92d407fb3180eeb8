import { CARD_MAX_AMOUNT } from '@pusula/core/cards/card-debt.ts';
import type { AmountTyping } from '@pusula/core/format/amount-input.ts';
import { formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import { CARD_DEBT_QUERY_NAMES, cardDebtFromQuery, cardDebtToQuery } from './card-debt-query.ts';
import {
  type CardDebtField,
  cardDebtCalculated,
  cardDebtModeChanged,
  cardDebtTyped,
  selectCardDebt,
} from './card-debt-slice.ts';

const typedInto = (field: CardDebtField) => (typing: AmountTyping) => cardDebtTyped({ ...typing, field });
const TYPED = { balance: typedInto('balance'), limit: typedInto('limit'), payment: typedInto('payment') };

/**
 * Credit card debt form (docs/domain-rules.md#credit-card-and-overdraft-debt): statement debt, card
 * limit, the minimum or a fixed monthly payment; results after Calculate, or at once from a result link.
 */
export function CardDebtForm() {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const state = useAppSelector((root) => selectCardDebt(root));
  const message = (field: CardDebtField) => {
    const key = state.errors[field];
    return key ? t(`calc:cardDebt.errors.${key}`, { max: formatTL(CARD_MAX_AMOUNT, 0, locale) }) : undefined;
  };

  const publish = useResultLink(CARD_DEBT_QUERY_NAMES, (values) => {
    const inputs = cardDebtFromQuery(values);
    if (inputs.mode) dispatch(cardDebtModeChanged(inputs.mode));
    // Plain digits with a '.' in any language (docs/number-format.md).
    for (const field of ['balance', 'limit', 'payment'] as const) {
      const text = inputs[field];
      if (text !== undefined) dispatch(cardDebtTyped({ field, text, locale: 'en' }));
    }
    dispatch(cardDebtCalculated());
  });

  const onCalculate = () => {
    dispatch(cardDebtCalculated());
    const after = selectCardDebt(store.getState());
    if (after.result) publish(cardDebtToQuery(after));
    focusFirstError([
      ['card-balance', after.errors.balance],
      ['card-limit', after.errors.limit],
      ['card-payment', after.errors.payment],
    ]);
  };

  return (
    <>
      <CalculatorForm onCalculate={onCalculate} columns={2}>
        <AmountField
          id="card-balance"
          label={t('calc:cardDebt.labels.balance')}
          error={message('balance')}
          select={(root: RootState) => selectCardDebt(root).balance}
          typed={TYPED.balance}
          withKurus
        />
        <AmountField
          id="card-limit"
          label={t('calc:cardDebt.labels.limit')}
          error={message('limit')}
          select={(root: RootState) => selectCardDebt(root).limit}
          typed={TYPED.limit}
        />
        <FormField id="card-mode" label={t('calc:cardDebt.labels.mode')}>
          <select
            {...controlProps('card-mode', undefined)}
            value={state.mode}
            onChange={(event) => dispatch(cardDebtModeChanged(event.target.value))}
          >
            <option value="minimum">{t('calc:cardDebt.labels.modeMinimum')}</option>
            <option value="fixed">{t('calc:cardDebt.labels.modeFixed')}</option>
          </select>
        </FormField>
        {state.mode === 'fixed' && (
          <AmountField
            id="card-payment"
            label={t('calc:cardDebt.labels.paymentAmount')}
            error={message('payment')}
            select={(root: RootState) => selectCardDebt(root).payment}
            typed={TYPED.payment}
            withKurus
          />
        )}
      </CalculatorForm>
      {state.result && <CopyLinkButton />}
    </>
  );
}
