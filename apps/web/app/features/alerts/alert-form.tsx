import { ALERT_KINDS, ALERT_MESSAGES, type AlertKind } from '@pusula/core/alerts/alert-kinds.ts';
import { parseAmount } from '@pusula/core/format/number-parse.ts';
import { type Lang, langFromCode } from '@pusula/core/i18n/languages.ts';
import { useFormState } from '../../components/form-state/use-form-state.ts';
import formStyles from '../../components/ui/form.module.css';
import { FormField } from '../../components/ui/form-field.tsx';
import { api } from '../../lib/api-client/api.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { type Checked, check, lazySchemas } from '../../lib/lazy-validation.ts';
import {
  ALERT_FIELDS,
  type AlertField,
  type AlertValues,
  EMPTY_ALERT,
  serverErrorOf,
} from './alert-form-state.ts';
import styles from './alerts.module.css';

/** The alert schema (and zod) load on the form's first use: lib/lazy-validation.ts. */
const loadAlertSchema = lazySchemas(() => import('@pusula/core/validation/alert-schema.ts'));

/** Checks the values with the server's schema, the threshold read in the page language's number format. */
async function checkAlert(values: AlertValues, lang: Lang): Promise<Checked<unknown, AlertField>> {
  const { alertSubscribeSchema } = await loadAlertSchema();
  const threshold = parseAmount(values.threshold, lang, { maxDecimals: 4 });
  const result = check<unknown, AlertField>(alertSubscribeSchema, { ...values, threshold, lang });
  if (threshold !== null) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), threshold: ALERT_MESSAGES.threshold } };
}

/**
 * The alert form (docs/decisions/0018-alerts.md): e-mail, kind and threshold (typed in the page
 * language's number format), checked with the server's schema, posted as JSON; then "check your mail".
 */
export function AlertForm() {
  const { t, i18n } = useTranslation();
  const lang = langFromCode(i18n.resolvedLanguage);
  const { state, errors, status, sending, idOf, field, formProps } = useFormState({
    preload: loadAlertSchema,
    initial: EMPTY_ALERT,
    fields: ALERT_FIELDS,
    check: (values) => checkAlert(values, lang),
    send: async (body) => {
      await api.post('/alerts', body, { quiet: true });
      return undefined;
    },
    serverErrorOf,
  });

  return (
    <form className={styles.form} {...formProps}>
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
