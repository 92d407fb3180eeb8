import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** Libraries every page loads before any interaction: one chunk, not a dozen (issue 12). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements|@reduxjs|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|zod)[\\/]/;
/** zod's browser settings (app/lib/zod-config.ts) run with zod itself, before any chunk builds a schema. */
const ZOD_CONFIG = /apps[\\/]web[\\/]app[\\/]lib[\\/]zod-config\.ts$/;
/** The app's shared code (shell, store, Turkish texts, core) used by several routes. */
const SHARED = /(apps[\\/]web[\\/]app[\\/](lib|components|store)|packages[\\/]core)[\\/]/;
/** English and Arabic texts load on demand: never in the shared chunk. */
const OTHER_LANGUAGES = /locales[\\/](en|ar)[\\/]/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    cssMinify: true,
    // Each script costs its headers too (about 0.8 KB with the security headers): the code every
    // public page needs comes in a few chunks instead of one per shared module (npm run check:budgets).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id) => FRAMEWORK.test(id) || ZOD_CONFIG.test(id) },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            {
              name: 'shared',
              test: (id) => SHARED.test(id) && !OTHER_LANGUAGES.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
