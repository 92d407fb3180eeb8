import { useRouteLoaderData } from 'react-router';

/** The site's public origin (SITE_URL), handed down by the root loader. */
export function useSiteUrl(): string {
  return (useRouteLoaderData('root') as { siteUrl?: string } | undefined)?.siteUrl ?? '';
}
