import { type LoanType, loanTerms, type TermListContext } from '@pusula/core/loans/constants.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { controlProps, FormField } from './form-field.tsx';

interface LoanTermFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The terms offered are this loan type's (core/loans/constants.ts#loanTerms). */
  loanType: LoanType;
  context?: TermListContext;
  /** The chosen term in months, as text ('' for none yet). */
  value: string;
  onChange: (term: string) => void;
  /** A first, empty choice ("Vade seçiniz"), when the form starts without a term. */
  placeholder?: string;
}

/** A calculator's loan-term choice: the loan type's terms, each as "N ay" in the page language. */
export function LoanTermField({
  id,
  label,
  error,
  loanType,
  context = 'page',
  value,
  onChange,
  placeholder,
}: LoanTermFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label} error={error}>
      <select {...controlProps(id, error)} value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {loanTerms(loanType, context).map((months) => (
          <option key={months} value={String(months)}>
            {t('calc:loan.labels.termMonths', { count: months })}
          </option>
        ))}
      </select>
    </FormField>
  );
}
