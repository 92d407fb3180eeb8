import { rateInLocale } from '@pusula/core/format/amount-input.ts';
import { localeOf } from '@pusula/core/format/date-format.ts';
import { formatNumber } from '@pusula/core/format/number-format.ts';
import { LOAN_TYPES, type TermListContext } from '@pusula/core/loans/constants.ts';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { focusFirstError } from '../../components/ui/form-field.tsx';
import { LoanTermField } from '../../components/ui/loan-term-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import { AssetDetailsFields } from './asset-details-fields.tsx';
import { AssetValueField } from './asset-value-field.tsx';
import styles from './loans.module.css';
import { calculateLoan, loadLoanSchemas } from './loans-calculate.ts';
import {
  customRateTyped,
  loanAmountTyped,
  loanTermChanged,
  loanTypeSelected,
  selectLoans,
} from './loans-slice.ts';

interface LoanFormProps {
  /** 'widget' (home: type buttons, konut terms to 120) or 'page' (one type, konut terms to 180). */
  context: TermListContext;
  idPrefix: string;
  /** Called after a Calculate that passed validation (the loan page writes its result link). */
  onCalculated?: () => void;
}

/** docs/requirements/loans-and-deposits.md#loan-form loan calculator: type buttons (widget), amount, term, optional rate, Calculate. */
export function LoanForm({ context, idPrefix, onCalculated }: LoanFormProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectLoans(root));
  const type = state.selectedLoanType;
  const errorOf = (key: string | undefined) => (key ? translateKnown(t, key) : undefined);
  const errors = {
    amount: errorOf(state.fieldErrors.amount),
    term: errorOf(state.fieldErrors.term),
    rate: errorOf(state.fieldErrors.rate),
  };
  const ids = {
    amount: `${idPrefix}-amount`,
    term: `${idPrefix}-term`,
    rate: `${idPrefix}-rate`,
    assetValue: `${idPrefix}-asset-value`,
  };

  const onCalculate = async () => {
    const outcome = await dispatch(calculateLoan(context));
    if (outcome.ok) {
      toast.dismissErrors(); // about the attempt before: the new result replaces them
      onCalculated?.();
      return;
    }
    const first =
      outcome.errors.amount ?? outcome.errors.term ?? outcome.errors.assetValue ?? outcome.errors.rate;
    if (first) toast.error(translateKnown(t, first), { toastId: first });
    focusFirstError([
      [ids.amount, outcome.errors.amount],
      [ids.term, outcome.errors.term],
      [ids.assetValue, outcome.errors.assetValue],
      [ids.rate, outcome.errors.rate],
    ]);
  };

  return (
    <CalculatorForm
      frame="inline"
      className={styles.widget}
      onCalculate={onCalculate}
      busy={state.loading}
      submitLabel={t('loans:form.calculate')}
      busyLabel={t('loans:form.calculating')}
      submitClassName={styles.busyButton}
      preload={loadLoanSchemas}
    >
      {context === 'widget' && (
        <fieldset className={styles.types}>
          <legend className="visually-hidden">{t('loans:form.loanType')}</legend>
          {LOAN_TYPES.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className={styles.typeButton}
              aria-pressed={candidate === type}
              onClick={() => dispatch(loanTypeSelected(candidate))}
            >
              {t(`loans:types.${candidate}`)}
            </button>
          ))}
        </fieldset>
      )}
      <div className={styles.formGrid}>
        <AmountField
          id={ids.amount}
          label={t('calc:loan.labels.amount')}
          error={errors.amount}
          select={(root: RootState) => selectLoans(root).loanAmount}
          typed={loanAmountTyped}
        />
        <LoanTermField
          id={ids.term}
          label={t('calc:loan.labels.term')}
          error={errors.term}
          loanType={type}
          context={context}
          value={state.loanTerm}
          onChange={(term) => dispatch(loanTermChanged(term))}
          placeholder={t('loans:form.termPlaceholder')}
        />
        <AssetValueField id={ids.assetValue} />
        <AssetDetailsFields idPrefix={idPrefix} />
        <TextField
          id={ids.rate}
          label={t('loans:form.customRate')}
          unit={t('calc:ui.percent')}
          error={errors.rate}
          inputMode="decimal"
          placeholder={formatNumber(2.2, 2, locale)}
          value={rateInLocale(state.customRates[type], locale)}
          onChange={(text) => dispatch(customRateTyped(text))}
        />
      </div>
      <p className={styles.hint}>{t('loans:form.customRateHint')}</p>
    </CalculatorForm>
  );
}
