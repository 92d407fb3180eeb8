import type { ContactAnswer } from '@pusula/core/contract/contact.ts';
import { type FormEvent, useId, useReducer, useRef } from 'react';
import formStyles from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { api } from '../../lib/api-client/api.ts';
import { ApiError } from '../../lib/api-client/http-client.ts';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { lazySchemas, preloadOnFirstUse } from '../../lib/lazy-validation.ts';
import styles from './contact.module.css';
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  contactFormData,
  contactReducer,
  initialContactState,
  serverErrorOf,
} from './contact-form-state.ts';

const CONTACT_PATH = '/send_mail_contact.php';
/** The contact schema (and zod) load on the form's first use: lib/lazy-validation.ts. */
const loadContactSchema = lazySchemas(() => import('@pusula/core/validation/contact-schema.ts'));

/**
 * The contact form (docs/requirements/site-and-pages.md#contact-page, docs/content.md#contact-form): checked in the browser with the same schema the server uses,
 * each problem under its field and focus on the first; then posted as multipart form data, trimmed.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(contactReducer, initialContactState);
  const { values, status } = state;
  // Message keys are kept, so a language switch re-translates the messages on screen.
  const errors: ContactErrors = Object.fromEntries(
    Object.entries(state.errors).map(([name, key]) => [name, key ? translateKnown(t, key) : key]),
  );
  const sending = status === 'sending';
  const id = useId();
  const idOf = (field: ContactField | 'website') => `${id}-${field}`;

  // A second press while the schema is still loading must not send the message twice.
  const checking = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || checking.current) return;
    checking.current = true;
    const { contactSchema } = await loadContactSchema().finally(() => {
      checking.current = false;
    });
    const result = contactSchema.safeParse(values);
    if (!result.success) {
      const problems: ContactErrors = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '') as ContactField;
        if (CONTACT_FIELDS.includes(field) && !problems[field]) problems[field] = issue.message;
      }
      dispatch({ type: 'invalid', errors: problems });
      focusFirstError(CONTACT_FIELDS.map((field) => [idOf(field), problems[field]] as const));
      return;
    }
    dispatch({ type: 'sending' });
    try {
      // quiet: the answer is shown in the form, not in a toast as well.
      const { data } = await api.post<ContactAnswer>(CONTACT_PATH, contactFormData(values, state.website), {
        quiet: true,
      });
      if (data.success) dispatch({ type: 'sent' });
      else dispatch({ type: 'failed', error: serverErrorOf(data) });
    } catch (error) {
      dispatch({ type: 'failed', error: error instanceof ApiError ? serverErrorOf(error.data) : null });
    }
  };

  const field = (name: ContactField) => ({
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
      {...preloadOnFirstUse(loadContactSchema)}
    >
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
          value={state.website}
          onChange={(event) => dispatch({ type: 'honeypot', value: event.target.value })}
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
      <p className={`${styles.wide} ${styles.success}`} role="status" data-shown={status === 'success'}>
        {status === 'success' ? t('contact:form.success') : null}
      </p>
      {status === 'error' && (
        <p className={`${styles.wide} ${styles.failure}`} role="alert">
          {state.serverError ?? t('contact:form.failure')}
        </p>
      )}
    </form>
  );
}
