import { type AmountTyping, showAmountEntry } from '@pusula/core/format/amount-input.ts';
import { NUMBER_SEPARATORS } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { controlProps, FormField } from './form-field.tsx';
import { useFormattedInput } from './use-formatted-input.ts';

interface AmountFieldProps<State> {
  id: string;
  label: string;
  /** Translated error text, shown under the field. */
  error?: string;
  /** The field's entry in the store (language-free: '1234.5'). */
  select: (state: State) => string;
  /** The slice action for one keystroke; it reformats and caps the entry. */
  typed: (typing: AmountTyping) => UnknownAction;
  /** With kuruş (the VAT amount) instead of whole lira. */
  withKurus?: boolean;
}

/**
 * The calculators' amount field: label, the amount grouped live in the page language, the TL unit,
 * the error under it (docs/number-format.md). The store keeps the entry, so a language switch shows
 * the same amount in the new format.
 */
export function AmountField<State>({
  id,
  label,
  error,
  select,
  typed,
  withKurus = false,
}: AmountFieldProps<State>) {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  const dispatch = useDispatch();
  const store = useStore<State>();
  const entry = useSelector(select);
  const apply = useCallback(
    (text: string) => {
      dispatch(typed({ text, locale }));
      return showAmountEntry(select(store.getState()), locale);
    },
    [dispatch, store, typed, select, locale],
  );
  const input = useFormattedInput(apply, withKurus ? NUMBER_SEPARATORS[locale].decimal : '');
  return (
    <FormField id={id} label={label} unit={t('calc:ui.tl')} error={error}>
      <input
        {...controlProps(id, error)}
        ref={input.ref}
        inputMode={withKurus ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={showAmountEntry(entry, locale)}
        onChange={input.onChange}
      />
    </FormField>
  );
}
