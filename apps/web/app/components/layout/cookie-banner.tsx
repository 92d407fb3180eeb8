import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useScriptNonce } from '../../lib/script-nonce.ts';
import styles from './cookie-banner.module.css';

export const COOKIE_CONSENT_KEY = 'cookie-consent';

/**
 * Run in the page's head before the body is drawn: a visitor without the stored consent gets
 * `data-cookie-banner` on <html>, the only state in which the server-rendered banner shows (its CSS).
 * So a first visit sees the banner with the first paint, not after hydration (it was the home page's
 * largest paint, 3.3 s on Lighthouse's phone), and a returning visitor never sees it flash.
 */
const SHOW_BANNER_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})!=="true")document.documentElement.dataset.cookieBanner=""}catch(e){document.documentElement.dataset.cookieBanner=""}`;

/** The head's inline script above (its hash goes into the page's Content-Security-Policy, lib/script-nonce.ts). */
export function CookieBannerScript() {
  const nonce = useScriptNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no outside text
      dangerouslySetInnerHTML={{ __html: SHOW_BANNER_SCRIPT }}
    />
  );
}

/**
 * The banner's button leaves the page with it: focus moves to the page's first heading (or the skip
 * link when there is none) instead of falling to <body> (docs/requirements/site-and-pages.md#focus).
 */
function focusPageStart() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? document.querySelector<HTMLElement>('.skip-link'))?.focus({ preventScroll: true });
}

/**
 * Shown until Accept is pressed; the choice is kept in `cookie-consent`. Rendered by the server and
 * hydrated as it is; once hydrated, a visitor who accepted before loses it (hidden by CSS until then).
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);

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
