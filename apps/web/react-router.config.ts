import type { Config } from '@react-router/dev/config';

// Every page is rendered on the server by the API process (apps/api/src/plugins/web-render.ts), which
// keeps the rendered HTML per path and language until the content changes (docs/decisions/0002).
// The admin console renders in the browser only (its layout has a clientLoader and HydrateFallback).
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (one per developer checkout or test run) stay apart.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Every route is in the manifest the first load brings (2.8 KB more script a page): with React
  // Router's default lazy discovery, the routes of a page's links arrived after hydration and
  // re-rendered the whole page at once, ~100 ms of a slow phone's main thread on the home page
  // (docs/decisions/0023-route-discovery-initial.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
