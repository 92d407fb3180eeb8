/*
 * The roles and where each lands: zod-free, so the page shell (user menu, console links) can use them
 * without loading zod before interaction (docs/decisions/0009-start-and-first-load.md). The request schemas are validation/account-schemas.ts.
 */

/** The roles (docs/requirements/accounts-and-admin.md#roles): Admin everything, Editor site data, User own profile and settings only. */
export const ROLES = ['Admin', 'Editor', 'User'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that use the console and edit the site's data (offers, content, the inbox). */
export const CONSOLE_ROLES = ['Admin', 'Editor'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The console's pages (client-rendered under ADMIN_PREFIX). */
export const CONSOLE_PATHS = {
  home: '/yonetim',
  users: '/yonetim/kullanicilar',
  logs: '/yonetim/kayitlar',
  offers: '/yonetim/teklifler',
  content: '/yonetim/icerik',
  inbox: '/yonetim/mesajlar',
  cpi: '/yonetim/tufe',
  alerts: '/yonetim/alarmlar',
  profile: '/yonetim/profil',
} as const;

/** Admins and Editors use the console; a User has only the profile page. */
export function canUseConsole(roles: readonly string[]): boolean {
  return CONSOLE_ROLES.some((role) => roles.includes(role));
}

/** Where a signed-in account lands after sign-in. */
export function landingPathFor(roles: readonly string[]): string {
  return canUseConsole(roles) ? CONSOLE_PATHS.home : CONSOLE_PATHS.profile;
}
