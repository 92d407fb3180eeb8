import type { LoanType } from '@pusula/core/loans/constants.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { controlProps, FormField } from './form-field.tsx';

interface LoanTypeSelectProps<Type extends LoanType> {
  id: string;
  label: string;
  value: Type;
  /** The loan types the calculator offers, in their order. */
  types: readonly Type[];
  onChange: (type: Type) => void;
}

/** A calculator's loan-type choice, each type by its name in the page language (loans:types). */
export function LoanTypeSelect<Type extends LoanType>({
  id,
  label,
  value,
  types,
  onChange,
}: LoanTypeSelectProps<Type>) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label}>
      <select
        {...controlProps(id, undefined)}
        value={value}
        onChange={(event) => onChange(event.target.value as Type)}
      >
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`loans:types.${type}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
