import { LEGAL_LIMITS_PATH } from '@pusula/core/rules/legal-rule-types.ts';
import { Link } from 'react-router';
import { controlProps, FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';
import local from './cpi.module.css';
import { selectCpi } from './cpi-slice.ts';
import { monthLabel } from './month-label.ts';

/** A month chooser over the given months (newest first); the chosen month stays listed while loading. */
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

/** Where the figures come from, the data's as-of month, and the load state. */
export function CpiNote({ rule }: { rule?: boolean }) {
  const { t, i18n } = useTranslation();
  const { status, data } = useAppSelector((root) => selectCpi(root));
  const lang = i18n.resolvedLanguage ?? 'tr';
  return (
    <aside className={local.note} data-testid="cpi-note">
      {rule && <p>{t('calc:cpi.labels.rule')}</p>}
      {status === 'failed' && <p role="alert">{t('calc:cpi.labels.loadFailed')}</p>}
      {status === 'loading' && <p>{t('calc:cpi.labels.loading')}</p>}
      {data?.latest && <p>{t('calc:cpi.labels.dataNote', { month: monthLabel(data.latest, lang) })}</p>}
      <p>
        <Link to={`${LEGAL_LIMITS_PATH}#kira-artis`}>{t('calc:cpi.labels.rulesLink')}</Link>
      </p>
    </aside>
  );
}
