import '@fontsource-variable/inter/index.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import 'react-toastify/dist/ReactToastify.css';
import './styles/global.css';
import { dirOf, langFromCode } from '@pusula/core/i18n/languages.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { AppShell } from './components/layout/app-shell.tsx';
import { UserMenu } from './features/auth/user-menu.tsx';
import { CurrencySettings } from './features/currency-settings/currency-settings.tsx';
import { siteOf } from './lib/site-context.ts';
import { store } from './store/store.ts';

/** The public origin for canonical links and structured data (SITE_URL on the server). */
export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: siteOf(context).siteUrl };
}

export function Layout({ children }: { children: ReactNode }) {
  // The language the page is rendered in (the server's per-language instance, or the browser's).
  const lang = langFromCode(useTranslation().i18n.language);
  return (
    <html lang={lang} dir={dirOf(lang)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5c7a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Provider store={store}>
      <AppShell userMenu={<UserMenu />} overlays={<CurrencySettings />}>
        <Outlet />
      </AppShell>
    </Provider>
  );
}

export function HydrateFallback() {
  return <p className="visually-hidden">…</p>;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main style={{ padding: 'var(--space-6)' }}>
      <h1>{status}</h1>
      <p>{t(status === 404 ? 'http.404' : 'http.other')}</p>
      <a href="/">{t('pages.notFound.goHome')}</a>
    </main>
  );
}
