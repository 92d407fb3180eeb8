import '@fontsource-variable/inter/index.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import 'react-toastify/dist/ReactToastify.css';
import './styles/global.css';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { i18n } from './features/i18n/i18n.ts';
import { AppShell } from './features/layout/app-shell.tsx';
import { store } from './store/store.ts';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="tr" dir="ltr" suppressHydrationWarning>
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
      <I18nextProvider i18n={i18n}>
        <AppShell>
          <Outlet />
        </AppShell>
      </I18nextProvider>
    </Provider>
  );
}

export function HydrateFallback() {
  return <p className="visually-hidden">…</p>;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main style={{ padding: 'var(--space-6)' }}>
      <h1>{status}</h1>
      <p>{i18n.t(status === 404 ? 'http.404' : 'http.other')}</p>
      <a href="/">{i18n.t('pages.notFound.goHome')}</a>
    </main>
  );
}
