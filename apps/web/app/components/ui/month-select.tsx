import { monthLabel } from '../../lib/i18n/month-label.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { controlProps, FormField } from './form-field.tsx';

/**
 * A month chooser (months as YYYY-MM, newest first, named in the page language: "Ocak 2026"); the
 * chosen month stays listed while the months load, and "…" stands for an empty list.
 */
export function MonthSelect(props: {
  id: string;
  label: string;
  months: readonly string[];
  value: string;
  error?: string;
  onChange: (month: string) => void;
}) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'tr';
  const months =
    props.value && !props.months.includes(props.value) ? [props.value, ...props.months] : props.months;
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      <select
        {...controlProps(props.id, props.error)}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {months.length === 0 && <option value="">…</option>}
        {months.map((month) => (
          <option key={month} value={month}>
            {monthLabel(month, lang)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
