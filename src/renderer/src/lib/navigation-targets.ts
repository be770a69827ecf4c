import { can } from '@shared/abilities';
import type { Platform } from '@shared/constants';
import { findRoute, routePath } from '@shared/routes';
import type { SessionUser } from '@shared/profile/session-user';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';

/**
 * Only paths inside this app may be return paths: never another site through `//host`, `/\host`,
 * or the tabs and line breaks URL parsers drop (`/\t/host` reads as `//host`).
 */
export const isSafeReturnPath = (path: string | null | undefined): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.includes('\\') &&
  ![...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

const existsOn = (name: string, platform: Platform): boolean => findRoute(name)?.platforms.includes(platform) ?? false;

/**
 * Section 2: after login a saved return path wins; otherwise a user with shipment.create goes to
 * pricing and anyone else to accreditations. Both are cabinet pages: on CARGO, the profile.
 */
export function afterLoginPath(user: SessionUser, platform: Platform, saved?: string | null): string {
  if (isSafeReturnPath(saved) && !saved.startsWith(routePath('login'))) return saved;
  const target = can(user.abilities, SHIPMENT_ABILITIES.create) ? 'pricing' : 'accreditations';
  return existsOn(target, platform) ? routePath(target) : routePath('profile');
}

/** Section 2: after logout, the index on the cabinet, the login page otherwise. */
export const afterLogoutPath = (platform: Platform): string =>
  existsOn('index', platform) ? routePath('index') : routePath('login');

/**
 * Home, where the logo and the error page lead: a signed-in user's start page (the same as after
 * login), never the landing page they have no use for; a visitor's index (cabinet) or login.
 */
export const homePath = (user: SessionUser | null, platform: Platform): string => (user ? afterLoginPath(user, platform) : afterLogoutPath(platform));
