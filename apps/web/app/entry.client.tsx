import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { i18n, loadLanguage } from './lib/i18n/i18n.ts';
import { I18nProvider } from './lib/i18n/use-translation.tsx';

// The server rendered the page in the language of its `?lang=` query (see <html lang>): load that
// language's texts before hydrating, so the first client render matches the HTML.
const pageLang = langFromCode(document.documentElement.lang);
if (pageLang !== 'tr') await loadLanguage(i18n, pageLang);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});
