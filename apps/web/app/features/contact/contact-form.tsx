import type { ContactAnswer } from '@pusula/core/contract/contact.ts';
import { useFormState } from '../../components/form-state/use-form-state.ts';
import formStyles from '../../components/ui/form.module.css';
import { controlProps, FormField } from '../../components/ui/form-field.tsx';
import { api } from '../../lib/api-client/api.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { check, lazySchemas } from '../../lib/lazy-validation.ts';
import styles from './contact.module.css';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormValues,
  contactFormData,
  EMPTY_FORM,
  serverErrorOf,
} from './contact-form-state.ts';

const CONTACT_PATH = '/send_mail_contact.php';
/** The contact schema (and zod) load on the form's first use: lib/lazy-validation.ts. */
const loadContactSchema = lazySchemas(() => import('@pusula/core/validation/contact-schema.ts'));

/** Checks the fields (not the honeypot) with the server's schema; the values are sent as typed (trimmed). */
async function checkContact(values: ContactFormValues) {
  const { contactSchema } = await loadContactSchema();
  const { website: _honeypot, ...fields } = values;
  const result = check<unknown, ContactField>(contactSchema, fields);
  return result.ok ? { ok: true as const, data: values } : result;
}

/** Posts the form as multipart form data; a `{ success: false, error }` answer is a refusal. */
async function sendContact(values: ContactFormValues) {
  // quiet: the answer is shown in the form, not in a toast as well.
  const { data } = await api.post<ContactAnswer>(CONTACT_PATH, contactFormData(values, values.website), {
    quiet: true,
  });
  return data.success ? undefined : { refused: serverErrorOf(data) };
}

/**
 * The contact form (docs/requirements/site-and-pages.md#contact-page, docs/content.md#contact-form): checked in the browser with the same schema the server uses,
 * each problem under its field and focus on the first; then posted as multipart form data, trimmed.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { state, errors, status, sending, idOf, change, field, formProps } = useFormState({
    preload: loadContactSchema,
    initial: EMPTY_FORM,
    fields: CONTACT_FIELDS,
    check: checkContact,
    send: sendContact,
    serverErrorOf,
  });

  return (
    <form className={styles.form} {...formProps}>
      <p className={styles.note}>{t('contact:form.note')}</p>
      <div className={styles.wide}>
        <FormField id={idOf('full_name')} label={t('contact:form.fullName')} error={errors.full_name}>
          <input {...field('full_name')} autoComplete="name" required />
        </FormField>
      </div>
      <FormField id={idOf('email')} label={t('contact:form.email')} error={errors.email}>
        <input {...field('email')} type="email" autoComplete="email" inputMode="email" dir="ltr" />
      </FormField>
      <FormField id={idOf('phone_number')} label={t('contact:form.phone')} error={errors.phone_number}>
        <input {...field('phone_number')} type="tel" autoComplete="tel" inputMode="tel" dir="ltr" required />
      </FormField>
      <div className={styles.wide}>
        <FormField id={idOf('message')} label={t('contact:form.message')} error={errors.message}>
          <textarea
            {...field('message')}
            className={`${controlProps(idOf('message'), errors.message).className} ${styles.textarea}`}
            rows={6}
          />
        </FormField>
      </div>
      {/* Honeypot: off-screen and out of the tab order; a filled one marks a bot (the server drops it). */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={idOf('website')}>{t('contact:form.website')}</label>
        <input
          id={idOf('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={state.values.website}
          onChange={(event) => change('website', event.target.value)}
        />
      </div>
      <div className={`${formStyles.actions} ${styles.wide}`}>
        <button type="submit" className={`${formStyles.primary} ${styles.submit}`} disabled={sending}>
          {/* Both labels share one grid cell, so the button keeps the wider one's width. */}
          <span className={styles.labels}>
            <span data-active={!sending}>{t('contact:form.submit')}</span>
            <span data-active={sending}>{t('contact:form.sending')}</span>
          </span>
        </button>
      </div>
      <p className={`${styles.wide} ${styles.success}`} role="status" data-shown={status === 'sent'}>
        {status === 'sent' ? t('contact:form.success') : null}
      </p>
      {status === 'error' && (
        <p className={`${styles.wide} ${styles.failure}`} role="alert">
          {state.serverError ?? t('contact:form.failure')}
        </p>
      )}
    </form>
  );
}
