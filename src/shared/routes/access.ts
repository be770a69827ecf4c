import { can, type Abilities } from '../abilities';
import type { RouteDef } from './types';

export interface AccessHolder {
  roles: readonly string[];
  abilities: Abilities;
}

/** Section 2: access `*` or among the user's roles, and the ability (if any) holds. */
export function holdsAccess(route: Pick<RouteDef, 'access' | 'ability'>, user: AccessHolder | null): boolean {
  const roleHolds = route.access === '*' || (user?.roles.includes(route.access) ?? false);
  return roleHolds && (!route.ability || can(user?.abilities, route.ability));
}
