import type { Platform } from '@shared/constants';
import { findRoute, flightsMenuLabel, holdsAccess, MENU, routePath, type MenuGroupName } from '@shared/routes';
import type { SessionUser } from '@shared/profile/session-user';

export interface MenuEntry {
  route: string;
  path: string;
  /** The key under `menu:items`. */
  label: string;
}

export interface VisibleGroup {
  name: MenuGroupName;
  entries: MenuEntry[];
}

/** Section 2: the menu shows every route the user's rights allow, group by group; empty groups go. */
export function visibleMenu(user: SessionUser, platform: Platform): VisibleGroup[] {
  return MENU.map((group) => ({
    name: group.name,
    entries: group.routes.flatMap((name) => {
      const route = findRoute(name);
      if (!route || !route.platforms.includes(platform) || !holdsAccess(route, user)) return [];
      const label = name === 'flights' ? flightsMenuLabel(platform, user.isShipper) : name;
      return [{ route: name, path: routePath(name), label }];
    }),
  })).filter((group) => group.entries.length > 0);
}

const MENU_ROUTES = MENU.flatMap((group) => group.routes);

/**
 * The menu entry (or, for pages outside the menu, the area) a page belongs to: the longest entry
 * its route name starts with (`accounts-edit` → Accounts, `warehouse-rules-info` → Warehouse
 * rules, `shipments-edit-awb` → Shipments; `chats-info` → chats).
 */
export function menuRouteOf(routeName: string): string {
  const owners = MENU_ROUTES.filter((name) => routeName === name || routeName.startsWith(`${name}-`));
  return owners.sort((a, b) => b.length - a.length)[0] ?? routeName.replace(/-(add|edit|info)$/, '');
}
