import { UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './header.module.css';

/** The user-icon dropdown with Log In and Sign Up (both lead to /login). */
export function UserMenu() {
  const { t } = useTranslation();
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
        <Link to="/login" className={styles.primaryAction} onClick={() => setOpen(false)}>
          {t('nav.login')}
        </Link>
        <Link to="/login?mode=register" className={styles.secondaryAction} onClick={() => setOpen(false)}>
          {t('nav.register')}
        </Link>
      </div>
    </div>
  );
}
