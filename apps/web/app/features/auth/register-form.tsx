import { type FormEvent, useId, useState } from 'react';
import formStyles from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import styles from './auth.module.css';
import { register, selectAuth } from './auth-slice.ts';
import { useFieldErrors } from './use-field-errors.ts';

type Field = 'userName' | 'email' | 'password';

/** Registration (creates a User); the same password policy as the server, checked before sending. */
export function RegisterForm({ onSignedIn }: { onSignedIn: (roles: string[]) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loading, error } = useAppSelector((state) => selectAuth(state));
  const [values, setValues] = useState<Record<Field, string>>({ userName: '', email: '', password: '' });
  const { errors, check, preload } = useFieldErrors<Field>((schemas) => schemas.registerSchema, {
    setsPassword: true,
  });
  const id = useId();
  const fields: { name: Field; type: string; autoComplete: string }[] = [
    { name: 'userName', type: 'text', autoComplete: 'username' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'password', type: 'password', autoComplete: 'new-password' },
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = await check(values);
    if (problems) {
      focusFirstError(fields.map((field) => [`${id}-${field.name}`, problems[field.name]] as const));
      return;
    }
    const result = await dispatch(register(values));
    if (register.fulfilled.match(result)) onSignedIn(result.payload.user.roles);
  };

  const labels: Record<Field, string> = {
    userName: t('auth:register.userName'),
    email: t('auth:register.email'),
    password: t('auth:register.password'),
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
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`${id}-${field.name}`}
          label={labels[field.name]}
          error={errors[field.name]}
        >
          <input
            {...controlProps(`${id}-${field.name}`, errors[field.name])}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            dir={field.name === 'userName' ? undefined : 'ltr'}
            value={values[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        </FormField>
      ))}
      <p className={styles.hint}>{t('auth:password.hint')}</p>
      {error && !loading && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={`${formStyles.primary} ${styles.submit}`} disabled={loading}>
          {loading ? t('auth:register.submitting') : t('auth:register.submit')}
        </button>
      </div>
    </form>
  );
}
