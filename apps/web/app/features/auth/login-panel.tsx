import { landingPathFor } from '@pusula/core/auth/roles.ts';
import { useEffect, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import styles from './auth.module.css';
import { authErrorCleared, selectAuth } from './auth-slice.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

/**
 * Sign-in and registration as two tabs (`?mode=register` opens registration, in the server HTML as
 * well). After success: Admin/Editor → console, User → profile.
 */
export function LoginPanel() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const { isAuthenticated, user } = useAppSelector((state) => selectAuth(state));
  // The server renders /login?mode=register as registration too (the page cache never keeps /login).
  const mode = params.get('mode') === 'register' ? 'register' : 'login';
  const id = useId();

  useEffect(() => {
    dispatch(authErrorCleared());
  }, [dispatch]);

  const select = (next: 'login' | 'register') => {
    dispatch(authErrorCleared());
    setParams(next === 'register' ? { mode: 'register' } : {}, { replace: true });
  };
  const onSignedIn = (roles: string[]) => navigate(landingPathFor(roles));

  const tabs = [
    { key: 'login' as const, label: t('auth:login.tabLogin') },
    { key: 'register' as const, label: t('auth:login.tabRegister') },
  ];

  return (
    <section className={styles.panel}>
      {hydrated && isAuthenticated && user && (
        <p className={styles.hint}>
          {t('auth:login.signedInAs', { name: user.username })}{' '}
          <Link to={landingPathFor(user.roles)}>{t('auth:login.goOn')}</Link>
        </p>
      )}
      <div className={styles.tabs} role="tablist" aria-label={t('auth:login.tabs')}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={mode === tab.key}
            aria-controls={`${id}-${tab.key}`}
            tabIndex={mode === tab.key ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab.key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
                select(mode === 'login' ? 'register' : 'login');
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${mode}`} aria-labelledby={`${id}-${mode}-tab`}>
        {mode === 'login' ? <LoginForm onSignedIn={onSignedIn} /> : <RegisterForm onSignedIn={onSignedIn} />}
      </div>
    </section>
  );
}
