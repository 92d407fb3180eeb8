import { langFromCode } from '@pusula/core/i18n/languages.ts';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../../lib/api-client/api.ts';
import { applyToDocument, storedLanguage, useLanguage } from '../../lib/i18n/use-language.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { SiteJsonLd } from '../../lib/seo/site-json-ld.tsx';
import { ToastLayer } from '../ui/toast-layer.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/**
 * Header, page, footer, cookie banner and toasts; restores the stored language after hydration.
 * Pieces owned by features come in as slots from the root route (components never import features):
 * `userMenu` sits in the header, `overlays` (e.g. the currency settings modal) after the footer.
 */
export function AppShell({
  children,
  userMenu,
  overlays,
}: {
  children: ReactNode;
  userMenu?: ReactNode;
  overlays?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { dir, setLanguage } = useLanguage();

  useEffect(() => {
    setNavigator((path) => navigate(path));
  }, [navigate]);

  useEffect(() => {
    const apply = (code: string) => applyToDocument(langFromCode(code));
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);

  // Restore the stored language once, after hydration (the server renders Turkish unless `?lang=`).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    // A `?lang=` link (the server rendered that language) is a choice like a flag click: kept.
    const asked = new URLSearchParams(window.location.search).get('lang');
    if (asked !== null) {
      void setLanguage(langFromCode(asked));
      return;
    }
    const lang = storedLanguage();
    if (lang !== 'tr') void setLanguage(lang, { persist: false });
  }, [setLanguage]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header userMenu={userMenu} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <SiteJsonLd />
      <CookieBanner />
      {overlays}
      <ToastLayer rtl={dir === 'rtl'} />
    </>
  );
}
