/**
 * The text namespaces, one per feature (so features never edit each other's files). Kept apart from
 * resources.ts so the web app can name them without bundling every language's texts.
 */
export const NAMESPACES = [
  'common',
  'calc',
  'loans',
  'deposits',
  'market',
  'funds',
  'auth',
  'admin',
  'offers',
  'content',
  'contact',
  'cms',
  'alerts',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
