import { DEPOSIT_DAYS, DEPOSIT_TYPES } from '@pusula/core/deposits/constants.ts';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import { loadOfferList } from './deposit-results.tsx';
import styles from './deposits.module.css';
import {
  calculateDeposit,
  depositAmountTyped,
  depositDaysChanged,
  loadDepositSchemas,
  selectDeposits,
} from './deposits-slice.ts';

// Calculate needs the schemas, and its results the offer cards: both start loading on first use.
const loadWhatCalculateNeeds = () => Promise.all([loadDepositSchemas(), loadOfferList()]);

/**
 * docs/requirements/loans-and-deposits.md#deposit-form deposit form: amount (dot grouping, TL), the currency select locked to TL, the term in days
 * (typed, or one of 32/90/180/365), Calculate.
 */
export function DepositForm({
  idPrefix,
  onCalculated,
}: {
  idPrefix: string;
  /** Called after a Calculate that passed validation (the deposit page writes its result link). */
  onCalculated?: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectDeposits(root));
  const errors = {
    amount: state.fieldErrors.amount ? translateKnown(t, state.fieldErrors.amount) : undefined,
    days: state.fieldErrors.days ? translateKnown(t, state.fieldErrors.days) : undefined,
  };
  const ids = { amount: `${idPrefix}-amount`, currency: `${idPrefix}-currency`, days: `${idPrefix}-days` };

  const onCalculate = async () => {
    const outcome = await dispatch(calculateDeposit());
    if (outcome.ok) {
      toast.dismissErrors(); // about the attempt before: the new result replaces them
      onCalculated?.();
      return;
    }
    const first = outcome.errors.amount ?? outcome.errors.days;
    if (first) toast.error(translateKnown(t, first), { toastId: first });
    focusFirstError([
      [ids.amount, outcome.errors.amount],
      [ids.days, outcome.errors.days],
    ]);
  };

  return (
    <CalculatorForm
      frame="inline"
      className={styles.form}
      onCalculate={onCalculate}
      busy={state.loading}
      submitLabel={t('deposits:form.calculate')}
      busyLabel={t('deposits:form.calculating')}
      submitClassName={styles.busyButton}
      preload={loadWhatCalculateNeeds}
    >
      <div className={styles.grid}>
        <AmountField
          id={ids.amount}
          label={t('calc:deposit.labels.amount')}
          error={errors.amount}
          select={(root: RootState) => selectDeposits(root).amount}
          typed={depositAmountTyped}
        />
        <FormField id={ids.currency} label={t('calc:deposit.labels.currency')}>
          <select
            {...controlProps(ids.currency, undefined)}
            value={state.investmentType}
            disabled
            title={t('deposits:form.currencyLocked')}
          >
            {DEPOSIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id={ids.days}
          label={t('calc:deposit.labels.term')}
          unit={t('deposits:form.dayUnit')}
          error={errors.days}
          inputMode="numeric"
          value={state.days}
          onChange={(text) => dispatch(depositDaysChanged(text.replace(/\D/g, '').slice(0, 4)))}
        />
      </div>
      <fieldset className={styles.chips}>
        {/* Not "Vade" again: the field above has that name (docs/requirements/loans-and-deposits.md#deposit-form). */}
        <legend className="visually-hidden">{t('deposits:form.termChoices')}</legend>
        {DEPOSIT_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            className={styles.chip}
            aria-pressed={state.days === String(days)}
            onClick={() => dispatch(depositDaysChanged(String(days)))}
          >
            {t('calc:deposit.labels.termDays', { count: days })}
          </button>
        ))}
      </fieldset>
    </CalculatorForm>
  );
}
