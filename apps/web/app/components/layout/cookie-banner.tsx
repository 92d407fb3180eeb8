import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './cookie-banner.module.css';

export const COOKIE_CONSENT_KEY = 'cookie-consent';

/** Shown until Accept is pressed; the choice is kept in `cookie-consent`. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    try {
      setVisible(window.localStorage.getItem(COOKIE_CONSENT_KEY) !== 'true');
    } catch {
      setVisible(true);
    }
  }, []);

  if (!visible) return null;
  return (
    <section className={styles.banner} aria-label={t('cookie.accept')} aria-live="polite">
      <p className={styles.text}>{t('cookie.text')}</p>
      <button
        type="button"
        className={styles.accept}
        onClick={() => {
          try {
            window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
          } catch {
            // storage disabled: hide for this page view
          }
          setVisible(false);
        }}
      >
        {t('cookie.accept')}
      </button>
    </section>
  );
}
