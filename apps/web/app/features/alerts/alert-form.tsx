import { ALERT_KINDS, ALERT_MESSAGES, type AlertKind } from '@pusula/core/alerts/alert-kinds.ts';
import { parseAmount } from '@pusula/core/format/number-parse.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { type FormEvent, useId, useReducer, useRef } from 'react';
import formStyles from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { api } from '../../lib/api-client/api.ts';
import { ApiError } from '../../lib/api-client/http-client.ts';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { check, lazySchemas, preloadOnFirstUse } from '../../lib/lazy-validation.ts';
import {
  ALERT_FIELDS,
  type AlertErrors,
  type AlertField,
  alertReducer,
  initialAlertState,
  serverErrorOf,
} from './alert-form-state.ts';
import styles from './alerts.module.css';

/** The alert schema (and zod) load on the form's first use: lib/lazy-validation.ts. */
const loadAlertSchema = lazySchemas(() => import('@pusula/core/validation/alert-schema.ts'));

/**
 * The alert form (docs/decisions/0018-alerts.md): e-mail, kind and threshold (typed in the page
 * language's number format), checked with the server's schema, posted as JSON; then "check your mail".
 */
export function AlertForm() {
  const { t, i18n } = useTranslation();
  const lang = langFromCode(i18n.resolvedLanguage);
  const [state, dispatch] = useReducer(alertReducer, initialAlertState);
  const { values, status } = state;
  const errors: AlertErrors = Object.fromEntries(
    Object.entries(state.errors).map(([name, key]) => [name, key ? translateKnown(t, key) : key]),
  );
  const sending = status === 'sending';
  const id = useId();
  const idOf = (field: AlertField) => `${id}-${field}`;
  const checking = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || checking.current) return;
    checking.current = true;
    const { alertSubscribeSchema } = await loadAlertSchema().finally(() => {
      checking.current = false;
    });
    const threshold = parseAmount(values.threshold, lang, { maxDecimals: 4 });
    const result = check<unknown, AlertField>(alertSubscribeSchema, { ...values, threshold, lang });
    const problems: AlertErrors = result.ok ? {} : result.errors;
    if (threshold === null) problems.threshold = ALERT_MESSAGES.threshold;
    if (!result.ok || threshold === null) {
      dispatch({ type: 'invalid', errors: problems });
      focusFirstError(ALERT_FIELDS.map((field) => [idOf(field), problems[field]] as const));
      return;
    }
    dispatch({ type: 'sending' });
    try {
      await api.post('/alerts', result.data, { quiet: true });
      dispatch({ type: 'sent' });
    } catch (error) {
      dispatch({ type: 'failed', error: error instanceof ApiError ? serverErrorOf(error.data) : null });
    }
  };

  const field = (name: AlertField) => ({
    ...controlProps(idOf(name), errors[name]),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'changed', field: name, value: event.target.value }),
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={sending}
      {...preloadOnFirstUse(loadAlertSchema)}
    >
      <FormField id={idOf('email')} label={t('alerts:form.email')} error={errors.email}>
        <input {...field('email')} type="email" autoComplete="email" inputMode="email" dir="ltr" required />
      </FormField>
      <FormField id={idOf('kind')} label={t('alerts:form.kind')} error={errors.kind}>
        <select {...field('kind')}>
          {ALERT_KINDS.map((kind: AlertKind) => (
            <option key={kind} value={kind}>
              {t(`alerts:kinds.${kind}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={idOf('threshold')} label={t('alerts:form.threshold')} error={errors.threshold}>
        <input {...field('threshold')} inputMode="decimal" autoComplete="off" dir="ltr" required />
      </FormField>
      <p className={styles.hint}>{t('alerts:form.thresholdHint')}</p>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={sending}>
          {sending ? t('alerts:form.sending') : t('alerts:form.submit')}
        </button>
      </div>
      <p className={styles.success} role="status">
        {status === 'sent' ? t('alerts:form.sent') : null}
      </p>
      {status === 'error' && (
        <p className={styles.failure} role="alert">
          {state.serverError ?? t('alerts:form.failure')}
        </p>
      )}
      <p className={styles.hint}>{t('alerts:form.privacy')}</p>
    </form>
  );
}
