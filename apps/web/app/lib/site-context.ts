import type { SiteData } from '@pusula/core/contract/content.ts';

/**
 * What the server hands every loader: the site's data read straight from the API's stores (the API
 * process renders the pages, so there is no HTTP hop). See apps/api/src/plugins/web-render.ts.
 */
declare module 'react-router' {
  interface AppLoadContext {
    site: SiteData;
    /**
     * The link has a malformed query (a control character, an undecodable escape): the root loader
     * answers 400 and the site's error page shows (docs/security.md "Page rendering and caching").
     */
    badRequest?: boolean;
  }
}

/** The site data of a loader's context; a clear error when pages are rendered without the API. */
export function siteOf(context: { site?: SiteData } | undefined): SiteData {
  if (!context?.site)
    throw new Error('Pages are rendered by the API server (npm start), which provides the site data.');
  return context.site;
}
