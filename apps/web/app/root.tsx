import './styles/fonts.css';
import 'react-toastify/dist/ReactToastify.css';
import './styles/global.css';
import { dirOf, langFromCode } from '@pusula/core/i18n/languages.ts';
import { ADMIN_PREFIX } from '@pusula/core/site/routes.ts';
import { type ReactNode, use, useEffect } from 'react';
import { Provider } from 'react-redux';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import { AppShell } from './components/layout/app-shell.tsx';
import { BadRequestPage } from './components/layout/bad-request-page.tsx';
import { CookieBannerScript } from './components/layout/cookie-banner.tsx';
import { authStateFromStorage, loggedOut } from './features/auth/auth-slice.ts';
import { UserMenu } from './features/auth/user-menu.tsx';
import { CurrencySettings } from './features/currency-settings/currency-settings.tsx';
import { setUnauthorizedHandler } from './lib/api-client/api.ts';
import { loadConsoleTexts } from './lib/i18n/i18n.ts';
import { useTranslation } from './lib/i18n/use-translation.tsx';
import { useScriptNonce } from './lib/script-nonce.ts';
import { siteOf } from './lib/site-context.ts';
import { startSlices, store } from './store/store.ts';
import interTrUrl from './styles/fonts/inter-tr.woff2?url';

// The layout's features inject their slices as they load (the session: features/auth; the currency
// selection: features/currency-settings); the store starts them here, in the browser with the session
// kept in storage (prerendering starts signed out).
startSlices(typeof window === 'undefined' ? {} : { auth: authStateFromStorage(window.localStorage) });

// A 401 from the API client signs the store out (the client then goes to /login).
setUnauthorizedHandler(() => store.dispatch(loggedOut()));

/** The public origin for canonical links and structured data (SITE_URL on the server). */
export function loader({ context }: Route.LoaderArgs) {
  // A link with a malformed query: the error page below, status 400 (the API decides, web-render.ts).
  if (context.badRequest) throw data(null, { status: 400 });
  return { siteUrl: siteOf(context).siteUrl };
}

export function Layout({ children }: { children: ReactNode }) {
  // The language the page is rendered in (the server's per-language instance, or the browser's).
  const lang = langFromCode(useTranslation().i18n.language);
  const nonce = useScriptNonce();
  return (
    <html lang={lang} dir={dirOf(lang)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5c7a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Every page's text uses this font (styles/fonts.css): fetched beside the CSS, not after it. */}
        <link rel="preload" href={interTrUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
        <CookieBannerScript />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

let consoleCode: Promise<unknown> | undefined;

/**
 * A console page renders once the console's Turkish texts are in (its slices come with its route
 * modules): they are not in the public pages' first load (docs/decisions/0009-start-and-first-load.md). The server
 * renders console pages as their fallback only, so it never waits here. No Suspense boundary on
 * purpose: one would let the shell hydrate (and switch to the stored language) before the page inside
 * it, whose server HTML would then no longer match; a navigation keeps the old page while it waits.
 */
function ConsoleGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isConsole = pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
  if (isConsole && typeof document !== 'undefined') {
    consoleCode ??= loadConsoleTexts();
    use(consoleCode);
  }
  return children;
}

/**
 * The root's effects run once the whole page has hydrated (React hydrates the header before the
 * content below it): the browser tests wait for this mark before they touch the page's DOM
 * (e2e/support/page-helpers.ts#openHydrated); `html` is outside React's checks (suppressHydrationWarning).
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export default function App() {
  useHydratedMark();
  return (
    <Provider store={store}>
      <AppShell userMenu={<UserMenu />} overlays={<CurrencySettings />}>
        <ConsoleGate>
          <Outlet />
        </ConsoleGate>
      </AppShell>
    </Provider>
  );
}

export function HydrateFallback() {
  return <p className="visually-hidden">…</p>;
}

/**
 * A request error (400: a link with a malformed query) shows in the site's shell, in the page's
 * language; anything else (a failure of the shell itself, perhaps) shows bare.
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useHydratedMark();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 400) {
    return (
      <Provider store={store}>
        <AppShell>
          <BadRequestPage />
        </AppShell>
      </Provider>
    );
  }
  return (
    <main style={{ padding: 'var(--space-6)' }}>
      <h1>{status}</h1>
      <p>{t(status === 404 ? 'http.404' : 'http.other')}</p>
      <a href="/">{t('pages.notFound.goHome')}</a>
    </main>
  );
}
