import { type FormEvent, useEffect, useId, useState } from 'react';
import formStyles from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import styles from './auth.module.css';
import { changePassword, passwordChangeReset, selectAuth } from './auth-slice.ts';
import { useFieldErrors } from './use-field-errors.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirm';

/** Change password (docs/requirements/accounts-and-admin.md#profile success flag); the new token from the answer keeps the session. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loading, error, passwordChangeSuccess } = useAppSelector((state) => selectAuth(state));
  const empty = { currentPassword: '', newPassword: '', confirm: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const { errors, setErrors, check, preload } = useFieldErrors<Field>(
    (schemas) => schemas.changePasswordSchema,
    { setsPassword: true },
  );
  const id = useId();

  useEffect(() => {
    dispatch(passwordChangeReset());
    return () => {
      dispatch(passwordChangeReset());
    };
  }, [dispatch]);

  const order: Field[] = ['currentPassword', 'newPassword', 'confirm'];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = (await check(values)) ?? {};
    if (!problems.confirm && values.confirm !== values.newPassword)
      problems.confirm = t('auth:password.mismatch');
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      focusFirstError(order.map((field) => [`${id}-${field}`, problems[field]] as const));
      return;
    }
    const result = await dispatch(
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    );
    if (changePassword.fulfilled.match(result)) setValues(empty);
  };

  const labels: Record<Field, string> = {
    currentPassword: t('auth:changePassword.current'),
    newPassword: t('auth:changePassword.new'),
    confirm: t('auth:changePassword.confirm'),
  };

  return (
    <form
      // POST: a submit before the page has hydrated must never put a password in the URL (docs/security.md).
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      {...preload}
    >
      <h2 id={`${id}-title`}>{t('auth:changePassword.title')}</h2>
      {order.map((field) => (
        <FormField key={field} id={`${id}-${field}`} label={labels[field]} error={errors[field]}>
          <input
            {...controlProps(`${id}-${field}`, errors[field])}
            type="password"
            autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
            value={values[field]}
            onChange={(event) => {
              if (passwordChangeSuccess) dispatch(passwordChangeReset());
              setValues({ ...values, [field]: event.target.value });
            }}
          />
        </FormField>
      ))}
      <p className={styles.hint}>{t('auth:password.hint')}</p>
      {passwordChangeSuccess && (
        <p className={styles.success} role="status">
          {t('auth:changePassword.success')}
        </p>
      )}
      {error && !loading && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={`${formStyles.primary} ${styles.submit}`} disabled={loading}>
          {loading ? t('auth:changePassword.submitting') : t('auth:changePassword.submit')}
        </button>
      </div>
    </form>
  );
}
