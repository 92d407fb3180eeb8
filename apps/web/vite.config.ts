import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { textsPlugin } from './texts-plugin.ts';

/** Libraries every page loads before any interaction: one chunk, not a dozen (docs/decisions/0013-one-shared-chunk.md). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store)[\\/]/;
/** zod loads when a form is first used (lib/lazy-validation), never before interaction on a public page. */
const ZOD = /node_modules[\\/]zod[\\/]/;
/** zod's browser settings (app/lib/zod-config.ts) travel with zod itself, before any chunk builds a schema. */
const ZOD_CONFIG = /apps[\\/]web[\\/]app[\\/]lib[\\/]zod-config\.ts$/;
/** The app's shared code (shell, store, Turkish texts, core, icons) used by several routes. */
const SHARED =
  /(apps[\\/]web[\\/]app[\\/](lib|components|store)|packages[\\/]core|node_modules[\\/]lucide-react)[\\/]/;
/**
 * Shared by two or more chunks, but never by every public page: the console's navigation and its
 * failure texts, the paging of lists opened on demand, the payment plan (shown after a calculation), and
 * one calculator's rules used by its page and its lazily loaded schema (early repayment, VAT, the vehicle
 * and housing caps). They load with what uses them, not in `shared`.
 */
const NOT_SHARED =
  /(apps[\\/]web[\\/]app[\\/](components[\\/]layout[\\/]console-nav|components[\\/]payment-plan|components[\\/]ui[\\/]pagination|lib[\\/]api-client[\\/]failure-messages)|packages[\\/]core[\\/]src[\\/](loans[\\/](early-repayment|asset-cap(s|-rules|-sources)[.])|validation[\\/]early-repayment-messages|vat[\\/]))/;
/**
 * Of the icons, only the layout's own (header, footer, user menu, dialogs) and two small arrows the home
 * page draws (a file of their own would cost more in headers) are in `shared`; other pages' and the
 * console's icons load with the code that draws them.
 */
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/;
const LAYOUT_ICONS = new Set([
  'arrow-down',
  'arrow-right',
  'arrow-up',
  'chevron-down',
  'mail',
  'map-pin',
  'menu',
  'phone',
  'plus',
  'user-round',
  'x',
]);
const isPageIcon = (id: string) => {
  const icon = LUCIDE_ICON.exec(id)?.[1];
  return icon !== undefined && !LAYOUT_ICONS.has(icon);
};
/**
 * The layout's stored ticker selection, also read by the settings dialog, and the layout's slices (the
 * session and the currency selection, injected by their own modules): with the shell, not files of their own.
 */
const LAYOUT_FEATURE_PARTS =
  /apps[\\/]web[\\/]app[\\/]features[\\/](currency-settings[\\/](selection-storage|account-selection|selection-slice)|auth[\\/]auth-slice)\.ts$/;
/** Core's modules built on zod load with a form or the console, never in `shared` (the message keys may). */
const ZOD_BASED =
  /packages[\\/]core[\\/]src[\\/](validation[\\/](?!message-keys|early-repayment-messages)|contract[\\/])/;
/**
 * No text file goes in the shared chunk: the layout's and each page's Turkish texts are parts built
 * into their chunks (texts-plugin.ts), and each language's whole texts are one file loaded when needed
 * (app/lib/i18n/all-texts-*.ts).
 */
const TEXT_FILES = /packages[\\/]core[\\/]src[\\/]i18n[\\/]locales[\\/]/;

export default defineConfig({
  plugins: [textsPlugin(), reactRouter()],
  build: {
    target: 'es2022',
    cssMinify: true,
    // `SOURCEMAP=1 npm run build` for a byte breakdown of the chunks (never in the served build).
    sourcemap: process.env.SOURCEMAP === '1',
    // Each script costs its headers too (about 0.8 KB with the security headers): the code every
    // public page needs comes in a few chunks instead of one per shared module (npm run check:budgets).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id) => FRAMEWORK.test(id) },
            { name: 'zod', test: (id) => ZOD.test(id) || ZOD_CONFIG.test(id) },
            {
              name: 'shared',
              test: (id) =>
                (SHARED.test(id) || LAYOUT_FEATURE_PARTS.test(id)) &&
                !TEXT_FILES.test(id) &&
                !ZOD_BASED.test(id) &&
                !NOT_SHARED.test(id) &&
                !isPageIcon(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
