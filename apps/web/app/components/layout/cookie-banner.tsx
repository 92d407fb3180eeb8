import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './cookie-banner.module.css';

export const COOKIE_CONSENT_KEY = 'cookie-consent';

/**
 * The banner's button leaves the page with it: focus moves to the page's first heading (or the skip
 * link when there is none) instead of falling to <body> (docs/requirements/site-and-pages.md#focus).
 */
function focusPageStart() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? document.querySelector<HTMLElement>('.skip-link'))?.focus({ preventScroll: true });
}

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
          focusPageStart();
          setVisible(false);
        }}
      >
        {t('cookie.accept')}
      </button>
    </section>
  );
}
