import type { Platform } from '@shared/constants';
import { holdsAccess, routePath, type RouteDef, type RouteParams } from '@shared/routes';
import type { SessionUser } from '@shared/profile/session-user';
import { messageRef } from '@shared/validation';
import { withSearchParams } from '@/lib/search-param';

// Section 2's access check on each route change, as one pure function.

export type GuardResult =
  | { kind: 'proceed' }
  | { kind: 'redirect'; to: string }
  /** `message` is a translation reference (see @shared/validation). */
  | { kind: 'error'; status: number; message?: string };

export interface GuardContext {
  user: SessionUser | null;
  platform: Platform;
  /** The requested path with its query, for the login redirect. */
  fullPath: string;
  params: RouteParams;
}

/** A named middleware: answers a result to stop navigation, or null to let it go on. */
export type Middleware = (context: GuardContext) => GuardResult | null;

const PROCEED: GuardResult = { kind: 'proceed' };

export function loginRedirect(fullPath: string): string {
  return withSearchParams(routePath('login'), { path: fullPath });
}

export function guard(route: RouteDef | undefined, context: GuardContext, middleware: Record<string, Middleware>): GuardResult {
  if (route?.name === 'login') return PROCEED;
  if (!route?.access || !route.platforms.includes(context.platform)) return { kind: 'error', status: 404 };
  const { user } = context;
  if (route.access !== '*' && !user) return { kind: 'redirect', to: loginRedirect(context.fullPath) };
  if (!holdsAccess(route, user)) return { kind: 'error', status: 403 };
  if (route.validate && !route.validate(context.params)) return { kind: 'error', status: 404 };
  for (const name of route.middleware ?? []) {
    const run = middleware[name];
    if (!run) return { kind: 'error', status: 500, message: messageRef('errors:unknownMiddleware', { name }) };
    const result = run(context);
    if (result) return result;
  }
  return PROCEED;
}
