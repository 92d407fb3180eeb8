import { rateInLocale } from '@pusula/core/format/amount-input.ts';
import { localeOf } from '@pusula/core/format/date-format.ts';
import { PLAIN_VAT_OPERATIONS, type PlainVatOperation, VAT_RATES } from '@pusula/core/vat/plain-vat.ts';
import { WITHHOLDING_OPERATIONS, type WithholdingOperation } from '@pusula/core/vat/withholding.ts';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import styles from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import type { RootState } from '../../store/store.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { VatResults } from './vat-results.tsx';
import {
  calculateVat,
  loadVatSchemas,
  type RateChoice,
  selectVat,
  type VatCardId,
  vatAmountTyped,
  vatCustomRateChanged,
  vatOperationChanged,
  vatRateChoiceChanged,
  vatReset,
  vatTevkifatChanged,
} from './vat-slice.ts';

type VatOperation = PlainVatOperation | WithholdingOperation;

const OPERATIONS: Record<VatCardId, readonly VatOperation[]> = {
  plain: PLAIN_VAT_OPERATIONS,
  withholding: WITHHOLDING_OPERATIONS,
};

/** The form keeps the operation as text ('' = none chosen); typed, its label keys are checked. */
const isOperationOf = (card: VatCardId, value: string): value is VatOperation =>
  (OPERATIONS[card] as readonly string[]).includes(value);

/** One VAT card of docs/requirements/calculators.md#vat and #vat-withholding: plain VAT (card 1) or VAT withholding (card 2). */
export function VatCard({
  card,
  linked = false,
  onCalculated,
}: {
  card: VatCardId;
  /** True when the address holds this card's inputs (its result shows the copy-link button). */
  linked?: boolean;
  /** Called after every Calculate of this card (the page writes the result link when it succeeded). */
  onCalculated?: (card: VatCardId) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const state = useAppSelector((root) => selectVat(root)[card]);
  const id = (field: string) => `vat-${card}-${field}`;
  const message = (key: string | undefined) => (key ? translateKnown(t, key) : undefined);
  const errors = {
    operation: message(state.errors.operation),
    amount: message(state.errors.amount),
    kdvRate: message(state.errors.kdvRate),
    tevkifatRate: message(state.errors.tevkifatRate),
  };

  const onCalculate = async () => {
    await dispatch(calculateVat(card));
    onCalculated?.(card);
    const found = selectVat(store.getState())[card].errors;
    focusFirstError([
      [id('operation'), found.operation],
      [id('custom-rate'), found.kdvRate],
      [id('tevkifat'), found.tevkifatRate],
      [id('amount'), found.amount],
    ]);
  };

  const amountLabelKey = isOperationOf(card, state.operation) ? state.operation : 'none';
  const headingId = id('title');
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t(card === 'plain' ? 'calc:vat.labels.plainTitle' : 'calc:vat.labels.withholdingTitle')}
      </h2>
      <CalculatorForm
        frame="inline"
        className={styles.form}
        onCalculate={onCalculate}
        preload={loadVatSchemas}
        actions={
          <button type="button" className={styles.secondary} onClick={() => dispatch(vatReset(card))}>
            {t('calc:ui.reset')}
          </button>
        }
      >
        <FormField id={id('operation')} label={t('calc:vat.labels.operation')} error={errors.operation}>
          <select
            {...controlProps(id('operation'), errors.operation)}
            value={state.operation}
            onChange={(event) => dispatch(vatOperationChanged({ card, value: event.target.value }))}
          >
            <option value="">{t('calc:vat.labels.selectOperation')}</option>
            {OPERATIONS[card].map((operation) => (
              <option key={operation} value={operation}>
                {t(`calc:vat.labels.${operation}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={id('rate')} label={t('calc:vat.labels.kdvRate')}>
          <select
            {...controlProps(id('rate'), undefined)}
            value={state.rateChoice}
            onChange={(event) =>
              dispatch(vatRateChoiceChanged({ card, value: event.target.value as RateChoice }))
            }
          >
            {VAT_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t('calc:vat.labels.rateOption', { rate })}
              </option>
            ))}
            <option value="other">{t('calc:vat.labels.otherRate')}</option>
          </select>
        </FormField>
        {state.rateChoice === 'other' && (
          <FormField
            id={id('custom-rate')}
            label={t('calc:vat.labels.customRate')}
            unit={t('calc:ui.percent')}
            error={errors.kdvRate}
          >
            <input
              {...controlProps(id('custom-rate'), errors.kdvRate)}
              inputMode="decimal"
              autoComplete="off"
              value={rateInLocale(state.customRate, locale)}
              onChange={(event) => dispatch(vatCustomRateChanged({ card, value: event.target.value }))}
            />
          </FormField>
        )}
        {card === 'withholding' && (
          <FormField
            id={id('tevkifat')}
            label={t('calc:vat.labels.tevkifatRate')}
            unit={t('calc:ui.tenths')}
            error={errors.tevkifatRate}
          >
            <input
              {...controlProps(id('tevkifat'), errors.tevkifatRate)}
              inputMode="numeric"
              autoComplete="off"
              value={state.tevkifat}
              onChange={(event) => dispatch(vatTevkifatChanged({ card, value: event.target.value }))}
            />
          </FormField>
        )}
        <AmountField
          id={id('amount')}
          label={t(`calc:vat.labels.amountFor.${amountLabelKey}`)}
          error={errors.amount}
          select={(root: RootState) => selectVat(root)[card].amount}
          typed={(typing) => vatAmountTyped({ ...typing, card })}
          withKurus
        />
      </CalculatorForm>
      <VatResults plain={state.plainResult} withholding={state.withholdingResult} />
      {linked && (state.plainResult || state.withholdingResult) && <CopyLinkButton />}
    </section>
  );
}
