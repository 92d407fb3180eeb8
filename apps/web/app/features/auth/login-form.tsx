import { type FormEvent, useId, useState } from 'react';
import formStyles from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import styles from './auth.module.css';
import { login, selectAuth } from './auth-slice.ts';
import { useFieldErrors } from './use-field-errors.ts';

/** Sign-in: e-mail or user name, and password. Calls `onSignedIn` with the roles on success. */
export function LoginForm({ onSignedIn }: { onSignedIn: (roles: string[]) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loading, error } = useAppSelector((state) => selectAuth(state));
  const [values, setValues] = useState({ email: '', password: '' });
  const { errors, check, preload } = useFieldErrors<'email' | 'password'>((schemas) => schemas.loginSchema);
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = await check(values);
    if (problems) {
      focusFirstError([
        [ids.email, problems.email],
        [ids.password, problems.password],
      ]);
      return;
    }
    const result = await dispatch(login(values));
    if (login.fulfilled.match(result)) onSignedIn(result.payload.user.roles);
  };

  return (
    <form
      // POST: a submit before the page has hydrated must never put a password in the URL (docs/security.md).
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      {...preload}
    >
      <FormField id={ids.email} label={t('auth:login.identifier')} error={errors.email}>
        <input
          {...controlProps(ids.email, errors.email)}
          name="email"
          autoComplete="username"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
      </FormField>
      <FormField id={ids.password} label={t('auth:login.password')} error={errors.password}>
        <input
          {...controlProps(ids.password, errors.password)}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
      </FormField>
      {error && !loading && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={`${formStyles.primary} ${styles.submit}`} disabled={loading}>
          {loading ? t('auth:login.submitting') : t('auth:login.submit')}
        </button>
      </div>
    </form>
  );
}
