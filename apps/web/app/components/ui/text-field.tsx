import { controlProps, FormField } from './form-field.tsx';

interface TextFieldProps {
  id: string;
  label: string;
  /** Unit shown inside the field's end (%, gün). */
  unit?: string;
  /** Translated error text, shown under the field. */
  error?: string;
  /** The phone keyboard: `decimal` for a rate, `numeric` for whole months or days. */
  inputMode: 'decimal' | 'numeric';
  /** The text shown, already in the page's locale (e.g. `rateInLocale`). */
  value: string;
  /** The typed text, as typed: the slice cleans and keeps it. */
  onChange: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
}

/** A calculator's short typed field (a rate, months, days) in the design brief's form field. */
export function TextField({
  id,
  label,
  unit,
  error,
  inputMode,
  value,
  onChange,
  placeholder,
  maxLength,
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} unit={unit} error={error}>
      <input
        {...controlProps(id, error)}
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/** A count of months as typed: digits only, at most three of them (up to 999). */
export const wholeMonths = (text: string) => text.replace(/\D/g, '').slice(0, 3);
