import type { Config } from '@react-router/dev/config';
import { PUBLIC_PATHS } from '../../packages/core/src/site/routes.ts';

// Public routes are prerendered to HTML (Turkish) and hydrated; the admin console is client-rendered
// from the SPA fallback (__spa-fallback.html), which the API server also uses for unknown paths.
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (one per developer checkout or test run) stay apart.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...PUBLIC_PATHS],
} satisfies Config;
