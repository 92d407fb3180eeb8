/** A route of the web app's server build (the fields of React Router's `ServerBuild['routes']` read here). */
export interface BuiltRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
}

/** The pages a request may name, read once from the server build's routes. */
export interface PageTable {
  /** Every fixed page path (lower case, no trailing slash) → the ids of its routes, root first. */
  pages: Map<string, string[]>;
  /** Pages named by one last segment (`/avantajli-cozumler/:slug`): the prefix with its slash → route ids. */
  params: Map<string, string[]>;
  /** The routes of the not-found page (the `*` route). */
  notFoundIds: string[];
}

function chainOf(routes: Record<string, BuiltRoute | undefined>, route: BuiltRoute) {
  const ids: string[] = [];
  let path = '';
  let absolute = false;
  for (let at: BuiltRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    ids.unshift(at.id);
    if (!at.path || absolute) continue;
    absolute = at.path.startsWith('/');
    path = `${absolute ? '' : '/'}${at.path}${path}`;
  }
  return { ids, path: path === '' ? '/' : path };
}

export function pageTableOf(routes: Record<string, BuiltRoute | undefined>): PageTable {
  const table: PageTable = { pages: new Map(), params: new Map(), notFoundIds: [] };
  for (const route of Object.values(routes)) {
    if (!route || !(route.index || route.path)) continue;
    const { ids, path } = chainOf(routes, route);
    if (route.path === '*') table.notFoundIds = ids;
    else if (/^(\/[a-z0-9-]+)*\/:[a-z]+$/i.test(path)) table.params.set(path.replace(/:[a-z]+$/i, ''), ids);
    else if (!/[:*]/.test(path)) table.pages.set(path.toLowerCase(), ids);
  }
  return table;
}

/** Where a page request goes (docs/security.md "Page rendering and caching"). */
export type PageTarget =
  | { kind: 'page'; path: string; ids: string[]; data: boolean }
  /** A page named by its last segment: the caller looks `value` up (a guide's slug). */
  | { kind: 'param'; prefix: string; value: string; ids: string[]; data: boolean; rawPath: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; data: boolean };

/** The one not-found page (any unknown path answers it): rendered from this path, kept per language. */
export const NOT_FOUND_PATH = '/__not-found';

/** A query longer than this is dropped from a redirect rather than carried over. */
const MAX_KEPT_QUERY = 1024;
// A segment that is a dot segment, or that decodes to one holding a separator or a control character.
const BAD_SEGMENT = /^\.\.?$|[/\\\p{Cc}]/u;

/** `/x` ↔ `/x.data`, `/` ↔ `/_root.data`: React Router's data request for a page. */
export const dataPathOf = (path: string) => (path === '/' ? '/_root.data' : `${path}.data`);

/** A redirect to the canonical form of the requested page, the request's query kept when it is short. */
export function redirectTo(path: string, data: boolean, rawQuery: string): PageTarget {
  const query = rawQuery && rawQuery.length <= MAX_KEPT_QUERY ? `?${rawQuery}` : '';
  return { kind: 'redirect', location: `${data ? dataPathOf(path) : path}${query}` };
}

/**
 * The page a raw request URL names. The canonical form of a path is its exact route path: lower case,
 * no percent-encoding of plain characters, no empty, `.` or `..` segment, no trailing slash. A request
 * that names a page in another form (`/KAMPANYALAR`, `/%6Bampanyalar`, `/kampanyalar/`) is redirected
 * (301) to the canonical form; one that names no page, or holds dot segments or undecodable escapes,
 * is the not-found page. The canonical path is the only one ever rendered, so a page's canonical link
 * names it.
 */
export function targetOf(rawUrl: string, table: PageTable): PageTarget {
  const queryAt = rawUrl.indexOf('?');
  let rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
  const data = rawPath.endsWith('.data');
  if (data) rawPath = rawPath === '/_root.data' ? '/' : rawPath.slice(0, -'.data'.length);
  const segments: string[] = [];
  for (const raw of rawPath.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { kind: 'not-found', data };
    }
    if (BAD_SEGMENT.test(segment) || BAD_SEGMENT.test(raw)) return { kind: 'not-found', data };
    if (segment !== '') segments.push(segment.toLowerCase());
  }
  const path = `/${segments.join('/')}`;
  const ids = table.pages.get(path);
  if (ids) return path === rawPath ? { kind: 'page', path, ids, data } : redirectTo(path, data, rawQuery);
  const last = segments.at(-1);
  const prefix = `${path.slice(0, path.length - (last?.length ?? 0))}`;
  const paramIds = last === undefined ? undefined : table.params.get(prefix);
  if (paramIds && last !== undefined) {
    return { kind: 'param', prefix, value: last, ids: paramIds, data, rawPath };
  }
  return { kind: 'not-found', data };
}

/**
 * React Router's `?_routes=` of a data request (which route loaders to run) reduced to the routes of
 * the page, sorted: the only values that answer differently, so a client-chosen value never makes a
 * new cache entry.
 */
export function routesParamOf(value: string | null, ids: readonly string[]): string | null {
  if (value === null) return null;
  const asked = new Set(value.slice(0, 1024).split(','));
  return ids.filter((id) => asked.has(id)).join(',');
}
