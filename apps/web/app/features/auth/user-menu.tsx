import { canUseConsole, landingPathFor } from '@pusula/core/auth/roles.ts';
import { UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from '../../components/layout/header.module.css';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { logout, selectAuth } from './auth-slice.ts';

/**
 * The user-icon dropdown: Log In and Sign Up (both lead to /login); once signed in (read after
 * hydration, the prerendered HTML is signed out) the user name, the console or profile, and Log Out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const auth = useAppSelector((state) => selectAuth(state));
  const user = hydrated && auth.isAuthenticated ? auth.user : null;
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={styles.dropdownHost} ref={ref}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('nav.account')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <UserRound size={20} aria-hidden />
      </button>
      <div id={id} className={`${styles.dropdown} ${styles.userDropdown}`} hidden={!open}>
        {user ? (
          <>
            <p className={styles.signedInAs}>{t('auth:menu.signedInAs', { name: user.username })}</p>
            <Link
              to={landingPathFor(user.roles)}
              className={styles.primaryAction}
              onClick={() => setOpen(false)}
            >
              {canUseConsole(user.roles) ? t('auth:menu.console') : t('auth:menu.profile')}
            </Link>
            <button
              type="button"
              className={styles.secondaryAction}
              onClick={() => {
                setOpen(false);
                void dispatch(logout()).then(() => navigate('/'));
              }}
            >
              {t('auth:menu.logout')}
            </button>
          </>
        ) : (
          <>
            <Link to="/login" className={styles.primaryAction} onClick={() => setOpen(false)}>
              {t('nav.login')}
            </Link>
            <Link to="/login?mode=register" className={styles.secondaryAction} onClick={() => setOpen(false)}>
              {t('nav.register')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
