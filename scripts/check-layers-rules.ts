/** The layer rules of scripts/check-layers.ts (described there) and the files that compose features. */

/** The `<feature>` of `<base>/<feature>/…`, or null when the path is not inside a feature folder. */
function featureOf(path: string, base: string): string | null {
  if (!path.startsWith(`${base}/`)) return null;
  const rest = path.slice(base.length + 1).split('/');
  return rest.length > 1 ? (rest[0] ?? null) : null;
}

const under = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);
const WEB_FEATURES = 'apps/web/app/features';
const API_FEATURES = 'apps/api/src/features';
const API_TEST_KITS = 'apps/api/src/test';
/** e2e and scripts drive the product from outside (test and build tooling). */
const isTooling = (path: string) => under(path, 'e2e') || under(path, 'scripts');
/** What `npm start` runs: the server's entry point, started by scripts/start.ts. */
const SCRIPT_ENTRIES = ['apps/api/src/server.ts'];
const API_INFRA = ['apps/api/src/plugins', 'apps/api/src/lib', 'apps/api/src/db'];
export const isTestFile = (path: string) => /\.(test\.tsx?|resilience\.ts)$/.test(path);

export function ruleBroken(from: string, to: string): string | null {
  const webFrom = featureOf(from, WEB_FEATURES);
  const webTo = featureOf(to, WEB_FEATURES);
  if (webFrom !== null && webTo !== null && webFrom !== webTo) {
    return `web-feature: feature "${webFrom}" must not import feature "${webTo}" (move the shared piece to app/lib or app/components, or compose in the route)`;
  }
  if (
    (under(from, 'apps/web/app/lib') || under(from, 'apps/web/app/components')) &&
    under(to, WEB_FEATURES)
  ) {
    return 'web-shared: app/lib and app/components must not import app/features';
  }
  if (under(from, 'apps/web/app/store') && under(to, WEB_FEATURES)) {
    return 'web-store: app/store must not import app/features (the feature injects its slice into the store)';
  }
  const apiFrom = featureOf(from, API_FEATURES);
  const apiTo = featureOf(to, API_FEATURES);
  if (apiFrom !== null && apiTo !== null && apiFrom !== apiTo) {
    return `api-feature: API feature "${apiFrom}" must not import API feature "${apiTo}"`;
  }
  if (under(to, API_TEST_KITS) && !under(from, API_TEST_KITS) && !isTestFile(from) && !isTooling(from)) {
    return 'api-test-only: production code must not import apps/api/src/test (test helpers only)';
  }
  if (
    (under(from, 'apps/web') && under(to, 'apps/api')) ||
    (under(from, 'apps/api') && under(to, 'apps/web'))
  ) {
    return 'web-api: apps/web and apps/api must not import each other (share through packages/core)';
  }
  if (under(from, 'packages/core') && under(to, 'apps')) {
    return 'core-apps: packages/core must not import from apps/';
  }
  if (API_INFRA.some((dir) => under(from, dir)) && !isTestFile(from) && under(to, API_FEATURES)) {
    return 'api-infra: API plugins, lib and db must not import features (app.ts composes them)';
  }
  if (
    isTooling(from) &&
    (under(to, 'apps') || under(to, 'packages')) &&
    !under(to, 'packages/core') &&
    !under(to, API_TEST_KITS) &&
    !(under(from, 'scripts') && SCRIPT_ENTRIES.includes(to))
  ) {
    return 'outside-in: e2e and scripts use packages/core, the API test kits and (scripts) the server entry only';
  }
  return null;
}

/**
 * Files whose job is to compose features (the app, the server and commands, the API's test kits, the web
 * app's routes and entries): a walk through imports does not go past them. Tests compose too, so the
 * walk starts from production files only; their direct imports are checked like every file's.
 */
const COMPOSERS = [
  'apps/api/src/app.ts',
  'apps/api/src/demo-seed.ts',
  'apps/api/src/server.ts',
  'apps/api/src/cli',
  API_TEST_KITS,
  'apps/web/app/routes',
  'apps/web/app/routes.ts',
  'apps/web/app/root.tsx',
  'apps/web/app/entry.client.tsx',
  'apps/web/app/entry.server.tsx',
];
export const composes = (path: string) => COMPOSERS.some((dir) => under(path, dir));
