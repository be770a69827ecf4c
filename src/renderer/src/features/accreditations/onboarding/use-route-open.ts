import { useAtomValue } from 'jotai';
import { findRoute, holdsAccess, routePath, type RouteParams } from '@shared/routes';
import { platformAtom, userAtom } from '@/lib/state';

/**
 * The path of a route when this user may open it on this platform, else null: the onboarding
 * offers only ways the guard lets through (the questionnaire's add page is cabinet-only).
 */
export function useRouteOpen(): (name: string, params?: RouteParams) => string | null {
  const user = useAtomValue(userAtom);
  const platform = useAtomValue(platformAtom);
  return (name, params) => {
    const route = findRoute(name);
    return route && route.platforms.includes(platform) && holdsAccess(route, user) ? routePath(name, params) : null;
  };
}
